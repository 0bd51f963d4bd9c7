import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRoute } from './contracts.ts';

/**
 * The headers of an API answer (JSON, files, errors under `/api/`, the API docs' page aside): the ones that
 * matter for a response no browser renders as a page (OWASP's REST security cheat sheet). Its policy is
 * stricter than a page's (nothing may load, nothing may frame it) and it leaves out the page-only ones.
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's headers on every reply, errors, files and 404s included: `pageOptions` for pages, the set above
 * (with the same HSTS) for API answers, chosen by path so that the not-found handler's answers get theirs too.
 * Everything under `/api/` (the API docs' page too) is private by default: a signed-in user's data must not
 * outlive the session in a cache; a route that sets its own Cache-Control (signed files, avatars) replaces it.
 *
 * Helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware anew on every request,
 * which alone took the public tracker below its throughput floor; built once here, the headers are the same.
 */
export const registerSecurityHeaders = (app: FastifyInstance, pageOptions: HelmetOptions) => {
  const pageHeaders = helmet(pageOptions);
  const apiHeaders = helmet({ ...pageOptions, ...API_HEADERS } as HelmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiRoute(request.url);
    (api ? apiHeaders : pageHeaders)(request.raw, reply.raw, (error?: unknown) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done(error as Error | undefined);
    });
  });
};
