/**
 * Registers the hand-written service worker (`/sw.js`, written by the build: see vite.config.ts) that keeps
 * the app shell on the phone, so the agent app opens without a connection. Production builds only: in
 * development Vite serves modules one by one and a cached shell would hide every change.
 */
export const registerAgentServiceWorker = (): void => {
  // `vite build` runs in mode 'production' whatever NODE_ENV says (the browser tests build with
  // NODE_ENV=test, which turns import.meta.env.PROD off); the dev server and Vitest have modes of their own.
  if (import.meta.env.MODE !== 'production') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The scripts this page loaded before the worker controlled it: keep them too, so the next start
      // without a connection finds every screen the agent has opened.
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/'));
      registration.active?.postMessage({ type: 'cache-assets', urls });
    })
    .catch(() => {
      // Not fatal: the app works online without it.
    });
};
