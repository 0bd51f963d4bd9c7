// The server-side entry of the web app, built by build/prerender.ts (Vite's SSR build) and run at build time
// only: it renders a public page to HTML as a signed-out visitor sees it before anything has been fetched,
// which is also what the browser's first render shows, so main.tsx can adopt it (hydration).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { takePrerenderedMeta } from './lib/use-page-meta.ts';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's own document title and description (usePageMeta), when it sets them. */
  title?: string;
  description?: string;
}

export async function prerender(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  // Loads the matched routes' lazy modules (the page itself), as the browser's router does before it renders.
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for every lazy part (the footer, the tracking form): the HTML holds them all, and the browser adopts
  // each as its module arrives instead of rendering it again.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part in place in the markup: no inline scripts that move parts in later (the CSP forbids them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, ...takePrerenderedMeta() };
}
