import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@ukgh/domain';
import type { FastifySchema } from 'fastify';
import type { TestApp } from './app.ts';
import { signedIn } from './factories.ts';

/**
 * The API's routes as the server registered them (the `onRoute` hook in plugins/contracts.ts), so a test
 * built on this table covers a route added tomorrow without being told about it.
 */

export interface ApiRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** `METHOD /url`, for test names and tables. */
  name: string;
}

export const apiRoutes = (t: TestApp): ApiRoute[] =>
  t.app.routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) =>
      r.method
        .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        .map((method) => ({ method, url: r.url, schema: r.schema, name: `${method} ${r.url}` })),
    );

export const hasJsonBody = (route: ApiRoute) => {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  return Boolean(route.schema?.body) || Boolean(consumes?.includes('application/json'));
};

export const isMultipart = (route: ApiRoute) =>
  Boolean((route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'));

/** Well-formed values for path parameters whose format is not a UUID. */
const PARAM_SAMPLES: Record<string, () => string> = {
  trackingNumber: () => 'UKG0000000000',
  file: () => `${randomUUID()}.webp`,
  '*': () => `receipts/${randomUUID()}.pdf`,
};

/** The route's URL with each path parameter filled: `values` where given, else a well-formed unknown id. */
export const fillPath = (url: string, values: Record<string, string> = {}) =>
  url
    .replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? PARAM_SAMPLES[name]?.() ?? randomUUID()),
    )
    .replace(/\*$/, () => values['*'] ?? PARAM_SAMPLES['*']!());

export type Principal = Role | 'anonymous';
// Admins first: most routes admit them, so most routes are settled by one request.
export const PRINCIPALS: Principal[] = ['ADMIN', 'anonymous', ...ROLES.filter((r) => r !== 'ADMIN')];

/** One fresh signed-in user per role (factory tokens), and no header for anonymous. */
export const signInEveryone = async (t: TestApp): Promise<Record<Principal, Record<string, string>>> => {
  const headers: Partial<Record<Principal, Record<string, string>>> = { anonymous: {} };
  for (const role of ROLES) headers[role] = (await signedIn(t, role)).headers;
  return headers as Record<Principal, Record<string, string>>;
};

/**
 * The first principal the route lets past its guard. Guards run before the body is parsed, so a route that
 * reads a body is asked with malformed JSON (its caller gets 400, everyone else 401 or 403); others are
 * asked plainly. Falls back to anonymous when every principal is turned away (a signed link's route).
 */
export const allowedPrincipal = async (
  t: TestApp,
  route: ApiRoute,
  headers: Record<Principal, Record<string, string>>,
): Promise<Principal> => {
  const reads = route.method !== 'GET' && route.method !== 'DELETE';
  for (const principal of PRINCIPALS) {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: fillPath(route.url),
      headers: { ...headers[principal], ...(reads ? { 'content-type': 'application/json' } : {}) },
      ...(reads ? { payload: '{' } : {}),
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return principal;
  }
  return 'anonymous';
};
