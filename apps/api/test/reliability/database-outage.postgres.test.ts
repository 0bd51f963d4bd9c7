/**
 * SECURITY.md "Nothing lost" 3 and "Database outages": when PostgreSQL goes away (cut) or goes silent
 * (stalled) the API answers 503 within seconds ({message, error,
 * code: 'service_unavailable'}, Retry-After), never a 500 or a hang; the health check says the database is
 * down; and once the database is back the same process serves again without a restart. The database is
 * taken away by cutting a TCP proxy between the app and the shared server, which keeps running.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@ukgh/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ensureDefaultSettings } from '../../src/bootstrap/default-settings.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/db/errors.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { bookingPayload, makeUser } from '../factories.ts';
import { durableDatabase, TEST_JWT_SECRET } from '../server-process.ts';
import { startTcpProxy } from '../tcp-proxy.ts';

const store = await durableDatabase();
const direct = store.open();
const target = new URL(store.url!);
const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
const viaProxy = new URL(store.url!);
viaProxy.hostname = '127.0.0.1';
viaProxy.port = String(proxy.port);
// Short limits keep the test short; the defaults (5 s each) are the same code.
const STATEMENT_SECONDS = 2;
const database = openPostgres(viaProxy.toString(), {
  max: 4,
  statementTimeoutSeconds: STATEMENT_SECONDS,
  connectTimeoutSeconds: 2,
});
/** A 503 must come within the client's limit (statement limit plus its margin) and a little scheduling. */
const PROMPT_MS = (STATEMENT_SECONDS + 1) * 1000 + 2000;
const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-outage-'));
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    MAIL_WORKER: 'off',
  }),
  database,
  logger: false,
  serveWeb: false,
  mailer: { send: async () => {} },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await proxy.close();
  await direct.close();
  await store.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The answer, or a failure if none came within `ms`. */
const within = <T>(work: Promise<T>, ms = PROMPT_MS) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);

const signedInCustomer = async () => {
  const customer = await makeUser(direct.db, { role: 'CUSTOMER' });
  const token = await createTokenService(TEST_JWT_SECRET, '1h').sign({
    sub: customer.id,
    role: 'CUSTOMER',
    tv: customer.tokenVersion,
  });
  const headers = { authorization: `Bearer ${token}` };
  return {
    list: () => app.inject({ url: '/api/v1/bookings/', headers }),
    create: () =>
      app.inject({ method: 'POST', url: '/api/v1/bookings/', headers, payload: bookingPayload() }),
  };
};

const expectUnavailable = (res: Awaited<ReturnType<typeof app.inject>>) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: ERROR_CODES.UNAVAILABLE });
  expect(res.json().message).toBe(res.json().error);
  expect(res.body).not.toMatch(/ECONNREFUSED|postgres|stack|timeout/i);
};

describe('the database going away', () => {
  it('answers 503 quickly while it is away, reports it in /api/health, and recovers by itself', async () => {
    await ensureDefaultSettings(direct.db);
    const { list, create } = await signedInCustomer();

    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    expect((await create()).statusCode).toBe(201);

    await proxy.cut();
    const health = await within(app.inject({ url: '/api/health' }));
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });
    for (const res of [await within(list()), await within(create())]) expectUnavailable(res);

    await proxy.restore();
    // The pool reconnects on the next query: no restart, no manual step.
    let healthy = 0;
    for (let i = 0; i < 60 && healthy !== 200; i++) {
      healthy = (await app.inject({ url: '/api/health' })).statusCode;
      if (healthy !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(healthy).toBe(200);
    expect((await list()).statusCode).toBe(200);
    const after = await create();
    expect(after.statusCode, after.body).toBe(201);
    expect((await list()).json().count).toBe(2);
  }, 120_000);

  it('answers 503 within seconds while it is silent, and serves again within seconds when it answers again', async () => {
    const { list, create } = await signedInCustomer();
    // Every pooled connection open and in use before the network goes quiet.
    const warm = await Promise.all([list(), list(), list(), list()]);
    expect(warm.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);

    proxy.stall();
    const started = Date.now();
    // More requests than the pool has connections: the ones queued for a connection must not wait longer.
    const answers = await Promise.all(
      [list(), create(), list(), list(), list(), create()].map((r) => within(r)),
    );
    for (const res of answers) expectUnavailable(res);
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    const health = await within(app.inject({ url: '/api/health' }));
    expect(health.statusCode).toBe(503);

    proxy.resume();
    // Serving again within seconds, by itself (a connection that went silent at the last moment may still
    // be given up first), and then the silent connections are gone: every request is served.
    const resumed = Date.now();
    let healthy = 0;
    while (healthy !== 200 && Date.now() - resumed < PROMPT_MS) {
      healthy = (await within(app.inject({ url: '/api/health' }))).statusCode;
      if (healthy !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(healthy).toBe(200);
    const back = await Promise.all(Array.from({ length: 6 }, () => within(list())));
    expect(back.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await within(create())).statusCode).toBe(201);
  }, 120_000);

  it('has the server end a statement past the statement limit, which answers 503', async () => {
    const error: { code?: string; cause?: { code?: string } } = await database.db
      .execute(sql`select pg_sleep(${STATEMENT_SECONDS * 3})`)
      .then(
        () => ({}),
        (e) => e,
      );
    const codes = [error?.code, error?.cause?.code];
    expect(codes).toContain('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  }, 30_000);
});
