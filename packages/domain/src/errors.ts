/** Error codes carried in every error body `{message, error, code}` (DESIGN §5). */
export const ERROR_CODES = {
  VALIDATION: 'validation_error',
  UNAUTHENTICATED: 'not_authenticated',
  FORBIDDEN: 'permission_denied',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  TOO_LARGE: 'payload_too_large',
  UNPROCESSABLE: 'unprocessable_entity',
  REQUEST_TIMEOUT: 'request_timeout',
  UNSUPPORTED_MEDIA: 'unsupported_media_type',
  RATE_LIMITED: 'rate_limited',
  SERVER: 'server_error',
  UNAVAILABLE: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ErrorBody {
  message: string;
  error: string;
  code: ErrorCode;
  details?: Record<string, string[]>;
}
