import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { COMPANY_DEFAULTS, DEFAULT_RATE_CARD, PAGE_DATA_ELEMENT_ID } from '@ukgh/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signedIn } from '../../test/factories.ts';
import { pageWithMarkup } from './rendered-pages.ts';

// A built web app in miniature: the pages as the build prerendered them (placeholders where the data goes) and
// a renderer in dist/server/ that draws a page with the data it is given, counting its renders.
const builtPage = (body: string) =>
  `<!doctype html><html><head><title>Rates</title></head><body>\n<div id="root">${body}</div>\n</body></html>`;
const RATES_AS_BUILT = builtPage('<p>Loading the rate card</p>');
const RENDERER = `
export async function prerender(pathname, data) {
  globalThis.ukghPageRenders = (globalThis.ukghPageRenders ?? 0) + 1;
  if (pathname === '/faq') throw new Error('the FAQ cannot be drawn');
  const standard = data.rates.service_levels.STANDARD;
  return { html: '<h1>' + pathname + '</h1><p>Standard £' + standard.per_kg.toFixed(2) + ' a kg</p><p>Call ' + data.company.support_phone + '</p>' };
}
`;
const webDist = await mkdtemp(path.join(tmpdir(), 'ukgh-web-rendered-'));
await mkdir(path.join(webDist, 'prerendered'), { recursive: true });
await mkdir(path.join(webDist, 'server'));
await writeFile(path.join(webDist, 'index.html'), builtPage(''));
await writeFile(path.join(webDist, 'prerendered', 'rates.html'), RATES_AS_BUILT);
await writeFile(path.join(webDist, 'prerendered', 'terms.html'), builtPage('<p>Terms</p>'));
await writeFile(path.join(webDist, 'prerendered', 'faq.html'), builtPage('<p>FAQ as built</p>'));
await writeFile(path.join(webDist, 'server', 'prerender.js'), RENDERER);
afterAll(() => rm(webDist, { recursive: true, force: true }));

const t = await createTestApp({ webDist });
const admin = await signedIn(t, 'ADMIN');
const renders = () => (globalThis as { ukghPageRenders?: number }).ukghPageRenders ?? 0;

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
/** The data a page carries for the app to start from. */
const carried = (html: string) => {
  const found = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`),
  );
  return found ? JSON.parse(found[1]!) : undefined;
};

const changeSettings = async (perKg: number, supportPhone: string) => {
  const standard = DEFAULT_RATE_CARD.service_levels.STANDARD;
  const express = DEFAULT_RATE_CARD.service_levels.EXPRESS;
  const level = (rate: typeof standard) => ({
    per_kg: rate.per_kg,
    volumetric_divisor_cm3_per_kg: rate.volumetric_divisor_cm3_per_kg,
    minimum_charge: rate.minimum_charge,
    transit_days: [...rate.transit_days],
    flat_rates: structuredClone(rate.flat_rates),
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/',
    headers: admin.headers,
    payload: {
      rate_card: {
        service_levels: { STANDARD: { ...level(standard), per_kg: perKg }, EXPRESS: level(express) },
        insurance: { ...DEFAULT_RATE_CARD.insurance },
      },
      company: { ...COMPANY_DEFAULTS, support_phone: supportPhone },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the public pages drawn with the current rate card and company details', () => {
  it('draws a page with what GET /rates/ and GET /company/ answer, and carries that data for the app', async () => {
    const res = await page('/rates');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const standard = DEFAULT_RATE_CARD.service_levels.STANDARD.per_kg.toFixed(2);
    expect(res.body).toContain(`<div id="root"><h1>/rates</h1><p>Standard £${standard} a kg</p>`);
    expect(res.body).toContain(`Call ${COMPANY_DEFAULTS.support_phone}`);
    expect(res.body).not.toContain('Loading the rate card');
    // The rest of the page as built: its head, and the body's end after the data.
    expect(res.body.startsWith('<!doctype html><html><head><title>Rates</title></head><body>\n')).toBe(true);
    expect(res.body.endsWith('</script></body></html>')).toBe(true);
    expect(carried(res.body)).toEqual({
      rates: (await page('/api/v1/rates/')).json(),
      company: (await page('/api/v1/company/')).json(),
    });
  });

  it("shows an admin's new prices and phone number on the very next page, compressed as asked", async () => {
    expect((await page('/terms')).body).toContain(`Call ${COMPANY_DEFAULTS.support_phone}`);
    await changeSettings(2.75, '+44 20 7946 0999');
    for (const url of ['/rates', '/terms']) {
      const res = await page(url, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, url).toContain('<p>Standard £2.75 a kg</p><p>Call +44 20 7946 0999</p>');
      expect(carried(html).rates.service_levels.STANDARD.per_kg, url).toBe(2.75);
      expect(carried(html).company.support_phone, url).toBe('+44 20 7946 0999');
    }
  });

  it('shows a new exchange rate on the next page, and a change another process writes once it hears of it', async () => {
    const rate = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/currency/',
      headers: admin.headers,
      payload: { rate: 16.5 },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(carried((await page('/rates')).body).rates.gbp_to_ghs).toBe(16.5);

    // Written straight to the table, as another API process or a script would: heard through the database's
    // notification (migration 0010's trigger on settings).
    await t.db.execute(
      sql`update settings set value = jsonb_set(value, '{support_phone}', '"+44 20 7946 0555"') where key = 'company'`,
    );
    await vi.waitFor(async () => expect((await page('/terms')).body).toContain('Call +44 20 7946 0555'));
  });

  it('draws a page once for the same data, and again when the data changes', async () => {
    await page('/rates');
    const before = renders();
    expect((await page('/rates')).body).toContain('£2.75');
    expect((await page('/rates', { 'accept-encoding': 'gzip' })).statusCode).toBe(200);
    expect(renders()).toBe(before);
    await changeSettings(3, '+44 20 7946 0999');
    expect((await page('/rates')).body).toContain('£3.00');
    expect(renders()).toBe(before + 1);
  });

  it('answers a browser that has the page already with 304, and with the page once its data has changed', async () => {
    const first = await page('/rates');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const unchanged = await page('/rates', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await page('/rates', { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    // Another page's validator does not match this one.
    expect((await page('/terms', { 'if-none-match': etag })).statusCode).toBe(200);

    await changeSettings(3.25, '+44 20 7946 0999');
    const changed = await page('/rates', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('£3.25');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends a page it cannot draw as the build wrote it, still 200', async () => {
    const res = await page('/faq');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(builtPage('<p>FAQ as built</p>'));
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/rates' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  // Last: it leaves this app drawing nothing.
  it('sends the pages as built once the web app is rebuilt, until the server restarts', async () => {
    expect((await page('/rates')).body).toContain('<h1>/rates</h1>');
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(webDist, 'server', 'prerender.js'), later, later);
    const res = await page('/rates');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(RATES_AS_BUILT);
  });
});

describe('pageWithMarkup', () => {
  it('puts the markup in #root and the data at the end of the body', () => {
    expect(pageWithMarkup(RATES_AS_BUILT, '<h1>Rates</h1>', '{"a":1}')).toBe(
      builtPage('<h1>Rates</h1>').replace(
        '</div>\n</body>',
        `</div>\n<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"a":1}</script></body>`,
      ),
    );
  });

  it('escapes < in the data, so no text in it can end the element or open a comment', () => {
    const data = { name: '</script><script>alert(1)</script><!--' };
    const html = pageWithMarkup(RATES_AS_BUILT, '', JSON.stringify(data))!;
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!--');
    expect(carried(html)).toEqual(data);
  });

  it('refuses a file whose body does not end with #root', () => {
    expect(pageWithMarkup('<html><body><main></main></body></html>', '', '{}')).toBeUndefined();
    expect(pageWithMarkup('<html><body><div id="root"></div></html>', '', '{}')).toBeUndefined();
  });
});
