import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signedIn } from '../../test/factories.ts';

// A built web app: its page and one hashed asset.
const webDist = await mkdtemp(path.join(tmpdir(), 'ukgh-headers-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>UKG</title>');
await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

const t = await createTestApp({ webDist });
const customer = await signedIn(t, 'CUSTOMER');

/** Every kind of answer the server gives: API JSON (public, private, errors), files, the page, 404s. */
const answers = [
  { what: 'public API JSON', method: 'GET', url: '/api/v1/rates/' },
  { what: 'private API JSON', method: 'GET', url: '/api/v1/auth/profile/', signedIn: true },
  { what: 'the health check', method: 'GET', url: '/api/health' },
  { what: 'a 401', method: 'GET', url: '/api/v1/auth/profile/' },
  { what: 'a 400', method: 'POST', url: '/api/v1/auth/login/', payload: {} },
  { what: 'malformed JSON', method: 'POST', url: '/api/v1/auth/login/', raw: '{"email":' },
  { what: 'an API 404', method: 'GET', url: '/api/v1/no-such-thing/' },
  { what: 'a static asset', method: 'GET', url: '/assets/index-abc123.js' },
  { what: 'a missing asset (404)', method: 'GET', url: '/assets/missing.js' },
  { what: 'index.html', method: 'GET', url: '/' },
  { what: 'an unknown page (404 with index.html)', method: 'GET', url: '/no/such/page' },
  { what: 'the API docs', method: 'GET', url: '/api/docs/json' },
] as const;

const send = (answer: (typeof answers)[number], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: answer.method,
    url: answer.url,
    headers: { ...('signedIn' in answer ? customer.headers : {}), ...headers },
    ...('payload' in answer ? { payload: answer.payload } : {}),
    ...('raw' in answer ? { payload: answer.raw, headers: { 'content-type': 'application/json' } } : {}),
  });

describe('security headers', () => {
  const isPage = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs');
  const common = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  };

  it.each(answers.filter((a) => isPage(a.url)))('are the page set on $what', async (answer) => {
    const res = await send(answer);
    common(res);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  // An API answer is never a page: nothing may load from it or frame it, and the page-only headers are left out.
  it.each(answers.filter((a) => !isPage(a.url)))('are the API set on $what', async (answer) => {
    const res = await send(answer);
    common(res);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';\s*frame-ancestors 'none'$/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-xss-protection']).toBeUndefined();
  });
});

describe('caching', () => {
  it('private API JSON is no-store', async () => {
    const res = await send(answers[1]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the API docs are no-store too, with the page headers', async () => {
    const docs = await send(answers[11]);
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['cache-control']).toBe('no-store');
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('pages and files keep their own rule', async () => {
    expect((await send(answers[7])).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send(answers[9])).headers['cache-control']).toBe('no-cache');
  });

  it.each(answers.filter((a) => a.url.startsWith('/api/v1/')))(
    'every API answer without a rule of its own is no-store: $what',
    async (answer) => {
      expect((await send(answer)).headers['cache-control']).toBe('no-store');
    },
  );
});

describe('CORS', () => {
  // The web app is served from the API's own origin; no other origin is let in (there is no setting to).
  it('grants no other origin, on a simple request or a preflight', async () => {
    const origin = 'https://evil.example';
    const simple = await send(answers[1], { origin });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/profile/',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});
