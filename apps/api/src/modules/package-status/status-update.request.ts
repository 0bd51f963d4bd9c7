import { type StatusUpdateInput, statusUpdateSchema } from '@ukgh/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid, tooLarge } from '../../lib/errors.ts';
import { assertWholeField } from '../../lib/uploads.ts';
import { assertStorableText } from '../../plugins/input-hygiene.ts';
import { PROOF_MAX_BYTES, PROOF_SIZE_MESSAGE, type ProofUploads } from './proof-files.ts';

const FILE_FIELDS = { proof_photo: 'photo', proof_signature: 'signature' } as const;

/** A zod failure as the API's 400: one message per field, the same shape as the route schemas give. */
export const invalidInput = (error: z.ZodError) => {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    details[field] = [...(details[field] ?? []), issue.message];
  }
  return invalid([...new Set(Object.values(details).flat())].join(', '), details);
};

/**
 * Reads a request that may carry proof files: multipart (fields plus `proof_photo` / `proof_signature`) or a
 * JSON body (no files), validated with `schema`. Other file fields are drained and ignored; a file over the
 * cap is a 413. Used by Update Package Status and the agents' job updates.
 */
export const readProofRequest = async <S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
): Promise<{ input: z.output<S>; uploads: ProofUploads }> => {
  const fields: Record<string, unknown> = {};
  const uploads: ProofUploads = {};
  if (req.isMultipart()) {
    for await (const part of req.parts({ limits: { fileSize: PROOF_MAX_BYTES, files: 2 } })) {
      if (part.type === 'field') {
        assertWholeField(part);
        fields[part.fieldname] = part.value;
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch {
        throw tooLarge(PROOF_SIZE_MESSAGE);
      }
      const slot = FILE_FIELDS[part.fieldname as keyof typeof FILE_FIELDS];
      if (slot) uploads[slot] = data;
    }
  } else if (req.body && typeof req.body === 'object') {
    Object.assign(fields, req.body);
  }
  assertStorableText(fields);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error);
  return { input: parsed.data, uploads };
};

/** Reads an Update Package Status request (see `readProofRequest`). */
export const readStatusUpdate = (
  req: FastifyRequest,
): Promise<{ input: StatusUpdateInput; uploads: ProofUploads }> => readProofRequest(req, statusUpdateSchema);
