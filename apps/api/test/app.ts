import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres, type QueryLog } from '../src/db/client.ts';
import type { Mail } from '../src/lib/mailer.ts';
import type { SmsMessage } from '../src/lib/sms/provider.ts';
import { databaseUrlFor } from './database-url.ts';

/** A fresh database for this test file: a copy of the migrated template. */
const openTestDatabase = async (
  log?: QueryLog,
): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> => {
  const template = inject('templateDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${template}`);
    const url = databaseUrlFor(serverUrl, name);
    return {
      url,
      database: openPostgres(url, { max: 4, log }),
      drop: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  return { database: openPglite({ loadDataDir: new Blob([dump]), log }), drop: async () => {} };
};

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Serve the built web app from this folder (as WEB_DIST), as `npm start` does. */
  webDist?: string;
  /** Sees every statement the app sends. */
  queryLog?: QueryLog;
}

const TEST_APP_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * Another app on a database a test already has (a test app's, or one wrapped to fail): its own data folder,
 * mails dropped, not yet ready (routes can still be added). The database stays open for its owner; the app
 * is closed and its folder removed after the file.
 */
export const buildAppOn = async (
  database: Database,
  options: { env?: Record<string, string>; serveWeb?: boolean } = {},
) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-app-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_APP_SECRET,
      MAIL_WORKER: 'off',
      ...options.env,
    }),
    database: { ...database, close: async () => {} },
    logger: false,
    serveWeb: options.serveWeb ?? false,
    mailer: { send: async () => {} },
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, dataDir };
};

/** Builds the real app on its own database, data folder and in-memory outbox; closed after the file. */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_APP_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shipping.test',
    ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
    // Tests deliver queued mails themselves, with deliverMail().
    MAIL_WORKER: 'off',
    ...options.env,
  });
  const { database, drop, url } = await openTestDatabase(options.queryLog);
  const outbox: Mail[] = [];
  const texts: SmsMessage[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    serveWeb: Boolean(options.webDist),
    mailer: { send: async (mail) => void outbox.push(mail) },
    sms: {
      name: 'log',
      send: async (text) => {
        texts.push(text);
        return { ok: true, providerMessageId: null };
      },
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  /** Sends every queued mail that is due into `outbox`, as the worker would. */
  const deliverMail = async (now?: Date) => {
    // Mails queued by work a request left running after its answer (e.g. a reset link) are due too.
    await app.ctx.background.settled();
    return app.notifications.deliverDue(now);
  };
  /** On PostgreSQL, the test database's URL (for a second server process on the same data). */
  const databaseUrl = url;
  return { app, db: database.db, database, outbox, texts, deliverMail, config, dataDir, databaseUrl };
};
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
