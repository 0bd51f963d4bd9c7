import { PAGE_DATA_ELEMENT_ID } from '@ukgh/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { preloadSignedInScreens } from './app/signed-in-screens-loader.ts';
import { getSession } from './lib/auth-store.ts';
import { seedPageData } from './lib/page-data.ts';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * A public page the server drew with the current rate card and company details carries them: the app starts
 * from the same data, so its first render matches the page and it need not ask for them again. Data it cannot
 * read is left for the queries to fetch.
 */
const seedFromPage = () => {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    seedPageData(queryClient, JSON.parse(text));
  } catch {
    // The queries fetch it as usual.
  }
};

/** Resolves once the router has loaded the current page's own module. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * A prerendered public page (build/prerender.ts) is on screen already and stays there while the page's module
 * loads. Then React adopts it (hydration) in a transition, which it splits into short tasks so the page keeps
 * answering taps. A signed-in visitor sees a page that differs from the guest's one the build rendered (the
 * header, the home page's buttons), so theirs is drawn afresh in its place.
 */
const adoptPrerenderedPage = async () => {
  await routerReady();
  if (getSession()) {
    createRoot(root).render(app);
    preloadSignedInScreens();
  } else startTransition(() => void hydrateRoot(root, app));
};

seedFromPage();
// Not a top-level await: that would make the bundler split the modules the entry shares with lazy chunks.
if (root.hasChildNodes()) void adoptPrerenderedPage();
else createRoot(root).render(app);
