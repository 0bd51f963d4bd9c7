import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';

// The bar is only drawn while a route module downloads, never on the first paint: its code loads when needed.
const ProgressBar = lazy(() => import('./ProgressBar.tsx').then((m) => ({ default: m.ProgressBar })));

/** Route modules load on demand; a thin bar says something is happening while one downloads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar />
    </Suspense>
  );
}
