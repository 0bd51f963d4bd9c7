import { describe, expect, it, vi } from 'vitest';
import TEMPLATE from '../../../pwa/service-worker.js?raw';

// The hand-written service worker (apps/web/pwa/service-worker.js), run here against fakes of the worker's
// globals: what it keeps, what it never touches, and how a new build takes over.
const ORIGIN = 'https://ukgh.example';

type Handler = (event: Record<string, unknown>) => void;

const load = (
  version: string,
  precache: string[],
  existingCaches: string[] = [],
  /** How many times the network drops each shell file before it answers. */
  dropsPerFile = 0,
) => {
  const drops = new Map<string, number>();
  const stores = new Map<string, Map<string, Response>>(existingCaches.map((name) => [name, new Map()]));
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (request: Request | string) =>
      typeof request === 'string' ? request : new URL(request.url).pathname;
    return {
      match: async (request: Request | string) => store.get(key(request))?.clone(),
      put: async (request: Request | string, response: Response) => void store.set(key(request), response),
      add: async (url: string) => {
        const dropped = drops.get(url) ?? 0;
        if (dropped < dropsPerFile) {
          drops.set(url, dropped + 1);
          throw new TypeError('Failed to fetch');
        }
        store.set(url, new Response(`cached ${url}`));
      },
      addAll: async (urls: string[]) => {
        if (urls.some((url) => (drops.get(url) ?? 0) < dropsPerFile)) throw new TypeError('Failed to fetch');
        for (const url of urls) store.set(url, new Response(`cached ${url}`));
      },
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const handlers: Record<string, Handler> = {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => (handlers[type] = handler),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  const fetchMock = vi.fn<typeof fetch>();
  const source = TEMPLATE.replace('__BUILD_VERSION__', JSON.stringify(version)).replace(
    '__PRECACHE__',
    JSON.stringify(precache),
  );
  new Function('self', 'caches', 'fetch', source)(self, caches, fetchMock);

  /** Dispatches an event and waits for what it handed to waitUntil / respondWith. */
  const dispatch = async (type: string, fields: Record<string, unknown> = {}) => {
    let waited: Promise<unknown> | undefined;
    let responded: Promise<Response> | undefined;
    handlers[type]!({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
      respondWith: (promise: Promise<Response>) => (responded = promise),
    });
    await waited;
    return responded ? await responded : undefined;
  };
  const get = (path: string, mode: RequestMode | 'navigate' = 'cors') => ({
    request: { url: `${ORIGIN}${path}`, method: 'GET', mode, clone: () => null },
  });
  return { stores, self, fetchMock, dispatch, get };
};

describe('the service worker', () => {
  it('keeps the shell under a cache named for the build, takes over at once and deletes older builds', async () => {
    const sw = load(
      'build-2',
      ['/index.html', '/assets/index-abc.js'],
      ['ukgh-shell-build-1', 'someone-else'],
    );
    await sw.dispatch('install');
    expect([...sw.stores.get('ukgh-shell-build-2')!.keys()]).toEqual(['/index.html', '/assets/index-abc.js']);
    expect(sw.self.skipWaiting).toHaveBeenCalled();

    await sw.dispatch('activate');
    expect([...sw.stores.keys()].sort()).toEqual(['someone-else', 'ukgh-shell-build-2']);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it('tries a dropped shell file again, so a weak signal does not leave the phone without the app', async () => {
    vi.useFakeTimers();
    try {
      const sw = load('v1', ['/index.html', '/assets/index-abc.js'], [], 3);
      const installed = sw.dispatch('install');
      await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
      await installed;
      expect([...sw.stores.get('ukgh-shell-v1')!.keys()].sort()).toEqual([
        '/assets/index-abc.js',
        '/index.html',
      ]);
      expect(sw.self.skipWaiting).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the install up when a shell file never arrives, so no worker takes over with half a shell', async () => {
    vi.useFakeTimers();
    try {
      const sw = load('v1', ['/index.html', '/assets/index-abc.js'], [], 4);
      const installed = sw.dispatch('install').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
      expect(await installed).toBeInstanceOf(TypeError);
      expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never answers an API call, so no API answer is ever cached', async () => {
    const sw = load('v1', ['/index.html']);
    await sw.dispatch('install');
    for (const path of ['/api/v1/agent/delivery/assignments/', '/api/v1/auth/me/']) {
      expect(await sw.dispatch('fetch', sw.get(path))).toBeUndefined();
    }
    expect(sw.fetchMock).not.toHaveBeenCalled();
    expect([...sw.stores.get('ukgh-shell-v1')!.keys()]).toEqual(['/index.html']);
  });

  it('opens pages from the network when it can (a new deploy shows at once), else from the shell it installed', async () => {
    const sw = load('v1', ['/index.html']);
    await sw.dispatch('install');
    sw.fetchMock.mockResolvedValueOnce(
      new Response('<html>the rates page, prerendered</html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const online = await sw.dispatch('fetch', sw.get('/rates', 'navigate'));
    expect(await online!.text()).toBe('<html>the rates page, prerendered</html>');

    // Offline, any page opens the installed shell, never a page the network sent earlier.
    sw.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await sw.dispatch('fetch', sw.get('/agent/delivery', 'navigate'));
    expect(await offline!.text()).toBe('cached /index.html');
  });

  it('serves hashed assets from the cache first, keeping those fetched later', async () => {
    const sw = load('v1', ['/index.html', '/assets/index-abc.js']);
    await sw.dispatch('install');
    expect(await (await sw.dispatch('fetch', sw.get('/assets/index-abc.js')))!.text()).toBe(
      'cached /assets/index-abc.js',
    );
    sw.fetchMock.mockResolvedValueOnce(new Response('chunk', { status: 200 }));
    await sw.dispatch('fetch', sw.get('/assets/DeliveryPackagesPage-xyz.js'));
    expect(sw.stores.get('ukgh-shell-v1')!.has('/assets/DeliveryPackagesPage-xyz.js')).toBe(true);
    expect(sw.fetchMock).toHaveBeenCalledTimes(1);
  });
});
