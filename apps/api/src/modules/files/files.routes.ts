import { fileBodySchema } from '@ukgh/domain';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import type { FileStore } from '../../lib/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export const LINK_EXPIRED_MESSAGE = 'This link has expired or is not valid. Reload the page for a new one.';

/**
 * Private files (proofs, signatures, receipts) behind short-lived signed links; see lib/signed-urls.ts.
 * The signature is the permission, so this route needs no bearer header and works in an <img>.
 */
export const filesRoutes =
  (files: FileStore, signer: UrlSigner): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/*',
      {
        schema: {
          tags: ['Files'],
          summary:
            'A private file through a signed link (links come in booking, history and receipt responses)',
          querystring: z.object({
            expires: z.coerce.number().int(),
            sig: z.string().min(1).max(100),
            name: z.string().min(1).max(200).optional(),
          }),
          response: { 200: fileBodySchema },
        },
      },
      async (req, reply) => {
        const key = (req.params as { '*': string })['*'];
        if (!signer.verify(key, req.query.expires, req.query.sig, Date.now(), req.query.name))
          throw forbidden(LINK_EXPIRED_MESSAGE);
        const extension = key.split('.').pop() ?? '';
        const type = CONTENT_TYPES[extension];
        // Streamed from the store (the disk or the bucket), so a large file never sits whole in memory.
        const file = type ? await files.getStream(key) : null;
        if (!file) throw notFound('File not found');
        const maxAge = Math.max(0, req.query.expires - Math.floor(Date.now() / 1000));
        // An attachment: opened from a link it downloads rather than renders at our origin (an <img> still shows it).
        return reply
          .type(type!)
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header(
            'content-disposition',
            contentDisposition(req.query.name ?? `${extension === 'pdf' ? 'receipt' : 'image'}.${extension}`),
          )
          .header('content-length', file.length)
          .send(file.body);
      },
    );
  };
