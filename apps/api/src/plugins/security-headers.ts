import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRoute } from './contracts.ts';

/**
 * The headers of an API answer (JSON, files, errors under `/api/`, the API docs' page aside): the ones that
 * matter for a response no browser renders as a page (OWASP's REST security cheat sheet). Its policy is
 * stricter than a page's (nothing may load, nothing may frame it) and it leaves out the page-only ones
 * (opener and origin-agent policies, DNS prefetch, download and legacy XSS switches). A tracking answer's
 * headers went from 852 bytes to 459, which its socket write (most of the cached tracker's cost) feels.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * API answers are never stored by a browser or a shared cache unless the route says otherwise (signed files
 * and avatars set their own Cache-Control, which replaces this one): a signed-in user's data must not outlive
 * the session in a cache, and the same rule for public calls keeps it simple to check. Set with the security
 * headers when the request arrives, where a hook of its own once looked at every answer before it went.
 */
const PRIVATE_BY_DEFAULT = { 'cache-control': 'no-store' };

/**
 * Helmet's security headers (CSP, HSTS, frame and referrer policies…) for pages, worked out once at start and
 * then set on every reply, errors and files included; API answers get the shorter set above, with the same
 * HSTS. @fastify/helmet built Helmet again, parsing the policy, on every request: about 5 % of the CPU of a
 * cached tracking lookup. Everything under `/api/` (the API docs' page too) is also private by default.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions) => {
  const pageHeaders: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: unknown) => {
      pageHeaders[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as never, collect as never, () => {});
  const hsts = pageHeaders['strict-transport-security'];
  const apiHeaders = {
    ...API_HEADERS,
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    ...PRIVATE_BY_DEFAULT,
  };
  const docsHeaders = { ...pageHeaders, ...PRIVATE_BY_DEFAULT };
  const headersFor = (url: string) => {
    if (!url.startsWith('/api/')) return pageHeaders;
    return isApiRoute(url) ? apiHeaders : docsHeaders;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
};
