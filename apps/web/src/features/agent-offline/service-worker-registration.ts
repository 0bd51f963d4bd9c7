/** Pauses before registering again after an install that failed (the phone's signal dropped mid-install). */
export const REGISTER_RETRY_MS = [5_000, 30_000, 120_000] as const;

type Container = Pick<ServiceWorkerContainer, 'register' | 'ready'>;

/**
 * Registers the worker and, while no worker is active, registers it again whenever an install fails: the
 * browser itself would not try before the next visit, and an agent who opened the app once on a weak
 * signal would find it blank offline.
 */
export const registerWithRetry = (
  container: Container,
  onReady: (registration: ServiceWorkerRegistration) => void,
  schedule: (retry: () => void, ms: number) => void = (retry, ms) => setTimeout(retry, ms),
): void => {
  const attempt = (failures: number) => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state !== 'redundant' || registration.active) return;
          const pause = REGISTER_RETRY_MS[Math.min(failures, REGISTER_RETRY_MS.length - 1)]!;
          schedule(() => attempt(failures + 1), pause);
        });
      })
      .catch(() => {
        // Not fatal: the app works online without it.
      });
  };
  attempt(0);
  container.ready.then(onReady).catch(() => undefined);
};

/**
 * Registers the service worker (`/sw.js`, Workbox's, written by the build: see vite.config.ts) that keeps the
 * app's files on the phone, so the agent app opens without a connection. Production builds only: in
 * development Vite serves modules one by one and a cached shell would hide every change.
 */
export const registerAgentServiceWorker = (): void => {
  // `vite build` runs in mode 'production' whatever NODE_ENV says (the browser tests build with
  // NODE_ENV=test, which turns import.meta.env.PROD off); the dev server and Vitest have modes of their own.
  if (import.meta.env.MODE !== 'production') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registerWithRetry(navigator.serviceWorker, () => undefined);
};
