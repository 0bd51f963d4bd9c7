// The server-side entry of the web app, built by build/prerender.ts (Vite's SSR build). The build runs it to
// write the public pages without data; the API runs it to draw them again with the current rate card and
// company details (apps/api/src/plugins/rendered-pages.ts). Either way it renders a page as a signed-out visitor sees it
// before anything else has been fetched, which is also what the browser's first render shows, so main.tsx
// can adopt it (hydration).
import type { PublicPageData } from '@ukgh/domain';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { seedPageData } from './lib/page-data.ts';
import { takePrerenderedMeta } from './lib/use-page-meta.ts';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's own document title and description (usePageMeta), when it sets them. */
  title?: string;
  description?: string;
}

const render = async (pathname: string, data: PublicPageData | undefined): Promise<PrerenderedPage> => {
  queryClient.clear();
  if (data) seedPageData(queryClient, data);
  const handler = createStaticHandler(routes);
  // Loads the matched routes' lazy modules (the page itself), as the browser's router does before it renders.
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for every lazy part (the contact form): the HTML holds them all, and the browser adopts
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
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of a public page, drawn with `data` (the current rate card and company details) when given, else
 * as before they have loaded. One page at a time: the query cache and the page's title are shared.
 */
export function prerender(pathname: string, data?: PublicPageData): Promise<PrerenderedPage> {
  const page = queue.then(() => render(pathname, data));
  queue = page.catch(() => undefined);
  return page;
}
