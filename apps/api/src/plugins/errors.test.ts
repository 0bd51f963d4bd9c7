import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAppOn, createTestApp } from '../../test/app.ts';

const t = await createTestApp();

/** An app of our own on the same database, so routes can be added before it is ready. */
const buildOwnApp = (env: Record<string, string> = {}, serveWeb = false) =>
  buildAppOn(t.database, { env, serveWeb });

const expectErrorBody = (body: Record<string, unknown>, code: string) => {
  expect(body).toMatchObject({ code, message: expect.any(String), error: expect.any(String) });
  expect(body.message).toBe(body.error);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
};

describe('error responses', () => {
  it('answers malformed JSON with 400 {message, error, code}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectErrorBody(res.json(), 'validation_error');
  });

  it('answers a body of the wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><email>a@example.com</email></login>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorBody(res.json(), 'unsupported_media_type');
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.json(), 'payload_too_large');
  });

  it("answers an unknown /api/v1 path with a JSON 404 and code 'not_found'", async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/no-such-thing/' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectErrorBody(res.json(), 'not_found');
    }
  });

  it('answers an unknown /api path with JSON 404 even when the web app is served', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'ukgh-web-'));
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>UK Ghana Shipping</title>');
    try {
      const { app } = await buildOwnApp({ WEB_DIST: webDist }, true);
      await app.ready();
      const api = await app.inject({ url: '/api/v1/no-such-thing/' });
      expect(api.statusCode).toBe(404);
      expectErrorBody(api.json(), 'not_found');
      // A client route still gets the web app, so a reload of /dashboard works.
      const page = await app.inject({ url: '/dashboard/bookings' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('UK Ghana Shipping');
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('answers an unexpected failure with 500, a generic message and no internals', async () => {
    const { app } = await buildOwnApp();
    app.get('/api/v1/test-explode/', async () => {
      throw new Error('password authentication failed for user "postgres" at db.internal:5432');
    });
    app.get('/api/v1/test-explode-typed/', async () => {
      throw Object.assign(new TypeError("Cannot read properties of undefined (reading 'id')"), {
        statusCode: 502,
      });
    });
    await app.ready();
    for (const url of ['/api/v1/test-explode/', '/api/v1/test-explode-typed/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expectErrorBody(body, 'server_error');
      expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message']);
      expect(res.body).not.toMatch(/postgres|db\.internal|Cannot read|stack|\.ts/);
    }
  });
});
