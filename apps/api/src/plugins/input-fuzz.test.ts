import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signedIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import {
  type ApiRoute,
  allowedPrincipal,
  apiRoutes,
  hasJsonBody,
  isMultipart,
  signInEveryone,
} from '../../test/route-table.ts';
import { arbitraryOf, asText, hostileString, jsonSchemaOf } from '../../test/zod-arbitraries.ts';

/**
 * Property: whatever a client sends to any route (path, query and body generated from the route's own zod
 * schemas, mostly well-shaped and partly hostile), the answer is never a 5xx. One app for the file, a fixed
 * seed and a bounded number of runs per route, so a failure repeats and the file stays cheap.
 */

const SEED = 1313;
const RUNS_PER_ROUTE = 10;

const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const routes = apiRoutes(t);
// Used only to find each route's role; every route is then fuzzed as a fresh user of that role.
const everyone = await signInEveryone(t);

/** A character a URL cannot carry as UTF-8 (a lone surrogate) is sent as the bytes a sloppy client would. */
const encodeText = (text: string) =>
  [...text]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

const PARAM_VALUES: Record<string, fc.Arbitrary<string>> = {
  trackingNumber: fc.oneof(fc.constant('UKG0000000000'), fc.stringMatching(/^UKG\d{10}$/)),
  file: fc.uuid().map((id) => `${id}.webp`),
};

const pathArbitrary = (route: ApiRoute) => {
  const names = [...route.url.matchAll(/:(\w+)|\*$/g)].map((m) => m[1] ?? '*');
  return fc
    .tuple(...names.map((name) => fc.oneof(PARAM_VALUES[name] ?? fc.uuid(), hostileString)))
    .map((values) => {
      let i = 0;
      return route.url
        .replace(/:(\w+)/g, () => encodeText(values[i++]!))
        .replace(/\*$/, () => values[i++]!.split('/').map(encodeText).join('/'));
    });
};

const queryArbitrary = (route: ApiRoute): fc.Arbitrary<string> => {
  const properties = jsonSchemaOf(route.schema?.querystring)?.properties ?? {};
  const pairs = Object.entries(properties).map(([key, schema]) =>
    fc.option(
      fc.oneof(
        arbitraryOf(schema).map((v) => [`${key}=${encodeText(asText(v))}`]),
        // The same key twice: Fastify hands the route an array.
        fc
          .tuple(hostileString, hostileString)
          .map(([a, b]) => [`${key}=${encodeText(a)}`, `${key}=${encodeText(b)}`]),
      ),
      { freq: 3 },
    ),
  );
  const extra = fc.option(
    fc.tuple(hostileString, hostileString).map(([k, v]) => [`${encodeText(k)}=${encodeText(v)}`]),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const parts = [...chosen, more].filter((p): p is string[] => p !== null).flat();
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
};

interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const FIELD_NAMES = ['avatar', 'file', 'notes', 'proof_photo', 'proof_signature', 'status', 'location', 'x'];
const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const multipartArbitrary: fc.Arbitrary<Body> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...FIELD_NAMES),
      fc.oneof(
        hostileString,
        fc
          .tuple(fc.boolean(), fc.uint8Array({ maxLength: 512 }), hostileString, fc.string({ maxLength: 20 }))
          .map(([png, bytes, filename, contentType]) => ({
            filename: filename.replace(/["\r\n]/g, ''),
            contentType: contentType.replace(/[\r\n]/g, '') || 'application/octet-stream',
            data: Buffer.concat([png ? PNG_HEADER : Buffer.alloc(0), Buffer.from(bytes)]),
          })),
      ),
    ),
    { maxLength: 4 },
  )
  .map((parts) => {
    const { payload, headers } = multipart(Object.fromEntries(parts.map(([k, v]) => [k, v])));
    return { payload, headers };
  });

const bodyArbitrary = (route: ApiRoute): fc.Arbitrary<Body | null> => {
  const json = jsonSchemaOf(route.schema?.body);
  const choices: fc.Arbitrary<Body | null>[] = [];
  if (hasJsonBody(route) || json) {
    const value = json ? arbitraryOf(json) : fc.jsonValue({ maxDepth: 3 });
    choices.push(
      value.map((v) => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(v) ?? '',
      })),
      hostileString.map((text) => ({ headers: { 'content-type': 'application/json' }, payload: text })),
    );
  }
  if (isMultipart(route)) choices.push(multipartArbitrary, multipartArbitrary);
  return choices.length > 0 ? fc.oneof(...choices) : fc.constant(null);
};

describe('generated bad input at every route', () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  it.each(routes.map((r) => [r.name, r] as const))('%s never answers 5xx', async (_, route) => {
    // A fresh user of the route's role, so what one route does to its caller cannot blind another.
    const principal = await allowedPrincipal(t, route, everyone);
    const caller = principal === 'anonymous' ? {} : (await signedIn(t, principal)).headers;
    const request = fc.record({
      url: fc.tuple(pathArbitrary(route), queryArbitrary(route)).map(([path, query]) => path + query),
      body: bodyArbitrary(route),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ url, body }) => {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...caller, ...body?.headers },
          ...(body?.payload === undefined ? {} : { payload: body.payload }),
        });
        expect(res.statusCode, `${route.method} ${url} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  });
});
