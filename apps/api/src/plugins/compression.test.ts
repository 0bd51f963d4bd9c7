import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { asciiJson } from '../lib/ascii-json.ts';
import {
  COMPRESS_THRESHOLD,
  chooseEncoding,
  registerCompression,
  sendStoredJson,
  storedAsciiJson,
  storedText,
} from './compression.ts';

// A list as the API answers it: well over the threshold, and repetitive as JSON lists are.
const BIG = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, status: 'IN_TRANSIT', city: 'Accra' })),
};
const SMALL = { ok: true };

const app = Fastify();
registerCompression(app);
app.get('/big', async () => BIG);
app.get('/small', async () => SMALL);
const STORED_BIG = storedText(JSON.stringify(BIG));
app.get('/stored-big', async (req, reply) => sendStoredJson(req, reply, STORED_BIG));
app.get('/stored-small', async (req, reply) => sendStoredJson(req, reply, storedText('{"ok":true}')));
app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(COMPRESS_THRESHOLD * 4)));
await app.ready();
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('JSON compression', () => {
  it('answers brotli when the client accepts it, with Vary: Accept-Encoding and the compressed length', async () => {
    const res = await get('/big', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(BIG);
  });

  it('answers gzip to a client that accepts only gzip, or prefers it by q-value', async () => {
    for (const header of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const res = await get('/big', header);
      expect(res.headers['content-encoding'], header).toBe('gzip');
      expect(res.headers.vary, header).toBe('Accept-Encoding');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString()), header).toEqual(BIG);
    }
  });

  it('answers plain JSON to a client that accepts neither, still varying on Accept-Encoding', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/big', header);
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.headers.vary, header).toBe('Accept-Encoding');
      expect(res.json(), header).toEqual(BIG);
    }
  });

  it('leaves small answers and non-JSON answers alone', async () => {
    const small = await get('/small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual(SMALL);
    const text = await get('/text', 'br, gzip');
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body).toHaveLength(COMPRESS_THRESHOLD * 4);
  });

  it('sends a stored answer compressed as the client asks, compressing each encoding once', async () => {
    const first = STORED_BIG.encoded('br');
    expect(STORED_BIG.encoded('br')).toBe(first);
    for (const [header, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/stored-big', header);
      expect(res.headers['content-encoding'], header).toBe(encoding);
      expect(res.headers['content-type'], header).toBe('application/json; charset=utf-8');
      expect(res.headers.vary, header).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length']), header).toBe(res.rawPayload.length);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString()), header).toEqual(BIG);
    }
    expect(STORED_BIG.encoded('br')).toBe(first);
    expect((await get('/stored-big', 'br')).rawPayload).toEqual(await first);
    const plain = await get('/stored-big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json()).toEqual(BIG);
    const small = await get('/stored-small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual(SMALL);
  });

  it('measures a stored answer in UTF-8 bytes, not characters (names in Twi, Ewe or Ga)', async () => {
    // 613 characters but 1,213 bytes: over the threshold only by its bytes.
    const text = JSON.stringify({ name: 'Ɔ'.repeat(600) });
    expect(text.length).toBeLessThan(COMPRESS_THRESHOLD);
    const stored = storedText(text);
    const one = Fastify();
    one.get('/', async (req, reply) => sendStoredJson(req, reply, stored));
    const compressed = await one.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(text);
    const plain = await one.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(plain.rawPayload.toString()).toBe(text);
    await one.close();
  });

  it('keeps a JSON answer as ASCII escapes that read back as the same text, and ASCII JSON as it is', () => {
    const value = { window: 'Sun 27 Dec – Sun 10 Jan', name: 'Ɔkɔmfo Ɛsi', price: '£12·50', box: '📦' };
    const text = asciiJson(JSON.stringify(value));
    expect(text).not.toMatch(/[\u0080-\uffff]/);
    expect(text).toContain('\\u2013');
    expect(JSON.parse(text)).toEqual(value);
    const ascii = JSON.stringify({ ok: true, city: 'Accra' });
    expect(asciiJson(ascii)).toBe(ascii);
    // ASCII pieces joined are ASCII: counted by their characters.
    const joined = `{"a":${asciiJson(JSON.stringify(value.name))},"b":${asciiJson(JSON.stringify(value.box))}}`;
    expect(storedAsciiJson(joined).bytes).toBe(Buffer.byteLength(joined));
    expect(JSON.parse(joined)).toEqual({ a: value.name, b: value.box });
  });

  it('reads Accept-Encoding by its q-values', () => {
    expect(chooseEncoding('br, gzip')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

const t = await createTestApp();

describe('the API compresses its JSON', () => {
  it('sends a large JSON answer (the OpenAPI document) brotli-compressed', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });
});
