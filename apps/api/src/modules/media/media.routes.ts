import { fileBodySchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/storage.ts';

/**
 * Avatars only: their names are random UUIDs, so the URL is the capability. Proofs and receipts are
 * private and are served by their own authorised endpoints, never from here.
 */
export const mediaRoutes =
  (files: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/avatars/:file',
      {
        schema: {
          tags: ['Profile'],
          summary: 'An avatar image',
          params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
          response: { 200: fileBodySchema },
        },
      },
      async (req, reply) => {
        const file = await files.getStream(`avatars/${req.params.file}`);
        if (!file) throw notFound('Image not found');
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'attachment; filename="avatar.webp"')
          .header('content-length', file.length)
          .send(file.body);
      },
    );
  };
