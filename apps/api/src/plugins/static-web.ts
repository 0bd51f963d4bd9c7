import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchWebRoute, prerenderedFile } from '@ukgh/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';

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

/**
 * Serves the built web app. Files come from the dist folder; every other non-API path gets its page's HTML
 * (pageFile) so client routes work on reload, with status 200 when the router has that page (WEB_ROUTES) and
 * 404 when the web app will show its 404 page.
 */
export const registerStaticWeb = async (
  app: FastifyInstance,
  webDist: string,
  { sourceMaps = false }: { sourceMaps?: boolean } = {},
) => {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // The build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts): the best one
      // the browser accepts is sent as is, with Vary: Accept-Encoding, and the plain file otherwise.
      preCompressed: true,
      // Directories (`/`, `/assets/`) are not files: send them to the not-found handler below instead of
      // letting the file server answer 403.
      // Source maps (the web app's readable source) only when SOURCE_MAPS=on; otherwise they are a 404.
      // The compressed copies are only ever sent in place of their file, never asked for by name.
      allowedPath: (pathname) =>
        !pathname.endsWith('/') &&
        !/\.(?:br|gz)$/.test(pathname) &&
        (sourceMaps || !pathname.endsWith('.map')),
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; index.html must always be revalidated.
        const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        reply.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api';
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound('Not found');
    if (!hasWeb) throw notFound('The web app has not been built: run npm run build');
    if (isFileRequest(pathname)) throw notFound('Not found');
    // Not returned: the reply is a thenable, and returning it from a sync handler makes Fastify wait on it.
    reply
      .code(matchWebRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(pageFile(webDist, pathname));
  });
};
