import { ERROR_CODES, type ErrorCode } from '@ukgh/domain';

/** A failure with a status the client may see; the central handler turns it into `{message, error, code}`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details?: Record<string, string[]>;
  readonly extra?: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    details?: Record<string, string[]>,
    extra?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.extra = extra;
  }
}

export const invalid = (message: string, details?: Record<string, string[]>) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, details);
export const unauthenticated = (message = 'Authentication credentials were not provided or are invalid') =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, message);
export const forbidden = (message = 'You do not have permission to perform this action') =>
  new AppError(403, ERROR_CODES.FORBIDDEN, message);
export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message);
/** Well-formed but refused as a whole, e.g. an Idempotency-Key reused with another body. */
export const unprocessable = (message: string, details?: Record<string, string[]>) =>
  new AppError(422, ERROR_CODES.UNPROCESSABLE, message, details);
export const tooLarge = (message: string) => new AppError(413, ERROR_CODES.TOO_LARGE, message);
export const unsupportedMedia = (message: string) =>
  new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA, message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.RATE_LIMITED, message, undefined, { retryAfterSeconds });
