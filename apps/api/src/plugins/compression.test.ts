import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const t = await createTestApp();

// The API's description: JSON well over the compression threshold.
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compression', () => {
  it('answers brotli or gzip as the client asks, varying on Accept-Encoding', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/api/docs/json', header);
      expect(res.headers['content-encoding'], header).toBe(encoding);
      expect(String(res.headers.vary), header).toMatch(/accept-encoding/i);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString()), header).toEqual(expected);
    }
  });

  it('leaves an answer alone for a client that accepts neither', async () => {
    for (const header of ['identity', 'deflate;q=0']) {
      const res = await get('/api/docs/json', header);
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.json(), header).toHaveProperty('openapi');
    }
  });

  it('leaves small answers alone', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body: it is read as sent, and is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ service_type: 'standard', packages: [] })),
    });
    expect(res.statusCode).toBe(400);
  });
});
