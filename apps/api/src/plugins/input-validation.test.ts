import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';
import {
  type ApiRoute,
  allowedPrincipal,
  apiRoutes,
  fillPath,
  hasJsonBody,
  isMultipart,
  type Principal,
  signInEveryone,
} from '../../test/route-table.ts';
import { jsonSchemaOf } from '../../test/zod-arbitraries.ts';

/**
 * Input at the door, for every route in the server's own table (issue 13, Input): a body that is not JSON
 * is a 400, a body of another type a 415, JSON over 1 MB a 413, a query value a list does not know a 400,
 * a malformed path parameter a 400. A route added tomorrow is in the table without being named here;
 * a list added tomorrow fails until its query has a line in QUERY_BASELINES.
 */

const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const routes = apiRoutes(t);
let headers: Awaited<ReturnType<typeof signInEveryone>>;
const callers = new Map<string, Principal>();
beforeAll(async () => {
  headers = await signInEveryone(t);
  for (const route of routes) callers.set(route.name, await allowedPrincipal(t, route, headers));
});

/** As the route's own caller (its role, or anonymous for a public route). */
const send = (
  route: ApiRoute,
  request: { url?: string; headers?: Record<string, string>; payload?: string },
) =>
  t.app.inject({
    method: route.method as 'POST',
    url: request.url ?? fillPath(route.url),
    headers: { ...headers[callers.get(route.name)!], ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });

/** Routes that change something and read no body at all, each with the reason. */
const BODILESS: Record<string, string> = {
  'POST /api/v1/admin/bookings/:id/payment/receipts/:receiptId/accept/':
    'accepting a receipt takes nothing but the ids in its path',
  'POST /api/v1/auth/logout/': 'signing out takes nothing but the bearer token',
  'POST /api/v1/admin/bookings/:id/handover-code/':
    'a new code is drawn by the server: the call takes nothing',
  'POST /api/v1/bookings/:id/payment/checkout/':
    'Pay now takes nothing but the id: the amount is the server’s',
};

/** Routes that read their body as bytes, because a signature over those exact bytes vouches for it. */
const SIGNED_RAW: Record<string, string> = {
  'POST /api/v1/payments/stripe/webhook/':
    'Stripe signs the body as sent; the event is read once it verifies',
};

/** Routes that read form bodies too, because the provider that calls them posts forms. */
const PROVIDER_FORMS: Record<string, string> = {
  'POST /api/v1/webhooks/twilio/status/': 'Twilio posts its status callbacks form-encoded',
  'POST /api/v1/webhooks/twilio/inbound/': 'Twilio posts incoming texts form-encoded',
  'POST /api/v1/webhooks/arkesel/:secret/': 'Arkesel may post its delivery reports form-encoded',
};

const writes = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
const jsonRoutes = routes.filter(hasJsonBody);

describe('request bodies', () => {
  it('are read through a schema on every route that changes something (or multipart, or none at all)', () => {
    const unchecked = writes.filter(
      (r) => !hasJsonBody(r) && !isMultipart(r) && !BODILESS[r.name] && !SIGNED_RAW[r.name],
    );
    expect(unchecked.map((r) => r.name)).toEqual([]);
    expect(jsonRoutes.length).toBeGreaterThan(30);
  });

  it.each(jsonRoutes.map((r) => [r.name, r] as const))('%s: malformed JSON is a 400', async (_, route) => {
    const res = await send(route, { headers: { 'content-type': 'application/json' }, payload: '{"a": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it.each(jsonRoutes.map((r) => [r.name, r] as const))(
    '%s: text/plain, XML and form bodies are a 415',
    async (_, route) => {
      const types = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded'];
      for (const type of types.filter((t) => !(PROVIDER_FORMS[route.name] && t.endsWith('urlencoded')))) {
        const res = await send(route, { headers: { 'content-type': type }, payload: 'status=PENDING' });
        expect(res.statusCode, type).toBe(415);
        expect(res.json().code).toBe('unsupported_media_type');
      }
    },
  );

  // Multipart is read only in the uploads' scope (app.ts): elsewhere it is one more type the route does not take.
  it.each(jsonRoutes.filter((r) => !isMultipart(r)).map((r) => [r.name, r] as const))(
    '%s: a multipart body (no upload here) is a 415',
    async (_, route) => {
      const { payload, headers } = multipart({ status: 'PENDING' });
      const res = await send(route, { headers, payload: payload.toString() });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    },
  );

  it.each(jsonRoutes.map((r) => [r.name, r] as const))('%s: JSON over 1 MB is a 413', async (_, route) => {
    const payload = JSON.stringify({ notes: 'x'.repeat(1024 * 1024) });
    const res = await send(route, { headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});

/**
 * A valid query for every route that reads one (the route must not answer 400 to it). Each key is then given
 * a value nobody means, and the route must answer 400; keys whose value is free text are listed apart.
 */
/** A well-formed keyset cursor (created_at, id) for the lists that page by one. */
const keysetCursor = Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', randomUUID()])).toString(
  'base64url',
);
const QUERY_BASELINES: Record<string, Record<string, string>> = {
  'GET /api/v1/auth/users/': {
    page: '1',
    page_size: '20',
    role: 'CUSTOMER',
    search: 'ama',
    is_active: 'true',
  },
  'GET /api/v1/admin/audit/': { entity: 'booking', id: randomUUID(), cursor: 'a1', page_size: '20' },
  'GET /api/v1/files/*': { expires: '1', sig: 'abc', name: 'receipt.pdf' },
  'GET /api/v1/bookings/': {
    page: '1',
    page_size: '20',
    tab: 'shipments',
    search: 'UKG',
    status: 'delivered',
    cursor: keysetCursor,
  },
  'GET /api/v1/admin/bookings/': {
    page: '1',
    page_size: '20',
    search: 'ama',
    status: 'pending',
    cursor: keysetCursor,
  },
  'GET /api/v1/shipments/': {
    search: 'UKG',
    status: 'all',
    agent: 'pickup',
    date_range: '7d',
    proof: 'yes',
    consolidated: 'no',
    cursor: keysetCursor,
    page_size: '20',
  },
  'GET /api/v1/shipments/export.csv': {
    search: 'UKG',
    status: 'delivered',
    agent: 'unassigned',
    date_range: 'today',
    proof: 'no',
    consolidated: 'all',
  },
  'GET /api/v1/admin/dashboard/search/': { q: 'ama' },
  'GET /api/v1/admin/analytics/': { period: '30d' },
  'GET /api/v1/admin/agents/': { role: 'DELIVERY' },
  'GET /api/v1/agent/warehouse/packages/': { status: 'arriving', search: 'UKG' },
  'GET /api/v1/departures/': { state: 'loading', mode: 'sea', page: '1', page_size: '20' },
  'GET /api/v1/departures/:id/state/preview/': { state: 'departed' },
  'GET /api/v1/webhooks/whatsapp/': {
    'hub.mode': 'subscribe',
    'hub.verify_token': 'x',
    'hub.challenge': '1',
  },
};
/** Searches take any text (a signed link's signature and download name are checked, answering 403, not parsed). */
// Meta's verification sends its own words, answered 403 when they are not ours.
const FREE_TEXT = new Set(['search', 'q', 'sig', 'name', 'hub.mode', 'hub.verify_token', 'hub.challenge']);
const UNKNOWN = 'zz-no-such-value';

const queryRoutes = routes.filter((r) => r.schema?.querystring);
const queryKeys = (route: ApiRoute) => Object.keys(jsonSchemaOf(route.schema!.querystring)?.properties ?? {});

describe('query strings', () => {
  it('have a baseline here for every route that reads one, naming every key it reads', () => {
    expect(queryRoutes.map((r) => r.name).sort()).toEqual(Object.keys(QUERY_BASELINES).sort());
    for (const route of queryRoutes)
      expect(Object.keys(QUERY_BASELINES[route.name]!).sort(), route.name).toEqual(queryKeys(route).sort());
  });

  it.each(queryRoutes.map((r) => [r.name, r] as const))(
    '%s: an unknown value for any filter (__proto__ and constructor too) is a 400 naming it',
    async (_, route) => {
      const baseline = QUERY_BASELINES[route.name]!;
      const url = (query: Record<string, string>) => `${fillPath(route.url)}?${new URLSearchParams(query)}`;
      expect((await send(route, { url: url(baseline) })).statusCode).not.toBe(400);
      for (const key of Object.keys(baseline).filter((k) => !FREE_TEXT.has(k))) {
        // Object's own member names too: a lookup in a plain object of words read them (a 500).
        for (const value of [UNKNOWN, '__proto__', 'constructor']) {
          const res = await send(route, { url: url({ ...baseline, [key]: value }) });
          expect(res.statusCode, `${key}=${value}`).toBe(400);
          expect(Object.keys(res.json().details ?? {}), `${key}=${value}`).toContain(key);
        }
      }
    },
  );
});

const paramRoutes = routes.filter((r) => r.schema?.params || r.url.includes(':'));

describe('path parameters', () => {
  it.each(paramRoutes.map((r) => [r.name, r] as const))(
    '%s: a malformed parameter is a 400',
    async (_, route) => {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const res = await send(route, {
          url: fillPath(route.url, { [name]: 'not-valid' }),
          ...(hasJsonBody(route) ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
        });
        expect(res.statusCode, name).toBe(400);
      }
    },
  );
});
