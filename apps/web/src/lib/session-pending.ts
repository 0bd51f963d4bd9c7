import { useAppStarted } from './app-started.ts';

/**
 * Props that mark what depends on who is signed in (the header's links and account buttons, the home page's
 * call to action). The build's prerender knows no session, so it renders these hidden (global.css) rather than
 * show a signed-in visitor the guest's buttons; the browser adopts the page with the same mark (the markup must
 * match) and takes it off straight after, once it knows the session.
 */
export const useSessionPending = (): { 'data-session-pending'?: true } =>
  useAppStarted() ? {} : { 'data-session-pending': true };
