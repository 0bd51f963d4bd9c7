import { setImmediate as nextTurn } from 'node:timers/promises';
import { bulkLabelsSchema, fileBodySchema, IdParams } from '@ukgh/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { createManifestPdf, drawBookingPackingList } from '../departures/manifest-pdf.ts';
import type { DocumentsService } from './documents.service.ts';
import { createInvoicePdf, drawInvoice } from './invoice-pdf.ts';
import { createLabelsPdf, type LabelSheet, labelPageSteps } from './label-pdf.ts';

type Pdf = ReturnType<typeof createLabelsPdf>;

/**
 * Sends the PDF as it is drawn: the response starts with the first page, and the event loop gets a turn
 * after every step (a page of labels), so a big print neither holds the whole file nor the process.
 */
const streamPdf = async (reply: FastifyReply, doc: Pdf, fileName: string, steps: Iterable<() => void>) => {
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(doc);
  try {
    for (const step of steps) {
      step();
      await nextTurn();
    }
    doc.end();
  } catch (error) {
    doc.destroy(error as Error);
  }
  return reply;
};

const sendLabels = (reply: FastifyReply, sheets: LabelSheet[], company: string, fileName: string) => {
  const doc = createLabelsPdf(`Shipping labels ${sheets.map((s) => s.trackingNumber).join(', ')}`, company);
  return streamPdf(
    reply,
    doc,
    fileName,
    (function* () {
      for (const sheet of sheets) yield* labelPageSteps(doc, sheet);
    })(),
  );
};

const tags = ['Documents'];
const pdf = { 200: fileBodySchema.describe('application/pdf') };

/** Shipping labels (4in × 6in, one page per item) and invoices, as PDF files. */
export const documentsRoutes =
  (documents: DocumentsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (req: unknown) => (req as AuthedRequest).user;

    app.get(
      '/shipments/bookings/:id/shipping-label/download/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags,
          summary:
            "The booking's shipping labels as a PDF, one 4in × 6in page per item (owner and staff; 409 before it has a tracking number)",
          params: IdParams,
          response: pdf,
        },
      },
      async (req, reply) => {
        const { sheets, company } = await documents.labels(me(req), req.params.id);
        return sendLabels(reply, sheets, company, `label-${sheets[0]!.trackingNumber}.pdf`);
      },
    );

    app.post(
      '/shipments/labels/download/',
      {
        onRequest: guards.requireRole('ADMIN', 'WAREHOUSE'),
        schema: {
          tags,
          summary:
            'The labels of up to 100 bookings in one PDF, in the order given (admins and warehouse; 409 lists the bookings without a tracking number)',
          body: bulkLabelsSchema,
          response: pdf,
        },
      },
      async (req, reply) => {
        const { sheets, company } = await documents.bulkLabels(req.body.booking_ids);
        const fileName =
          sheets.length === 1
            ? `label-${sheets[0]!.trackingNumber}.pdf`
            : `labels-${sheets.length}-bookings.pdf`;
        return sendLabels(reply, sheets, company, fileName);
      },
    );

    app.get(
      '/bookings/:id/invoice/download/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags,
          summary: "The booking's invoice as a PDF, marked Paid once paid (owner and staff)",
          params: IdParams,
          response: pdf,
        },
      },
      async (req, reply) => {
        const sheet = await documents.invoice(me(req), req.params.id);
        const doc = createInvoicePdf(`Invoice ${sheet.bookingCode}`, sheet.company.name);
        return streamPdf(reply, doc, `invoice-${sheet.bookingCode}.pdf`, [() => drawInvoice(doc, sheet)]);
      },
    );

    app.get(
      '/bookings/:id/packing-list/download/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags,
          summary:
            "The booking's packing list and commercial invoice for customs: each line's category, HS code, quantity, weight and value in GBP and GHS (owner and staff)",
          params: IdParams,
          response: pdf,
        },
      },
      async (req, reply) => {
        const sheet = await documents.packingList(me(req), req.params.id);
        const doc = createManifestPdf(`Packing list ${sheet.bookingCode}`, sheet.company, 'Packing list');
        return streamPdf(reply, doc, `packing-list-${sheet.bookingCode}.pdf`, [
          () => drawBookingPackingList(doc, sheet),
        ]);
      },
    );
  };
