import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

// A built web app in miniature: index.html and one hashed asset, as Vite writes them.
const INDEX_HTML = '<!doctype html><html><head><title>UK Ghana Shipping</title></head><body></body></html>';
const ASSET_JS = 'console.log("app");';
const webDist = await mkdtemp(path.join(tmpdir(), 'ukgh-web-dist-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), ASSET_JS);
// The build's precompressed copies (apps/web/build/precompress.ts), beside the asset and index.html.
for (const file of ['index.html', 'assets/app-abc123.js']) {
  const source = file === 'index.html' ? INDEX_HTML : ASSET_JS;
  await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(source));
  await writeFile(path.join(webDist, `${file}.gz`), gzipSync(source));
}
afterAll(() => rm(webDist, { recursive: true, force: true }));

const t = await createTestApp({ webDist });
const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
const getEncoded = (url: string, acceptEncoding: string) =>
  t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

const expectIndexHtml = (res: Awaited<ReturnType<typeof get>>, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toBe(INDEX_HTML);
};

describe('serving the built web app', () => {
  it("keeps the web app's file routes out of the API documentation", async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('answers GET / with index.html, which browsers must revalidate', async () => {
    expectIndexHtml(await get('/'), 200);
    expectIndexHtml(await get('/?utm_source=mail'), 200);
  });

  it('answers HEAD / with the page headers and no body', async () => {
    const res = await get('/', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
  });

  it('serves a hashed asset with a year-long immutable cache', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET_JS);
  });

  it('sends the precompressed copy the browser prefers, brotli first, with Vary: Accept-Encoding', async () => {
    const br = await getEncoded('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);

    const gz = await getEncoded('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await getEncoded('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ASSET_JS);
  });

  it('sends index.html compressed too, still revalidated, for pages and their status', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/track', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await getEncoded(url, 'br');
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('never serves a compressed copy by its own name', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.gz']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('answers a missing asset with 404, not index.html (an old build must not parse HTML as script)', async () => {
    for (const url of ['/assets/app-old999.js', '/assets/nested/chunk-1.css', '/favicon-missing.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<!doctype html>');
      expect(String(res.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
  });

  it('serves only files the build wrote by name: no paths out of its folders, no hidden files, no copies', async () => {
    await writeFile(path.join(webDist, '.env'), 'SECRET=1');
    await writeFile(path.join(webDist, 'manifest.webmanifest'), '{}');
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/%2e%2e%2Findex.html',
      '/assets/..%5Cindex.html',
      '/.env',
      '/assets/app-abc123.JS.BR',
      '/index.html.GZ',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('SECRET');
      expect(res.body, url).not.toContain('<!doctype html>');
    }
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body).toBe('{}');
  });

  it('answers folder paths with 404, never 403', async () => {
    for (const url of ['/assets/', '/assets']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Forbidden');
    }
  });

  it('answers a page of the web app with index.html and 200, deep links included', async () => {
    for (const url of [
      '/track',
      '/track/UKG1234567890',
      '/dashboard/bookings/0b7c2f57-3f6a-4c64-9a52-1d2a3b4c5d6e',
      '/reset-password?token=abc',
      '/faq/',
    ]) {
      expectIndexHtml(await get(url), 200);
    }
    const head = await get('/track/UKG1234567890', 'HEAD');
    expect(head.statusCode).toBe(200);
  });

  it('answers an unknown page with index.html (the app shows its 404 page) and status 404', async () => {
    for (const url of ['/no-such-page', '/track/UKG1234567890/extra', '/admin/no-such-screen']) {
      expectIndexHtml(await get(url), 404);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get('/api/v1/no-such-thing/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('serving the pages the build prerendered', () => {
  const HOME = '<!doctype html><html><body><div id="root"><h1>Send parcels home</h1></div></body></html>';
  const RATES = '<!doctype html><html><body><div id="root"><h1>Rates</h1></div></body></html>';
  const dist = path.join(webDist, '..', `${path.basename(webDist)}-prerendered`);

  const app = async () => {
    await mkdir(path.join(dist, 'prerendered'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'prerendered', 'index.html'), HOME);
    await writeFile(path.join(dist, 'prerendered', 'rates.html'), RATES);
    return (await createTestApp({ webDist: dist })).app;
  };
  const prerenderedApp = app();
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('answers a prerendered page with its own HTML, revalidated, however its path is written', async () => {
    const server = await prerenderedApp;
    for (const [url, body] of [
      ['/', HOME],
      ['/?utm_source=mail', HOME],
      ['/rates', RATES],
      ['/Rates/', RATES],
    ] as const) {
      const res = await server.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(body);
    }
  });

  it('answers every other page, and an unknown one, with the empty shell', async () => {
    const server = await prerenderedApp;
    for (const [url, status] of [
      ['/faq', 200],
      ['/track/UKG1234567890', 200],
      ['/dashboard', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await server.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('still serves the shell itself at /index.html (the service worker keeps it for offline use)', async () => {
    const res = await (await prerenderedApp).inject({ url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });
});
