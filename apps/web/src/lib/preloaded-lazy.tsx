import { type ComponentType, lazy } from 'react';

/**
 * A component whose code starts downloading now (when the module that declares it runs) and stays out of
 * that module's chunk. Until it arrives it suspends like React.lazy; once it has, it renders directly, so a
 * result shown later never flashes the Suspense fallback. Wrap it in <Suspense>.
 */
export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const download = load().then((component) => {
    loaded = component;
    return component;
  });
  // A failed download shows (through the error boundary) when the component renders, not before.
  download.catch(() => {});
  const Lazy = lazy(() => download.then((component) => ({ default: component })));
  return function Preloaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
}
