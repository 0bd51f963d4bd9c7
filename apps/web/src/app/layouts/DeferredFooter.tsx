import { lazy, Suspense } from 'react';

const SiteFooter = lazy(() => import('./SiteFooter.tsx').then((m) => ({ default: m.SiteFooter })));

/**
 * The site footer, downloaded after the page's first paint: it sits below the fold (the layouts give the
 * main content at least the screen's height), so nothing on screen moves when it arrives.
 */
export function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}
