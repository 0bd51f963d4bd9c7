// The toast for a failed call, a module of its own: the API client shows it and needs nothing else from here.

/** The toast for a failed call with neither a server message nor a client error text. */
export const GENERIC_ERROR = 'An error occurred';

/**
 * The toast for any failed call but a 401 (spec 000 §8, spec 001 §8): the response's message field,
 * else the client's error text (a timeout, no network), else 'An error occurred'.
 */
export const errorToastText = (body: unknown, clientErrorText?: string | null): string => {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  if (clientErrorText?.trim()) return clientErrorText;
  return GENERIC_ERROR;
};
