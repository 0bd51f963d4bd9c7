import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_ELEMENT_ID, type PublicPageData, prerenderedFile, type WebRoute } from '@ukgh/domain';
import type { FastifyBaseLogger } from 'fastify';

/** apps/web/src/prerender.tsx's entry point, as the build leaves it in dist/server/. */
type Render = (pathname: string, data: PublicPageData) => Promise<{ html: string }>;

const ROOT_START = '<div id="root">';

/** A public page drawn with its data, and the validator a browser revalidates it with (If-None-Match). */
export interface DrawnPage {
  html: string;
  etag: string;
}

/**
 * A page as the build wrote it with the markup inside #root replaced and the data it was drawn with added at
 * the end of the body; undefined when the file is not shaped as the build writes it (`#root` is the body's
 * last element).
 */
export const pageWithMarkup = (page: string, markup: string, dataJson: string): string | undefined => {
  const start = page.indexOf(ROOT_START);
  const bodyEnd = page.lastIndexOf('</body>');
  const rootEnd = page.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start) return undefined;
  // A JSON data block the browser never runs (the CSP allows no inline script). `<` is escaped so that no text
  // in the data (an admin's company details) can end the element early.
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${dataJson.replace(/</g, '\\u003c')}</script>`;
  return `${page.slice(0, start + ROOT_START.length)}${markup}${page.slice(rootEnd, bodyEnd)}${data}${page.slice(bodyEnd)}`;
};

/**
 * The public pages drawn with the current rate card and company details. The build prerenders them without
 * either (it has no database), so the rates page showed placeholders, the pages that quote prices in their
 * text (the terms, the FAQ, the service pages) the built-in figures, and every footer the built-in contact
 * details, until the app had started and fetched them: a phone on a slow network, a visitor without
 * JavaScript and a search engine saw no prices, or old ones. Each page is rendered again here by the build's
 * own server-side renderer with what GET /rates/ and GET /company/ answer now, and carries that data for the
 * app to start from (main.tsx), so its first render matches the markup.
 *
 * The data is read on every request, so a change shows on the next page; a page is rendered once per version
 * of its data (its route's last drawing is kept).
 * Undefined when the page cannot be drawn (no renderer, a failure, a rebuilt web app): the server then sends
 * the page as built.
 */
export const createRenderedPages = ({
  webDist,
  pageData,
  log,
}: {
  webDist: string;
  /** The current answers of GET /api/v1/rates/ and GET /api/v1/company/. */
  pageData: () => Promise<PublicPageData>;
  log: FastifyBaseLogger;
}) => {
  const rendererFile = path.join(webDist, 'server', 'prerender.js');
  let loaded: { version: number; render: Promise<Render | undefined> } | undefined;
  let rebuiltNoticed = false;
  const pages = new Map<WebRoute, { key: string; page: Promise<DrawnPage | undefined> }>();

  /**
   * The build's renderer, loaded with the first public page, once: its lazy chunks import its entry by its own
   * name, so a second copy loaded beside it would not share its state (React's contexts). When the web app has
   * been rebuilt since (a deploy restarts the server; a rebuild alone does not), its pages are sent as built
   * until the server restarts: the loaded renderer's markup and the pages kept would name the old build's files.
   */
  const currentRenderer = async () => {
    const version = (await stat(rendererFile).catch(() => undefined))?.mtimeMs;
    if (version === undefined) return undefined;
    loaded ??= {
      version,
      render: import(pathToFileURL(rendererFile).href).then(
        (module: { prerender: Render }) => module.prerender,
        (error: unknown) => {
          log.error({ err: error }, 'The page renderer could not be loaded: public pages are sent as built');
          return undefined;
        },
      ),
    };
    if (loaded.version !== version) {
      if (!rebuiltNoticed)
        log.warn('The web app was rebuilt: public pages are sent as built until a restart');
      rebuiltNoticed = true;
      return undefined;
    }
    const render = await loaded.render;
    return render && { version, render };
  };

  /** A page that cannot be drawn is logged once and sent as built until its data or the build changes. */
  const draw = async (
    route: WebRoute,
    file: string,
    render: Render,
    current: PublicPageData,
    json: string,
    key: string,
  ): Promise<DrawnPage | undefined> => {
    try {
      const [built, { html }] = await Promise.all([readFile(file, 'utf8'), render(route, current)]);
      const page = pageWithMarkup(built, html, json);
      if (!page) throw new Error(`${file} has no #root at the end of its body`);
      // Weak: the same page is sent in three encodings.
      return { html: page, etag: `W/"${key}"` };
    } catch (error) {
      log.error({ err: error, route }, 'A public page could not be drawn with its data: sent as built');
      return undefined;
    }
  };

  return async (route: WebRoute): Promise<DrawnPage | undefined> => {
    const built = prerenderedFile(route);
    if (!built) return undefined;
    const renderer = await currentRenderer();
    if (!renderer) return undefined;
    let current: PublicPageData;
    try {
      current = await pageData();
    } catch (error) {
      log.error({ err: error }, "A public page's data could not be read: sent as built");
      return undefined;
    }
    const json = JSON.stringify(current);
    // The page's version: its route, the build (a restart on a new one), its data.
    const key = createHash('sha256')
      .update(`${route}\n${renderer.version}\n${json}`)
      .digest('base64url')
      .slice(0, 27);
    const kept = pages.get(route);
    if (kept?.key === key) return kept.page;
    const page = draw(route, path.join(webDist, built), renderer.render, current, json, key);
    pages.set(route, { key, page });
    return page;
  };
};
