import { Suspense, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { deferredLazy } from '../../lib/deferred-lazy.tsx';

// The footer a prerendered page carries is adopted only as it nears the screen (its links work as plain links
// until then): on a phone it sits a screen or more below, and its code was a dozen more downloads at start-up.
const SiteFooter = deferredLazy(() => import('./SiteFooter.tsx').then((m) => m.SiteFooter), {
  nearScreen: 'footer[data-site-footer]',
});

/**
 * The site footer, downloaded after the page's first paint: it sits below the fold (the layouts give the
 * main content at least the screen's height), so nothing on screen moves when it arrives.
 */
export function DeferredFooter() {
  const navigation = useNavigation();
  const location = useLocation();
  const [firstPage] = useState(location.key);
  // A navigation changes what the footer's links read (the router's state): React holds it until the footer's
  // markup is adopted, so the first navigation fetches the footer's code at the latest.
  if (navigation.state !== 'idle' || location.key !== firstPage) void SiteFooter.preload();
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}
