import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a page is drawn on the server (the build's prerender, the API's drawing of the public pages) and
 * while the browser adopts it, true from the render after: the markup must match the server's until then. For
 * the parts that only work once the app runs (a form whose typing the app would not see).
 */
export const useAppStarted = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
