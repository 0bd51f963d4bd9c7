import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooLarge } from './errors.ts';

/**
 * Limits every multipart request shares (acceptingUploads registers them; routes narrow `files` and `fileSize`).
 * With the per-route file count and size, they bound a whole request: its files plus at most `fields`
 * text fields of `fieldSize` bytes. A request past any of them is refused whole (413), before anything
 * from it is stored: the readers collect every part first and store only after the last one.
 */
export const UPLOAD_FIELD_MAX_BYTES = 64 * 1024;
export const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 2,
  fields: 20,
  parts: 24,
  fieldSize: UPLOAD_FIELD_MAX_BYTES,
};
/**
 * The routes that take uploads (an avatar, a receipt, proof photos and signatures), each in a scope of its own
 * where multipart bodies are read. Not registered for the whole API: the plugin hooks every request of its
 * scope twice (a listener on the reply, then a clean-up of saved files, which we never save), and so would
 * run on every call, the public tracker's included. Elsewhere a multipart body is a 415, as any non-JSON.
 */
export const acceptingUploads =
  (routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod =>
  async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    await scope.register(routes);
  };

export const FIELD_TOO_LARGE_MESSAGE = 'Each text field of an upload must be at most 64 KB';

/** busboy cuts a text field at `fieldSize` and says so; a cut field is refused rather than stored cut. */
export const assertWholeField = (part: Multipart) => {
  if (part.type === 'field' && (part.valueTruncated || part.fieldnameTruncated))
    throw tooLarge(FIELD_TOO_LARGE_MESSAGE);
};
