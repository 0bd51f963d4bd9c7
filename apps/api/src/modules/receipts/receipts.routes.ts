import {
  IdParams,
  RECEIPT_MAX_BYTES,
  RECEIPT_MESSAGES,
  RECEIPT_UPLOAD_MESSAGES,
  receiptSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, tooLarge } from '../../lib/errors.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import { acceptingUploads, assertWholeField } from '../../lib/uploads.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { assertStorableText } from '../../plugins/input-hygiene.ts';
import { presentReceipt } from './receipts.presenter.ts';
import type { ReceiptsService, ReceiptUpload } from './receipts.service.ts';

const tags = ['Bookings'];
const NOTES_MAX = 1000;

/** Payment receipts of a booking (spec 000 §5 "Receipt upload"). */
export const receiptsRoutes =
  (receipts: ReceiptsService, guards: AuthGuards, signer: UrlSigner): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (req: unknown) => (req as AuthedRequest).user;

    await app.register(
      acceptingUploads(async (scope) => {
        scope.post(
          '/bookings/:id/receipts/',
          {
            onRequest: guards.requireRole('CUSTOMER'),
            schema: {
              tags,
              summary: 'Upload a receipt (multipart: file = image or PDF, at most 10 MB; notes optional)',
              consumes: ['multipart/form-data'],
              params: IdParams,
              response: { 201: receiptSchema },
            },
          },
          async (req, reply) => {
            await receipts.assertOwner(me(req), req.params.id);
            const upload: ReceiptUpload = { data: Buffer.alloc(0), filename: null, notes: null };
            let hasFile = false;
            if (req.isMultipart()) {
              for await (const part of req.parts({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1 } })) {
                if (part.type === 'field') {
                  assertWholeField(part);
                  if (part.fieldname === 'notes' && typeof part.value === 'string')
                    upload.notes = part.value.trim().slice(0, NOTES_MAX) || null;
                  continue;
                }
                let data: Buffer;
                try {
                  data = await part.toBuffer();
                } catch {
                  throw tooLarge(RECEIPT_UPLOAD_MESSAGES.tooLarge);
                }
                if (part.fieldname !== 'file') continue;
                upload.data = data;
                upload.filename = part.filename || null;
                hasFile = data.length > 0;
              }
            }
            assertStorableText({ notes: upload.notes, filename: upload.filename });
            if (!hasFile)
              throw invalid(RECEIPT_MESSAGES.fileRequired, { file: [RECEIPT_MESSAGES.fileRequired] });
            const row = await receipts.add(me(req), req.params.id, upload, req.id);
            reply.status(201);
            return presentReceipt(row, signer);
          },
        );
      }),
    );

    app.get(
      '/bookings/:id/receipts/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags,
          summary: 'Receipts of a booking, oldest first',
          params: IdParams,
          response: { 200: z.array(receiptSchema) },
        },
      },
      async (req) => (await receipts.list(me(req), req.params.id)).map((r) => presentReceipt(r, signer)),
    );
  };
