import { REQUEST_TIMEOUT_MS } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../test/render.tsx';
import { ApiError, api, NETWORK_TEXT, TIMEOUT_TEXT } from './api-client.ts';
import { getSession, loadSession, setSession } from './auth-store.ts';
import { hardNavigate } from './navigation.ts';
import { toast } from './toast.ts';

const fetchMock = vi.fn<typeof fetch>();
const lastInit = () => fetchMock.mock.calls.at(-1)?.[1] as RequestInit & { headers: Record<string, string> };

describe('api client', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(toast.error).mockClear();
    vi.mocked(hardNavigate).mockClear();
    localStorage.clear();
    loadSession();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls /api/v1 with the stored token as a bearer header', async () => {
    setSession('secret-token', makeUser());
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(api.get('/auth/profile/')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/profile/');
    expect(lastInit().headers.Authorization).toBe('Bearer secret-token');
  });

  it('sends no authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/auth/users/');
    expect(lastInit().headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies as JSON and multipart bodies untouched', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api.post('/auth/login/', { email: 'a@b.co' });
    expect(lastInit().headers['Content-Type']).toBe('application/json');
    expect(lastInit().body).toBe('{"email":"a@b.co"}');

    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.post('/auth/profile/upload-avatar/', form);
    expect(lastInit().headers['Content-Type']).toBeUndefined();
    expect(lastInit().body).toBe(form);
  });

  it('leaves out empty query parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/auth/users/', { query: { role: '', search: 'ama', page: 2, page_size: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/users/?search=ama&page=2');
  });

  it('gives up after the 30 second timeout and says so', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const call = api.get('/slow/');
    const outcome = call.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(lastInit().signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(toast.error).toHaveBeenCalledWith(TIMEOUT_TEXT);
  });

  it('on a 401 with a session, clears both keys and goes to /login without a toast', async () => {
    setSession('expired', makeUser());
    localStorage.setItem('unrelated', 'kept');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Token expired', error: 'Unauthorized' }));

    await expect(api.get('/auth/profile/')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(getSession()).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/login');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('treats a 401 without a session (a wrong password) as an ordinary failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    await expect(api.post('/auth/login/', {})).rejects.toBeInstanceOf(ApiError);
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password');
  });

  it("toasts the response's message, else the client error text, else 'An error occurred'", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { message: 'Email already registered', error: 'Conflict' }),
    );
    await api.post('/x/', {}).catch(() => {});
    expect(toast.error).toHaveBeenLastCalledWith('Email already registered');

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await api.get('/x/').catch(() => {});
    expect(toast.error).toHaveBeenLastCalledWith('Request failed with status code 502');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await api.get('/x/').catch(() => {});
    expect(toast.error).toHaveBeenLastCalledWith(NETWORK_TEXT);
  });

  it('stays quiet when the caller shows its own message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Boom' }));
    await expect(api.get('/x/', { silent: true })).rejects.toMatchObject({
      status: 500,
      body: { message: 'Boom' },
    });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
