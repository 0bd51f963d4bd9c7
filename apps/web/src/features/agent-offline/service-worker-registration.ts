/**
 * Registers the hand-written service worker (`/sw.js`, written by the build: see vite.config.ts) that keeps
 * the app shell on the phone, so the agent app opens without a connection. Production builds only: in
 * development Vite serves modules one by one and a cached shell would hide every change.
 */
export const registerAgentServiceWorker = (): void => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Not fatal: the app works online without it.
  });
};
