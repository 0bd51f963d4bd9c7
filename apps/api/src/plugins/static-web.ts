import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';

/** Serves the built web app; any non-API path falls back to index.html so client routes work on reload. */
export const registerStaticWeb = async (app: FastifyInstance, webDist: string) => {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound(isApi ? 'Not found' : 'The web app has not been built: run npm run build');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
