import { MAX_JSON_DEPTH, SECURITY_MESSAGES, USER_FORM_MESSAGES } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeUser, signedIn } from '../../test/factories.ts';
import { assertStorableText } from './input-hygiene.ts';

const t = await createTestApp();

const json = (method: 'POST' | 'PATCH', url: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { 'content-type': 'application/json', ...headers }, payload: body });

const registration = (overrides: Record<string, string>) =>
  JSON.stringify({
    first_name: 'Ama',
    last_name: 'Mensah',
    email: `ama-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Passw0rd!',
    password_confirm: 'Passw0rd!',
    ...overrides,
  });

describe('text the database cannot store is a 400 naming the field (it was a 500)', () => {
  it('refuses a NUL character in a body field', async () => {
    const res = await json('POST', '/api/v1/auth/register/', registration({ first_name: 'Ama\u0000' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', message: SECURITY_MESSAGES.nulCharacter });
    expect(res.json().details.first_name).toEqual([SECURITY_MESSAGES.nulCharacter]);
  });

  it('refuses a NUL character in a search', async () => {
    const { headers } = await signedIn(t, 'ADMIN');
    const res = await t.app.inject({ url: '/api/v1/auth/users/?search=ab%00cd', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.search).toEqual([SECURITY_MESSAGES.nulCharacter]);
  });

  it("refuses a NUL character in a query parameter's name, and in a route parameter", async () => {
    const { headers } = await signedIn(t, 'ADMIN');
    const res = await t.app.inject({ url: '/api/v1/auth/users/?se%00arch=ab', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().details['se\u0000arch']).toEqual([SECURITY_MESSAGES.nulCharacter]);
    const tracked = await t.app.inject({ url: '/api/v1/shipments/track/UKG%0012345678/' });
    expect(tracked.statusCode).toBe(400);
    expect(tracked.json().details.trackingNumber).toEqual([SECURITY_MESSAGES.nulCharacter]);
  });

  it('refuses a lone surrogate, escaped in JSON or raw in a query', async () => {
    const res = await json('POST', '/api/v1/auth/register/', registration({}).replace('Mensah', '\\ud800'));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.last_name).toEqual([SECURITY_MESSAGES.loneSurrogate]);
    const { headers } = await signedIn(t, 'ADMIN');
    const query = await t.app.inject({ url: '/api/v1/auth/users/?search=%ED%A0%80', headers });
    expect(query.statusCode).toBeLessThan(500);
  });

  it('refuses a lone surrogate in a nested key, and a NUL in a body that is a bare string', async () => {
    const res = await json(
      'POST',
      '/api/v1/quotes/',
      '{"packages":[{"description":"Books","weight_kg":1,"pkg_type":"BOX","n\\udc00":1}]}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details['packages.0.n\udc00']).toEqual([SECURITY_MESSAGES.loneSurrogate]);
    const bare = await json('POST', '/api/v1/quotes/', '"Books\\u0000"');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details.non_field_errors).toEqual([SECURITY_MESSAGES.nulCharacter]);
  });

  it('refuses a NUL character in a nested field', async () => {
    const res = await json(
      'POST',
      '/api/v1/quotes/',
      JSON.stringify({ packages: [{ description: 'a\u0000b', weight_kg: 1, pkg_type: 'BOX' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details['packages.0.description']).toEqual([SECURITY_MESSAGES.nulCharacter]);
  });
});

describe('bodies that say what is wrong', () => {
  it('names a __proto__ property instead of calling the body invalid JSON', async () => {
    const res = await json(
      'POST',
      '/api/v1/auth/login/',
      '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SECURITY_MESSAGES.forbiddenProperty);
    const nested = await json(
      'POST',
      '/api/v1/auth/login/',
      '{"email":"a@b.co","password":"x","x":{"constructor":{"prototype":{"admin":true}}}}',
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe(SECURITY_MESSAGES.forbiddenProperty);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('still calls malformed JSON malformed', async () => {
    const res = await json('POST', '/api/v1/auth/login/', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it("answers an unknown role with 'Role is invalid', a missing one with 'Role is required'", async () => {
    const { headers } = await signedIn(t, 'ADMIN');
    const body = { email: 'staff@example.com', first_name: 'Yaw', last_name: 'Darko', password: 'Passw0rd!' };
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/create/',
      headers,
      payload: { ...body, role: 'SUPERUSER' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.role).toEqual([USER_FORM_MESSAGES.roleInvalid]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/create/',
      headers,
      payload: body,
    });
    expect(missing.json().details.role).toEqual([USER_FORM_MESSAGES.roleRequired]);
  });

  it('deactivates and activates a user with no body, with or without a JSON content type', async () => {
    const { headers } = await signedIn(t, 'ADMIN');
    const user = await makeUser(t.db);
    const off = await json('PATCH', `/api/v1/auth/users/${user.id}/deactivate/`, '', headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/users/${user.id}/activate/`,
      headers,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().is_active).toBe(true);
  });

  it('still answers 400 for an empty body where one is required', async () => {
    const res = await json('POST', '/api/v1/auth/login/', '');
    expect(res.statusCode).toBe(400);
  });
});

describe('deeply nested JSON is refused before it is walked (it stalled the server)', () => {
  /** Just under the 1 MB body limit. */
  const ONE_MB = 1024 * 1024 - 64;
  const deepArrays = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
  const deepObjects = (bytes: number) => {
    const levels = Math.floor(bytes / 6);
    return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  };
  /** A generous bound: the check reads the body once; the quadratic walk it replaced took minutes here. */
  const PROMPT_MS = 3000;

  it.each([
    ['arrays', deepArrays(ONE_MB)],
    ['objects', deepObjects(ONE_MB)],
  ])(
    'answers a 1 MB body of nested %s on the anonymous quote with 400 while /api/health answers',
    async (_, body) => {
      expect(body.length).toBeGreaterThan(1000 * 1000);
      const started = performance.now();
      const big = json('POST', '/api/v1/quotes/', body).then((res) => ({
        res,
        ms: performance.now() - started,
      }));
      const health = t.app
        .inject({ url: '/api/health' })
        .then((res) => ({ res, ms: performance.now() - started }));
      const [deep, healthy] = await Promise.all([big, health]);
      expect(deep.res.statusCode).toBe(400);
      expect(deep.res.json()).toMatchObject({ code: 'validation_error', message: SECURITY_MESSAGES.tooDeep });
      expect(healthy.res.statusCode).toBe(200);
      expect(deep.ms).toBeLessThan(PROMPT_MS);
      expect(healthy.ms).toBeLessThan(PROMPT_MS);
    },
  );

  it(`takes ${MAX_JSON_DEPTH} levels to the schema, refuses ${MAX_JSON_DEPTH + 1}, and ignores brackets in strings`, async () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const atLimit = await json('POST', '/api/v1/quotes/', `{"packages":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(SECURITY_MESSAGES.tooDeep);
    const over = await json('POST', '/api/v1/quotes/', `{"packages":${nested(MAX_JSON_DEPTH)}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(SECURITY_MESSAGES.tooDeep);
    const quoted = await json(
      'POST',
      '/api/v1/quotes/',
      JSON.stringify({
        packages: [{ description: `Books ${'[{'.repeat(40)} \\" [`, weight_kg: 1, pkg_type: 'BOX' }],
      }),
    );
    expect(quoted.json().message).not.toBe(SECURITY_MESSAGES.tooDeep);
  });

  it('reads a NUL in a field at the depth limit in time linear in the body, and names the field', async () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) value = { k: value };
    const res = await json('POST', '/api/v1/quotes/', JSON.stringify({ packages: value }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)[0]).toBe(
      ['packages', ...Array(MAX_JSON_DEPTH - 1).fill('k')].join('.'),
    );
  });
});

describe('assertStorableText on a deep value built in code (no body limit applies)', () => {
  it('walks 200,000 levels at once and names the deepest field', () => {
    let value: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) value = { k: value };
    const started = performance.now();
    let details: Record<string, string[]> = {};
    try {
      assertStorableText(value);
    } catch (error) {
      details = (error as { details: Record<string, string[]> }).details;
    }
    expect(performance.now() - started).toBeLessThan(3000);
    expect(Object.keys(details)[0]?.split('.').length).toBe(200_000);
  });
});
