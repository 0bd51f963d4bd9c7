import { describe, expect, it } from 'vitest';
import { buildAppOn, createTestApp } from '../../../test/app.ts';

const t = await createTestApp();

/** The same app on a database that refuses every ping, as when PostgreSQL is down. */
const buildAppWithDeadDatabase = async (
  ping: () => Promise<void> = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
) => {
  const { app } = await buildAppOn({ ...t.database, ping });
  await app.ready();
  return app;
};

describe('GET /api/health', () => {
  it("answers 200 {status: 'ok'} when the database answers", async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 when the database does not answer, without the driver error', async () => {
    const app = await buildAppWithDeadDatabase();
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).not.toBe('ok');
    expect(res.body).not.toContain('ECONNREFUSED');
  });

  it('answers 503 when the database hangs instead of refusing', async () => {
    const app = await buildAppWithDeadDatabase(() => new Promise<void>(() => {}));
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
  });

  it('needs no token', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer junk' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, even when the database does not answer', async () => {
    const app = await buildAppWithDeadDatabase();
    const res = await app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and the process is not shutting down', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', draining: false });
  });

  it('answers 503 when the database does not answer', async () => {
    const app = await buildAppWithDeadDatabase();
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down', draining: false });
  });

  it('answers 503 once the process is draining, while other calls are still answered', async () => {
    const { app } = await buildAppOn(t.database);
    await app.ready();
    app.readiness.drain();
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: null, draining: true });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/collection-days/' })).statusCode).toBe(200);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health/live', '/api/health/ready']));
  });
});
