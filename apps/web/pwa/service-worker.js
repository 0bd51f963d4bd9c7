/*
 * The app's service worker, hand-written (issue 10): it keeps the app shell on the phone so the agent app
 * opens without a connection. The build (vite.config.ts, `serviceWorker()`) writes it to dist/sw.js with
 * its version and the shell's files filled in; a new deploy gets a new version, installs at once, takes
 * over open pages and deletes the old caches.
 *
 * What it never does: cache /api. Lists are kept per user by the app itself (IndexedDB), and actions wait
 * in the app's own outbox; a cached API answer here would show one agent another's jobs, or stale data as
 * fresh.
 */
const VERSION = __BUILD_VERSION__;
const CACHE = `ukgh-shell-${VERSION}`;
/** The app's empty page, which opens any screen (the server also sends it for pages it has no HTML of). */
const SHELL = '/index.html';
/** The shell, the entry script and style sheet, the manifest and the icon. */
const PRECACHE = __PRECACHE__;
/** A navigation that takes longer than this opens the cached shell (a weak signal is as bad as none). */
const NAVIGATION_TIMEOUT_MS = 4000;

/** Tries per shell file before the install gives up (a weak signal drops single requests). */
const INSTALL_TRIES = 4;
const INSTALL_RETRY_MS = 500;

/** One shell file into the cache, tried again after a growing pause when the network drops it. */
const addWithRetry = async (cache, url) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await cache.add(url);
    } catch (error) {
      if (attempt >= INSTALL_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, INSTALL_RETRY_MS * 2 ** (attempt - 1)));
    }
  }
};

// Every shell file or none: a worker that took over with half a shell would open a blank app offline.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(PRECACHE.map((url) => addWithRetry(cache, url))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('ukgh-shell-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

const isSameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => isSameOrigin(url) && url.pathname.startsWith('/assets/');

/** The page asks to keep the scripts it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((href) => {
    try {
      return isAsset(new URL(href));
    } catch {
      return false;
    }
  });
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map(async (href) => {
          if (!(await cache.match(href))) await cache.add(href).catch(() => undefined);
        }),
      ),
    ),
  );
});

/** Hashed files never change: the cached copy, else the network (and keep it). */
const cacheFirst = async (request) => {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
};

/**
 * Pages: the network (a new deploy shows at once), else the shell this worker installed with when offline or
 * too slow: that copy of index.html loads exactly the files kept beside it. A page from the network is never
 * kept as the shell: a public page comes prerendered (its own content in it) and would open every other page.
 */
const networkFirstShell = async (request) => {
  const cache = await caches.open(CACHE);
  const network = fetch(request);
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    const shell = await cache.match(SHELL);
    return shell ?? (await network);
  } catch {
    const shell = await cache.match(SHELL);
    return shell ?? Response.error();
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isSameOrigin(url) || url.pathname.startsWith('/api/') || url.pathname === '/api') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
  } else if (isAsset(url)) {
    event.respondWith(cacheFirst(request));
  }
});
