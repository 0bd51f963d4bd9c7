// `node bench/statements.ts --bookings 100000` with DATABASE_URL naming a PostgreSQL server that loads
// pg_stat_statements (shared_preload_libraries): the database statements each main call sends, and the time
// the server spends executing them, for docs/scaling.md. It seeds the bench's data set (bench/seed.ts) into a
// database ukgh_statements_<n> (dropped and made again), builds the app in this process on it, sends each call
// --repeat times (after one warm-up) and reads pg_stat_statements for that database after each: statements per
// call (BEGIN, COMMIT and SET included) and their execution time (planning and the network not included).
// It also prints the database's size per booking. Numbers are for planning; tests never assert on them.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import postgres from 'postgres';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { createNotificationWorker } from '../src/modules/notifications/notifications.worker.ts';
import { bookingPayload } from '../test/factories.ts';
import { BENCH_PASSWORD, seedBench } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '20' },
    reuse: { type: 'boolean', default: false },
  },
});
const BOOKINGS = Number(args.bookings);
const REPEAT = Number(args.repeat);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server with pg_stat_statements loaded');
const log = (line: string) => process.stderr.write(`${line}\n`);

const name = `ukgh_statements_${BOOKINGS}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
if (!exists || !args.reuse) {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
}
await admin.unsafe('create extension if not exists pg_stat_statements');
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const database = openPostgres(url, { statementTimeoutSeconds: 0 });
await database.migrate();
if (!exists || !args.reuse) {
  log(`Seeding ${BOOKINGS.toLocaleString('en-GB')} bookings…`);
  const { seconds } = await seedBench(database.db, BOOKINGS);
  log(`Seeded in ${seconds.toFixed(0)} s`);
}
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const query = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
await query('vacuum analyze');
const [size] = await admin<{ bytes: string }[]>`select pg_database_size(${name})::text as bytes`;
const [counts] = await query<Record<string, string>>(`select (select count(*) from bookings) as bookings,
  (select count(*) from packages) as packages, (select count(*) from travel_events) as events`);
const [dbid] = await admin<{ oid: number }[]>`select oid from pg_database where datname = ${name}`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-statements-'));
const appWith = (env: Record<string, string>) =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET: 'statements-secret-that-is-long-enough-for-hs256',
      MAIL_WORKER: 'off',
      RATE_LIMITS: 'off',
      ...env,
    }),
    database: { ...database, close: async () => {} },
    logger: false,
    serveWeb: false,
    mailer: { send: async () => {} },
  });
const app = await appWith({});
const uncachedApp = await appWith({ TRACKING_CACHE: 'off' });
// As deployed without Redis: the per-address limits counted in the database.
const limitedApp = await appWith({
  RATE_LIMITS: 'on',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
  RATE_LIMIT_TRACKING_PER_MINUTE: '1000000000',
  RATE_LIMIT_TRACKING_MISSES_PER_HOUR: '1000000000',
});
type App = typeof app;

const token = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password: BENCH_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().tokens.access as string}` };
};
const adminHeaders = await token('admin@bench.test');
const customer = await token('customer3@bench.test');
const trackingNumbers = (
  await query<{ t: string }>(
    `select tracking_number as t from shipments where tracking_number is not null order by created_at desc limit ${REPEAT * 4}`,
  )
).map((r) => r.t);
const movable = await query<{ id: string; status: string }>(
  `select b.id, s.status from bookings b join shipments s on s.booking_id = b.id
   where s.status in ('picked_up','at_warehouse','consolidated','in_transit') order by s.created_at desc
   limit ${REPEAT + 1}`,
);

interface Row {
  call: string;
  statements: number;
  ms: number;
  /** This process's CPU time per call (the app and its thread pool; no HTTP parsing, as inject sends). */
  cpuUs?: number;
}
const rows: Row[] = [];
/** Sends `request(i)` once to warm up, then REPEAT times, and reads what the database did for those. */
const measure = async (call: string, request: (i: number) => Promise<number> | number) => {
  await request(REPEAT);
  await admin`select pg_stat_statements_reset()`;
  const cpu = process.cpuUsage();
  for (let i = 0; i < REPEAT; i++) await request(i);
  const used = process.cpuUsage(cpu);
  const [stats] = await admin<{ calls: string; ms: number }[]>`
    select coalesce(sum(calls), 0)::text as calls, coalesce(sum(total_exec_time), 0)::float8 as ms
    from pg_stat_statements where dbid = ${dbid!.oid}`;
  const row = {
    call,
    statements: Number(stats!.calls) / REPEAT,
    ms: stats!.ms / REPEAT,
    cpuUs: (used.user + used.system) / REPEAT,
  };
  rows.push(row);
  log(
    `  ${call}: ${row.statements.toFixed(1)} statements, ${row.ms.toFixed(2)} ms, ${row.cpuUs.toFixed(0)} µs CPU`,
  );
};
const ok = (status: number, what: string) => {
  if (status >= 300) throw new Error(`${what} answered ${status}`);
  return status;
};
const send = async (target: App, options: InjectOptions & { url: string }) => {
  const res = await target.inject(options);
  return ok(res.statusCode, `${options.url}: ${res.body.slice(0, 200)}`);
};

// The cached rows look up eight numbers again and again: each is read once here, then served from memory.
for (const number of trackingNumbers.slice(0, 8))
  for (const target of [app, limitedApp])
    await send(target, { method: 'GET', url: `/api/v1/shipments/track/${number}/` });
await measure('tracking lookup, cached', (i) =>
  send(app, { method: 'GET', url: `/api/v1/shipments/track/${trackingNumbers[i % 8]}/` }),
);
await measure('tracking lookup, uncached', (i) =>
  send(uncachedApp, { method: 'GET', url: `/api/v1/shipments/track/${trackingNumbers[i]}/` }),
);
let address = 0;
await measure('tracking lookup, cached, rate limits in the database', (i) =>
  send(limitedApp, {
    method: 'GET',
    url: `/api/v1/shipments/track/${trackingNumbers[i % 8]}/`,
    remoteAddress: `10.0.${address >> 8}.${address++ & 255}`,
  }),
);
await measure('customer bookings list (20)', () =>
  send(app, { method: 'GET', url: '/api/v1/bookings/?page_size=20', headers: customer }),
);
await measure('admin bookings: search + status', () =>
  send(app, {
    method: 'GET',
    url: '/api/v1/admin/bookings/?search=Mensah&status=CONFIRMED&page_size=20',
    headers: adminHeaders,
  }),
);
await measure('packages hub: first page', () =>
  send(app, { method: 'GET', url: '/api/v1/shipments/?page_size=20', headers: adminHeaders }),
);
const created: string[] = [];
await measure('booking creation (Idempotency-Key)', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/bookings/',
    headers: { ...customer, 'idempotency-key': randomUUID() },
    payload: bookingPayload(),
  });
  created.push(res.json().id);
  return ok(res.statusCode, 'booking');
});
const image = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#808080' } })
  .png()
  .toBuffer();
const multipart = (field: string, file: Buffer) => {
  const boundary = `----ukgh${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="r.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};
let receiptIndex = 0;
await measure('receipt upload', () => {
  const { body, type } = multipart('file', image);
  return send(app, {
    method: 'POST',
    url: `/api/v1/bookings/${created[receiptIndex++ % created.length]}/receipts/`,
    headers: { ...customer, 'content-type': type },
    payload: body,
  });
});
let confirmIndex = 0;
await measure('confirm a booking (tracking number)', () =>
  send(app, {
    method: 'POST',
    url: `/api/v1/admin/bookings/${created[confirmIndex++]}/confirm/`,
    headers: adminHeaders,
    payload: {},
  }),
);
await measure('one status move (exception)', (i) =>
  send(app, {
    method: 'POST',
    url: `/api/v1/admin/bookings/${movable[i]!.id}/update-status/`,
    headers: adminHeaders,
    payload: { status: 'exception', reason: 'Held for inspection', notes: 'Held for inspection' },
  }),
);
await measure('login (scrypt)', () =>
  send(app, {
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email: 'customer2@bench.test', password: BENCH_PASSWORD },
  }),
);
let registered = 0;
await measure('registration', () => {
  const password = `Reg-${randomUUID()}`;
  return send(app, {
    method: 'POST',
    url: '/api/v1/auth/register/',
    remoteAddress: `10.1.${registered >> 8}.${registered & 255}`,
    payload: {
      first_name: 'Ama',
      last_name: `Statements ${registered++}`,
      email: `statements-${randomUUID()}@bench.test`,
      phone_e164: null,
      password,
      password_confirm: password,
    },
  });
});
// The worker's side: the mails those calls queued, sent in batches of the worker's default size.
const worker = createNotificationWorker({
  db: database.db,
  mailer: { send: async () => {} },
  sms: { name: 'log', send: async () => ({ ok: true, providerMessageId: null }) },
  log: app.log,
  publicUrl: 'http://localhost:3000',
  pollMs: 1000,
  maxAttempts: 8,
  retryBaseMs: 60_000,
});
await admin`select pg_stat_statements_reset()`;
const delivered = await worker.deliverDue();
const [mailStats] = await admin<{ calls: string; ms: number }[]>`
  select coalesce(sum(calls), 0)::text as calls, coalesce(sum(total_exec_time), 0)::float8 as ms
  from pg_stat_statements where dbid = ${dbid!.oid}`;
if (delivered.sent > 0)
  rows.push({
    call: `outbox: one mail sent (${delivered.sent} in batches of 20)`,
    statements: Number(mailStats!.calls) / delivered.sent,
    ms: mailStats!.ms / delivered.sent,
  });

await Promise.all([app.close(), uncachedApp.close(), limitedApp.close()]);
await database.close();
await admin.end();
await rm(dataDir, { recursive: true, force: true });

const cpu = cpus();
console.log(
  [
    `${Number(counts!.bookings).toLocaleString('en-GB')} bookings, ${Number(counts!.packages).toLocaleString('en-GB')} packages, ` +
      `${Number(counts!.events).toLocaleString('en-GB')} travel events: ${(Number(size!.bytes) / 2 ** 20).toFixed(0)} MB, ` +
      `${(Number(size!.bytes) / Number(counts!.bookings) / 1024).toFixed(1)} KB per booking; ${cpu.length} × ${cpu[0]?.model.trim()}; ` +
      `${REPEAT} of each call`,
    '',
    '| call | statements | database execution ms | API CPU µs (in process) |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.call} | ${r.statements.toFixed(1)} | ${r.ms.toFixed(2)} | ${r.cpuUs === undefined ? '–' : r.cpuUs.toFixed(0)} |`,
    ),
  ].join('\n'),
);
process.exit(0);
