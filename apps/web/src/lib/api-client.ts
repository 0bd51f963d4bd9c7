import { errorToastText, REQUEST_TIMEOUT_MS } from '@ukgh/domain';
import { clearSession, getToken } from './auth-store.ts';
import { hardNavigate } from './navigation.ts';
import { toast } from './toast.ts';

export const API_BASE = '/api/v1';

export const TIMEOUT_TEXT = 'The request timed out. Please try again.';
export const NETWORK_TEXT = 'Network error. Please check your connection and try again.';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** The caller shows its own message (the spec names a specific toast for this failure). */
  silent?: boolean;
  query?: Record<string, QueryValue>;
  /** TanStack Query's cancellation signal; an aborted request is never reported. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** Every failed call rejects with this: `status` 0 means no response (timeout or network). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server's own explanation, if it sent one (`message`, else `error`, else `detail`). */
export const serverReason = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail']) {
    if (typeof body[key] === 'string' && body[key]) return body[key] as string;
  }
  return undefined;
};

const timeoutReason = Symbol('timeout');

const buildUrl = (path: string, query?: Record<string, QueryValue>) => {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const report = (error: ApiError, options: RequestOptions) => {
  if (!options.silent) toast.error(errorToastText(error.body, error.message));
};

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutReason), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser writes the multipart boundary into Content-Type itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  let data: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
    data = await readBody(response);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const timedOut = controller.signal.reason === timeoutReason;
    const error = new ApiError(0, null, timedOut ? TIMEOUT_TEXT : NETWORK_TEXT);
    report(error, options);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  if (response.ok) return data as T;

  // A 401 on a call that carried a token means the session is over. Without a token (a wrong password on
  // the login form) it is an ordinary failure and the user stays where they are.
  if (response.status === 401 && token) {
    clearSession();
    hardNavigate('/login');
    throw new ApiError(401, data, 'Your session has ended. Please log in again.');
  }

  const error = new ApiError(response.status, data, `Request failed with status code ${response.status}`);
  report(error, options);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T = void>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};

/**
 * The spec's own failure toast for a call made with `silent`, with the server's reason underneath. Nothing
 * for a 401 (the session is over and the page is going to /login) or for a request the caller cancelled.
 */
export const notifyFailure = (text: string, error: unknown, reason = serverReason(error)): void => {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  toast.error(text, error instanceof ApiError && error.status === 0 ? error.message : reason);
};
