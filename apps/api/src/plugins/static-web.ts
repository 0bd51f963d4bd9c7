import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchWebRoute, type PublicPageData, prerenderedFile } from '@ukgh/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors.ts';
import { createRenderedPages } from './rendered-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A request for a file rather than a page: anything under /assets/ or whose last segment has an extension.
 * A missing file must answer 404, never index.html with 200: a browser still running the previous build
 * would otherwise parse HTML as JavaScript after a deploy.
 */
const isFileRequest = (pathname: string) =>
  pathname.startsWith('/assets/') || pathname === '/assets' || /\.[^/]+$/.test(pathname);

/**
 * The HTML a page opens with: the page rendered at build time when the build has it (a public page, readable
 * before the JavaScript arrives), else index.html, the empty shell the router fills in.
 */
const pageFile = (webDist: string, pathname: string) => {
  const route = matchWebRoute(pathname);
  const prerendered = route && prerenderedFile(route);
  return prerendered && existsSync(path.join(webDist, prerendered)) ? prerendered : 'index.html';
};

/** Whether an If-None-Match header names `etag` (a list of validators, or `*`), compared weakly as for GET. */
const ifNoneMatch = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  }) ?? false;

/** A file the build writes at the top of dist/ or in dist/assets/: one name, no folders, no dot files. */
const BUILT_FILE_NAME = /^[\w-][\w.-]*$/;

/**
 * Serves the built web app. Files come from the dist folder; every other non-API path gets its page's HTML
 * (pageFile) so client routes work on reload, with status 200 when the router has that page (WEB_ROUTES) and
 * 404 when the web app will show its 404 page.
 *
 * Files are served by name from the two folders the build writes (dist/ and dist/assets/), not by the file
 * server's catch-all route: that one lists each folder of the path on every request to check the name's
 * spelling (against case-folding file systems), and dist/assets/ holds hundreds of files, so every script
 * cost the server a directory listing. A name here is one segment of a strict
 * pattern, so it cannot reach outside those folders, and every file there is public. Files are still looked
 * up per request, so a rebuilt web app is served without a restart.
 *
 * Given `pageData` (the current rate card and company details), the public pages are drawn with it
 * (rendered-pages.ts).
 */
export const registerStaticWeb = async (
  app: FastifyInstance,
  webDist: string,
  { sourceMaps = false, pageData }: { sourceMaps?: boolean; pageData?: () => Promise<PublicPageData> } = {},
) => {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const renderedPage =
    hasWeb && pageData ? createRenderedPages({ webDist, pageData, log: app.log }) : undefined;
  if (hasWeb) {
    const assets = path.join(webDist, 'assets');
    await app.register(fastifyStatic, {
      root: webDist,
      // Only reply.sendFile: the routes below choose the files.
      serve: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts): the best one
      // the browser accepts is sent as is, with Vary: Accept-Encoding, and the plain file otherwise.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; index.html must always be revalidated.
        reply.header('cache-control', filePath.startsWith(assets + path.sep) ? IMMUTABLE : 'no-cache');
      },
    });
    // The compressed copies are only ever sent in place of their file, never asked for by name; source maps
    // (the web app's readable source) only when SOURCE_MAPS=on. Anything else goes to the not-found
    // handler below: a page (no extension) gets its HTML, a missing file a 404.
    const servable = (name: string) =>
      BUILT_FILE_NAME.test(name) && !/\.(?:br|gz)$/i.test(name) && (sourceMaps || !/\.map$/i.test(name));
    const sendFrom =
      (folder: string) => (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
        const { file } = request.params;
        if (!servable(file) || (folder === webDist && !file.includes('.'))) return reply.callNotFound();
        return reply.sendFile(file, folder);
      };
    // The web app's files are not API calls: kept out of the OpenAPI document at /api/docs.
    const hidden = { schema: { hide: true } };
    app.get('/assets/:file', hidden, sendFrom(assets));
    app.get('/:file', hidden, sendFrom(webDist));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api';
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound('Not found');
    if (!hasWeb) throw notFound('The web app has not been built: run npm run build');
    if (isFileRequest(pathname)) throw notFound('Not found');
    const route = matchWebRoute(pathname);
    reply.code(route ? 200 : 404).header('cache-control', 'no-cache');
    const rendered = route && (await renderedPage?.(route));
    if (rendered) {
      // Revalidated on every visit (no-cache): a page that has not changed costs a 304, not its bytes.
      reply.header('etag', rendered.etag);
      if (ifNoneMatch(request.headers['if-none-match'], rendered.etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(rendered.html);
    }
    return reply.sendFile(pageFile(webDist, pathname));
  });
};
