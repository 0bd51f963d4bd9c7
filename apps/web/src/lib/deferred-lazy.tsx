import { type ComponentType, lazy, useEffect } from 'react';
import { whenNearScreen } from './near-screen.ts';

export interface DeferredComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts the download now (say, when a lookup starts, so the result's code arrives with its data). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code downloads only when it is first drawn or `preload()` is called, not when the module
 * that declares it runs: each download a page starts costs a phone's main thread a little (the request, the
 * compiling), and a page's start-up should pay only for what it shows. Until the code arrives it suspends like
 * React.lazy (wrap it in <Suspense>); once it has, it renders directly, so a result drawn later never flashes
 * the fallback.
 *
 * `nearScreen`: the selector of the part's markup that the server already drew (a prerendered page). Adopting
 * it (hydration) then waits until that markup comes within half a screen of view, or `preload()`: it is on
 * screen, as drawn, meanwhile, and its links work as plain links. Where there is no such markup (the app drew
 * the page itself), the download starts at once. React cannot pass a change (a navigation's) into markup it has
 * not adopted, and holds that change until it can: whoever renders the part calls `preload()` on such a change.
 */
export function deferredLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { nearScreen }: { nearScreen?: string } = {},
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let download: Promise<ComponentType<P>> | undefined;
  let requested = () => {};
  const preloadRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const preload = () => {
    requested();
    download ??= load().then((component) => {
      loaded = component;
      return component;
    });
    // A failed download shows (through the error boundary) when the component renders, not before.
    download.catch(() => {});
    return download;
  };
  const Lazy = lazy(async () => {
    if (nearScreen) await Promise.race([whenNearScreen(nearScreen), preloadRequested]);
    return { default: await preload() };
  });
  function Deferred(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  Deferred.preload = preload;
  return Deferred;
}

/**
 * Starts the downloads of parts a screen shows later (its other steps or tabs) once it has drawn: they then
 * arrive while the user reads the first, instead of competing with it. `parts` is a module-level constant.
 */
export function usePreloadAfterDraw(parts: readonly { preload: () => unknown }[]) {
  useEffect(() => {
    for (const part of parts) part.preload();
  }, [parts]);
}
