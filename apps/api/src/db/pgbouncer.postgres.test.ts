/**
 * The API behind PgBouncer in transaction pooling mode (Debian's `pgbouncer`, started here): with
 * DB_PGBOUNCER=on it uses no prepared statements and sends no session settings at connect, and it LISTENs
 * and takes the migration lock on DATABASE_DIRECT_URL, since a pooled session is not its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingPayload, makeUser } from '../../test/factories.ts';
import { startPgbouncer } from '../../test/pgbouncer.ts';
import { durableDatabase, TEST_JWT_SECRET } from '../../test/server-process.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTokenService } from '../lib/tokens.ts';
import { openDatabase } from './client.ts';

const store = await durableDatabase();
const direct = store.url!;
const bouncer = await startPgbouncer(direct, { poolSize: 2 });
const pooled = bouncer.urlFor(direct);
const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-pgbouncer-app-'));
afterAll(async () => {
  await bouncer.stop();
  await store.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const configFor = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    MAIL_WORKER: 'off',
    LOG_LEVEL: 'silent',
    DATABASE_URL: pooled,
    ...env,
  });
const PGBOUNCER_ENV = { DB_PGBOUNCER: 'on', DATABASE_DIRECT_URL: direct, DB_POOL_SIZE: '8' };

describe('behind PgBouncer in transaction pooling mode', () => {
  it('is refused by PgBouncer without DB_PGBOUNCER: the session settings sent at connect are unknown to it', async () => {
    const database = openDatabase(configFor({}));
    try {
      const error = await database.ping().then(
        () => null,
        (caught: Error) => caught,
      );
      expect(String((error?.cause as Error | undefined)?.message)).toMatch(/unsupported startup parameter/);
    } finally {
      await database.close();
    }
  });

  it('with DB_PGBOUNCER=on migrates, and serves concurrent bookings on more connections than PgBouncer has to the server', async () => {
    const config = configFor(PGBOUNCER_ENV);
    const database = openDatabase(config);
    await database.migrate();
    const app = await buildApp({
      config,
      database,
      logger: false,
      serveWeb: false,
      mailer: { send: async () => {} },
    });
    try {
      await app.ready();
      const customer = await makeUser(database.db, { role: 'CUSTOMER' });
      const token = await createTokenService(TEST_JWT_SECRET, '1h').sign({
        sub: customer.id,
        role: 'CUSTOMER',
        tv: customer.tokenVersion,
      });
      const headers = { authorization: `Bearer ${token}` };
      // Eight client connections share two server sessions: a prepared statement would be looked for on a
      // session that never saw it. Rate limits are on, so each request also runs the limiter's prepared
      // counting upsert.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? app.inject({ method: 'POST', url: '/api/v1/bookings/', headers, payload: bookingPayload() })
            : app.inject({ url: '/api/v1/bookings/', headers }),
        ),
      );
      for (const res of answers) expect([200, 201], res.body).toContain(res.statusCode);
      const codes = answers.filter((res) => res.statusCode === 201).map((res) => res.json().booking_code);
      expect(codes).toHaveLength(20);
      expect(new Set(codes).size).toBe(20);
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('LISTENs on DATABASE_DIRECT_URL: notifications keep arriving with PgBouncer stopped', async () => {
    const database = openDatabase(configFor(PGBOUNCER_ENV));
    const notifier = postgres(direct, { max: 1, onnotice: () => {} });
    try {
      const received: string[] = [];
      const connected = new Promise<void>((resolve) => {
        void database.listen('ukgh_pgbouncer_test', (payload) => received.push(payload), resolve);
      });
      await connected;
      await bouncer.stop();
      await notifier`select pg_notify('ukgh_pgbouncer_test', 'after the pooler stopped')`;
      for (let i = 0; i < 50 && received.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual(['after the pooler stopped']);
    } finally {
      await notifier.end();
      await database.close();
    }
  });
});
