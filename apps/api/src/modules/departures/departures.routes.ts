import {
  DeparturePackageParams,
  departureConsolidateResultSchema,
  departureConsolidateSchema,
  departureCreateSchema,
  departureDetailSchema,
  departureListQuerySchema,
  departureListSchema,
  departureSchema,
  departureStatePreviewQuerySchema,
  departureStatePreviewSchema,
  departureStateResultSchema,
  departureStateSchema,
  departureUpdateSchema,
  fileBodySchema,
  IdParams,
  noContentSchema,
} from '@ukgh/domain';
import type { FastifyReply, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';
import type { DeparturesService } from './departures.service.ts';
import { customsCsv, manifestCsv } from './manifest.csv.ts';
import { createManifestPdf, drawCustomsPackingList, drawManifest, pdfBuffer } from './manifest-pdf.ts';

const tags = ['Departures'];

const download = (reply: FastifyReply, type: string, fileName: string, body: string | Buffer) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);

/** A file name from the container or air waybill (or the departure's id), safe in a header. */
const paperName = (paper: string, unit: string | null, id: string, ext: string) =>
  `${paper}-${(unit ?? id.slice(0, 8)).replace(/[^A-Za-z0-9-]+/g, '')}.${ext}`;

/** Sailings and flights (issue 15): admins and warehouse staff. */
export const departuresRoutes =
  (
    departures: DeparturesService,
    guards: AuthGuards,
    db: Parameters<typeof getCompanyDetails>[0],
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (req: unknown) => (req as AuthedRequest).user;
    const onRequest = guards.requireRole('ADMIN', 'WAREHOUSE');
    /** Every route here: admins and warehouse staff, under the Departures tag. */
    const staff = <S extends FastifySchema>(schema: S) => ({ onRequest, schema: { tags, ...schema } });

    app.get(
      '/departures/',
      staff({
        summary: 'Departures, the next to leave first (?state=, ?mode=sea|air)',
        querystring: departureListQuerySchema,
        response: { 200: departureListSchema },
      }),
      async (req) => {
        const { count, rows } = await departures.list(req.query);
        return { count, next: null, previous: null, results: rows };
      },
    );

    app.post(
      '/departures/',
      staff({
        summary: 'Plan a departure (422 when the cut-off, ETD and ETA are out of order)',
        body: departureCreateSchema,
        response: { 201: departureSchema },
      }),
      async (req, reply) => {
        reply.status(201);
        return departures.create(me(req), req.body, req.id);
      },
    );

    app.get(
      '/departures/:id/',
      staff({
        summary: 'A departure with the packages on it and, while loading, those that could go on it',
        params: IdParams,
        response: { 200: departureDetailSchema },
      }),
      async (req) => departures.get(req.params.id),
    );

    app.patch(
      '/departures/:id/',
      staff({
        summary:
          'Change a departure: anything before it leaves (the mode only while empty), after that the carrier details and the ETA; 409 for a stale version',
        params: IdParams,
        body: departureUpdateSchema,
        response: { 200: departureSchema },
      }),
      async (req) => departures.update(me(req), req.params.id, req.body, req.id),
    );

    app.post(
      '/departures/:id/state/',
      staff({
        summary:
          'Move the departure on (planned → loading → departed → arrived → cleared); departed, arrived and cleared move every package on it, one event each, in one transaction. Packages that cannot move are listed in `skipped` and left where they are.',
        params: IdParams,
        body: departureStateSchema,
        response: { 200: departureStateResultSchema },
      }),
      async (req) => departures.changeState(me(req), req.params.id, req.body, req.id),
    );

    app.get(
      '/departures/:id/state/preview/',
      staff({
        summary:
          'What moving the departure to ?state= would do, changing nothing: the packages that would move and stay, those ready for it that it leaves behind, the customers who would be told a new window, and whether it is before the cut-off or ETD (the same code as the change, run and rolled back; 409 where the change would be refused)',
        params: IdParams,
        querystring: departureStatePreviewQuerySchema,
        response: { 200: departureStatePreviewSchema },
      }),
      async (req) => departures.previewState(me(req), req.params.id, req.query.state),
    );

    app.post(
      '/departures/:id/packages/',
      staff({
        summary:
          'Consolidate a package onto the departure by tracking number (a scan) or shipment id: only while loading (409), before the cut-off (409), of the booking’s mode (422)',
        params: IdParams,
        body: departureConsolidateSchema,
        response: { 201: departureConsolidateResultSchema },
      }),
      async (req, reply) => {
        reply.status(201);
        return departures.consolidate(me(req), req.params.id, req.body, req.id);
      },
    );

    app.delete(
      '/departures/:id/packages/:shipmentId/',
      staff({
        summary: 'Take a package off a loading departure (it stays consolidated, ready for another)',
        params: DeparturePackageParams,
        response: { 204: noContentSchema },
      }),
      async (req, reply) => {
        await departures.remove(me(req), req.params.id, req.params.shipmentId, req.id);
        return reply.status(204).send(null);
      },
    );

    // The manifest for the shipping line, and the customs pack's packing list for the clearing agent in
    // Ghana: each as CSV and as PDF, from the same lines.
    const papers = [
      {
        name: 'manifest',
        about: 'The manifest',
        csv: manifestCsv,
        draw: drawManifest,
        csvSummary: 'The manifest as CSV: every package line, totals, and the container or air waybill',
        pdfSummary: 'The manifest as a PDF (A4 landscape)',
      },
      {
        name: 'customs',
        about: 'Packing list',
        csv: customsCsv,
        draw: drawCustomsPackingList,
        csvSummary:
          "The customs pack's packing list as CSV: each line's house bill, consignee and ID, category, HS code, weight and value",
        pdfSummary: "The customs pack's packing list as a PDF (A4 landscape)",
      },
    ] as const;
    for (const paper of papers) {
      app.get(
        `/departures/:id/${paper.name}.csv`,
        staff({ summary: paper.csvSummary, params: IdParams, response: { 200: fileBodySchema } }),
        async (req, reply) => {
          const { departure, ...manifest } = await departures.manifest(req.params.id);
          const name = paperName(paper.name, departure.containerOrAwb, departure.id, 'csv');
          return download(reply, 'text/csv; charset=utf-8', name, paper.csv(departure, manifest));
        },
      );
      app.get(
        `/departures/:id/${paper.name}.pdf`,
        staff({
          summary: paper.pdfSummary,
          params: IdParams,
          response: { 200: fileBodySchema.describe('application/pdf') },
        }),
        async (req, reply) => {
          const [{ departure, ...manifest }, company] = await Promise.all([
            departures.manifest(req.params.id),
            getCompanyDetails(db),
          ]);
          const doc = createManifestPdf(`${paper.about} ${departure.vesselOrFlight}`, company.name);
          const body = await pdfBuffer(doc, () => paper.draw(doc, departure, manifest, company.name));
          const name = paperName(paper.name, departure.containerOrAwb, departure.id, 'pdf');
          return download(reply, 'application/pdf', name, body);
        },
      );
    }
  };
