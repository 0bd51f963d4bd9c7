import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@ukgh/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from '../lib/errors.ts';
import { StorageError } from '../lib/s3-store.ts';
import { ResponseContractError } from './contracts.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.VALIDATION,
  401: ERROR_CODES.UNAUTHENTICATED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  408: ERROR_CODES.REQUEST_TIMEOUT,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA,
  422: ERROR_CODES.UNPROCESSABLE,
  429: ERROR_CODES.RATE_LIMITED,
  503: ERROR_CODES.UNAVAILABLE,
};

/** @fastify/multipart's own words ('reach files limit') as sentences; the request is refused whole. */
const UPLOAD_LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Too many files in one upload',
  FST_FIELDS_LIMIT: 'Too many fields in one upload',
  FST_PARTS_LIMIT: 'Too many parts in one upload',
};
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/** `/first_name` or `/packages/0/weight_kg` → `first_name` / `packages.0.weight_kg`; body-level → `non_field_errors`. */
const fieldOf = (instancePath: string) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';

const body = (message: string, code: ErrorCode, details?: Record<string, string[]>): ErrorBody => ({
  // The spec's clients read the text from `error` (and `message`), so both carry the readable sentence.
  message,
  error: message,
  code,
  ...(details ? { details } : {}),
});

/** A response that broke its contract, with what broke (the zod issues or the extra fields). */
const contractProblem = (error: unknown): string | null => {
  if (error instanceof ResponseContractError) return error.message;
  if (isResponseSerializationError(error))
    return `${error.method} ${error.url} answered a body its response schema refuses: ${error.cause.message}`;
  return null;
};

/**
 * One place turns every failure into `{message, error, code}`; 5xx details never reach the client, except
 * a broken response contract in tests (`explainContractErrors`), so the failing test says which field.
 */
export const registerErrorHandling = (
  app: FastifyInstance,
  { explainContractErrors = false }: { explainContractErrors?: boolean } = {},
) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const broken = explainContractErrors ? contractProblem(error) : null;
    if (broken) return reply.status(500).send(body(broken, ERROR_CODES.SERVER));
    if (error instanceof AppError) {
      const retry = error.extra?.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('retry-after', String(Math.max(1, Math.ceil(retry))));
      // 413 and 415 (upload screens) and 409 (a refused move: the agents' offline queue shows `detail`).
      const extra = [409, 413, 415].includes(error.statusCode) ? { detail: error.message } : {};
      return reply
        .status(error.statusCode)
        .send({ ...body(error.message, error.code, error.details), ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        details[field] = [...(details[field] ?? []), issue.message ?? 'Invalid value'];
      }
      const messages = [...new Set(Object.values(details).flat())];
      return reply.status(400).send(body(messages.join(', '), ERROR_CODES.VALIDATION, details));
    }
    if (isDatabaseUnavailable(error)) {
      // Not our bug and not the client's: the database is away. Clients and load balancers retry a 503.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body(DATABASE_UNAVAILABLE_MESSAGE, ERROR_CODES.UNAVAILABLE));
    }
    if (error instanceof StorageError && error.unavailable) {
      // The bucket (STORAGE=s3) is away or failing on its side: as for the database, a retry may succeed.
      request.log.warn({ err: error }, 'file storage unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body(DATABASE_UNAVAILABLE_MESSAGE, ERROR_CODES.UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(body('Something went wrong on our side. Please try again.', ERROR_CODES.SERVER));
    }
    // Framework errors (malformed JSON, body too large, wrong content type, rate limit) keep their status.
    const message =
      status === 429
        ? 'Too many requests. Please wait a moment and try again.'
        : (UPLOAD_LIMIT_MESSAGES[error.code] ?? error.message);
    return reply.status(status).send(body(message, CODE_BY_STATUS[status] ?? ERROR_CODES.VALIDATION));
  });
};
