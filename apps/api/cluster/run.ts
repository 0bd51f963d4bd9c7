// `npm run test:cluster`: the product as a multi-machine installation runs it, on one machine. A fresh
// PostgreSQL database (migrated), Redis, an S3-protocol server (s3rver, in this process), PgBouncer in
// transaction mode in front of PostgreSQL, three API processes (the bundle `npm start` runs, STORAGE=s3, no
// mail sending) and one worker (`npm run worker`'s bundle) behind nginx configured from deploy/. For LOAD_SECONDS
// it drives a mixed load through nginx while it restarts each API process in turn with SIGTERM and kills one
// with SIGKILL, then checks what the installation promises and prints a table. Exits 1 when a check fails.
// Options: --json FILE (the checks as JSON, for .ci/summary.ts), --seconds N (default 60), --keep (leave the
// temporary folder: logs of nginx, PgBouncer and every process).
// Ports: CLUSTER_PORT (default 3650) for nginx, the next three for the API processes, +5 for S3, and
// CLUSTER_PGBOUNCER_PORT (default 6435). PostgreSQL: CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// where a database ukgh_cluster_<random> is made and dropped. Redis: CLUSTER_REDIS_URL (default db 7).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import S3rver from '@20minutes/s3rver';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import sharp from 'sharp';
import { renderNginx } from '../../../deploy/render.ts';
import { openPostgres } from '../src/db/client.ts';
import { bookingPayload } from '../test/factories.ts';

const { values: args } = parseArgs({
  options: {
    json: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    keep: { type: 'boolean', default: false },
  },
});
const LOAD_SECONDS = Number(args.seconds);
// npm runs the script in apps/api; a relative --json names a file from where npm was started.
const jsonFile = args.json ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.json) : undefined;
const apiDir = path.resolve(import.meta.dirname, '..');
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3650);
const LB_PORT = BASE_PORT;
const API_PORTS = [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];
const S3_PORT = BASE_PORT + 5;
const PGBOUNCER_PORT = Number(process.env.CLUSTER_PGBOUNCER_PORT ?? 6435);
const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const LB = `http://127.0.0.1:${LB_PORT}`;
const ADMIN = { email: 'cluster-admin@cluster.test', password: `Cl-${randomBytes(12).toString('hex')}` };
const STAFF_PASSWORD = `St-${randomBytes(12).toString('hex')}`;
const started = performance.now();
const since = () => ((performance.now() - started) / 1000).toFixed(1).padStart(5);
const log = (line: string) => process.stderr.write(`[${since()} s] ${line}\n`);

// ---- temporary folder, cleanup ------------------------------------------------------------------------------
const tmp = await mkdtemp(path.join(tmpdir(), 'ukgh-cluster-'));
// nginx's workers and PgBouncer run as other users; they must reach their files here.
chmodSync(tmp, 0o755);
const children = new Map<string, ChildProcess>();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
let cleaned = false;
const cleanup = async () => {
  if (cleaned) return;
  cleaned = true;
  for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
  killAll();
  if (!args.keep) await rm(tmp, { recursive: true, force: true });
  else log(`kept ${tmp}`);
};
/** What is still running: nginx's master is told to stop (killed, it would leave its workers serving). */
const killAll = () => {
  for (const [name, child] of children)
    if (child.exitCode === null && child.signalCode === null)
      child.kill(name === 'nginx' ? 'SIGTERM' : 'SIGKILL');
};
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

/** Debian's binary by name, or from /usr/sbin when that is not on PATH (a non-login shell's). */
const program = (name: string) =>
  [name, `/usr/sbin/${name}`].find((candidate) => {
    try {
      execFileSync(candidate, ['-V'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  }) ?? name;

/** Starts a program with its output in the temporary folder; `name` keys it in `children`. */
const launch = (name: string, command: string, argv: string[], env: NodeJS.ProcessEnv = {}) => {
  const out = path.join(tmp, `${name}.log`);
  const child = spawn(command, argv, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  const keep = (chunk: Buffer) => {
    chunks.push(chunk);
    writeFileSync(out, chunk, { flag: 'a' });
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  children.set(name, child);
  return { child, output: () => Buffer.concat(chunks).toString('utf8') };
};
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));
const waitFor = async (what: string, check: () => Promise<boolean>, child?: ChildProcess, ms = 30_000) => {
  const deadline = performance.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what}: the process ended (${child.exitCode ?? child.signalCode})`);
    if (performance.now() > deadline) throw new Error(`${what}: not ready after ${ms / 1000} s`);
    await sleep(100);
  }
};

try {
  await main();
} catch (error) {
  log(
    `cluster test could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  if (jsonFile)
    writeFileSync(
      jsonFile,
      JSON.stringify({
        passed: false,
        checks: [{ name: 'cluster set-up', ok: false, detail: String(error) }],
      }),
    );
  await cleanup();
  process.exit(1);
}

async function main() {
  // ---- PostgreSQL ---------------------------------------------------------------------------------------------
  const dbName = `ukgh_cluster_${randomBytes(4).toString('hex')}`;
  const server = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${dbName}`);
  cleanups.push(async () => {
    await server.unsafe(`drop database if exists ${dbName} with (force)`);
    await server.end();
  });
  const directUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${dbName}` }).toString();
  // Through a transaction pooler the API sets no session settings; the statement limit is the database's.
  await server.unsafe(`alter database ${dbName} set statement_timeout = '5s'`);
  const migrator = openPostgres(directUrl, { statementTimeoutSeconds: 0 });
  await migrator.migrate();
  await migrator.close();
  const db = postgres(directUrl, { max: 2, onnotice: () => {} });
  cleanups.push(() => db.end({ timeout: 1 }));
  log(`database ${dbName} migrated`);

  // ---- Redis (its own database index, emptied before and after) ------------------------------------------------
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  await redis.flushdb();
  cleanups.push(async () => {
    await redis.flushdb();
    redis.disconnect();
  });

  // ---- S3-protocol server ---------------------------------------------------------------------------------------
  const BUCKET = 'ukgh-cluster';
  const s3Dir = path.join(tmp, 's3');
  mkdirSync(s3Dir);
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: S3_PORT,
    silent: true,
    directory: s3Dir,
    // s3rver signs bucket-level requests differently from the v3 SDK (test/s3-server.ts says how).
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();
  cleanups.push(() => s3.close());

  // ---- PgBouncer, transaction pooling ----------------------------------------------------------------------------
  const bouncerDir = path.join(tmp, 'pgbouncer');
  mkdirSync(bouncerDir);
  const dbUser = new URL(SERVER_URL).username || 'postgres';
  writeFileSync(path.join(bouncerDir, 'userlist.txt'), `"${dbUser}" ""\n`);
  writeFileSync(
    path.join(bouncerDir, 'pgbouncer.ini'),
    [
      '[databases]',
      `ukgh = host=${new URL(SERVER_URL).hostname} port=${new URL(SERVER_URL).port || 5432} dbname=${dbName} user=${dbUser}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${PGBOUNCER_PORT}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(bouncerDir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 20',
      `logfile = ${path.join(bouncerDir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(bouncerDir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; it is started as the database's system user then.
  const bouncerArgs = [path.join(bouncerDir, 'pgbouncer.ini')];
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini'])
      chownSync(path.join(bouncerDir, file), uid, gid);
    bouncerArgs.unshift('-u', 'postgres');
  }
  const bouncer = launch('pgbouncer', program('pgbouncer'), bouncerArgs);
  const pooledUrl = `postgres://${dbUser}@127.0.0.1:${PGBOUNCER_PORT}/ukgh`;
  await waitFor(
    'PgBouncer',
    async () => {
      const probe = postgres(pooledUrl, { max: 1, prepare: false, connect_timeout: 2, onnotice: () => {} });
      try {
        await probe`select 1`;
        return true;
      } finally {
        await probe.end({ timeout: 1 });
      }
    },
    bouncer.child,
  );
  cleanups.push(async () => {
    bouncer.child.kill('SIGINT');
    await exited(bouncer.child);
  });
  log(`PgBouncer on :${PGBOUNCER_PORT} (transaction pooling)`);

  // ---- the API bundle and its processes --------------------------------------------------------------------------
  execFileSync(process.execPath, [path.join(apiDir, 'build.ts')], { stdio: 'inherit', cwd: apiDir });
  const limitOff = '1000000000';
  const common: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: pooledUrl,
    DATABASE_DIRECT_URL: directUrl,
    DB_PGBOUNCER: 'on',
    DB_POOL_SIZE: '5',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: LB,
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_REGION: 'us-east-1',
    // s3rver's own fixed credentials.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    REDIS_URL,
    TRUST_PROXY: 'true',
    // The limits stay on (counted in Redis and the database, shared by the processes) but cannot refuse:
    // every request of this load comes from one client address, which they would otherwise rightly stop.
    RATE_LIMIT_GLOBAL_PER_MINUTE: limitOff,
    RATE_LIMIT_REGISTER_PER_HOUR: limitOff,
    RATE_LIMIT_TRACKING_PER_MINUTE: limitOff,
    RATE_LIMIT_TRACKING_MISSES_PER_HOUR: limitOff,
    RATE_LIMIT_LOGIN_PER_ADDRESS: limitOff,
    RATE_LIMIT_LOGIN_PER_ACCOUNT: limitOff,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(tmp, 'no-web-build'),
  };
  const apiEnv = (i: number): NodeJS.ProcessEnv => ({
    ...common,
    PORT: String(API_PORTS[i]),
    DATA_DIR: path.join(tmp, `api-${i + 1}`),
    MAIL_WORKER: 'off',
    WORKER: 'off',
  });
  const readyPath = '/api/health/ready';
  const startApi = async (i: number) => {
    const name = `api-${i + 1}`;
    const proc = launch(name, process.execPath, [path.join(apiDir, 'dist', 'main.js')], apiEnv(i));
    await waitFor(
      name,
      async () => (await fetch(`http://127.0.0.1:${API_PORTS[i]}${readyPath}`)).status === 200,
      proc.child,
    );
    return proc.child;
  };
  // The first start creates the admin; the others start on a database that has one.
  const apis: ChildProcess[] = [await startApi(0)];
  apis.push(...(await Promise.all([startApi(1), startApi(2)])));
  cleanups.push(async () => {
    for (const child of apis) child.kill('SIGTERM');
    await Promise.all(apis.map(exited));
  });
  const workerDir = path.join(tmp, 'worker');
  const worker = launch('worker', process.execPath, [path.join(apiDir, 'dist', 'worker.js')], {
    ...common,
    DATA_DIR: workerDir,
    MAIL_POLL_SECONDS: '1',
  });
  cleanups.push(async () => {
    worker.child.kill('SIGTERM');
    await exited(worker.child);
  });
  log(`API processes on :${API_PORTS.join(', :')}, worker started`);

  // ---- nginx -----------------------------------------------------------------------------------------------------
  const nginxDir = path.join(tmp, 'nginx');
  // deploy/'s configuration, rendered as an installation renders it, for these three processes.
  const nginxConf = await renderNginx(nginxDir, {
    listen: `127.0.0.1:${LB_PORT}`,
    apis: API_PORTS.map((port) => `127.0.0.1:${port}`),
  });
  // Something else answering on the port would take the test's requests (and pass them to our processes).
  if (
    await fetch(LB).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${LB_PORT} is already in use`);
  const nginx = launch('nginx', program('nginx'), ['-p', nginxDir, '-c', nginxConf, '-g', 'daemon off;']);
  await waitFor('nginx', async () => (await fetch(`${LB}/api/health`)).status === 200, nginx.child);
  cleanups.push(async () => {
    // Fast shutdown: a graceful one waits for idle client connections, and its workers outlive the master.
    nginx.child.kill('SIGTERM');
    await exited(nginx.child);
  });
  log(`nginx on :${LB_PORT}`);

  // ---- accounts --------------------------------------------------------------------------------------------------
  const adminToken = await login(ADMIN.email, ADMIN.password);
  const staff = async (role: 'PICKUP' | 'WAREHOUSE', name: string) => {
    const email = `cluster-${role.toLowerCase()}@cluster.test`;
    const res = await fetch(`${LB}/api/v1/auth/users/create/`, {
      method: 'POST',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        first_name: name,
        last_name: 'Agent',
        phone_e164: null,
        role,
        password: STAFF_PASSWORD,
      }),
    });
    if (res.status !== 201) throw new Error(`creating the ${role} agent: ${res.status} ${await res.text()}`);
    const user = (await res.json()) as { id: string };
    return { id: user.id, token: await login(email, STAFF_PASSWORD) };
  };
  const pickupAgent = await staff('PICKUP', 'Pickup');
  const warehouseAgent = await staff('WAREHOUSE', 'Warehouse');

  // ---- the load ----------------------------------------------------------------------------------------------------
  const load = createLoad({ adminToken, pickupAgent, warehouseAgent });
  const disruptions: Disruption[] = [];
  log(`load for ${LOAD_SECONDS} s through nginx, restarting the API processes under it`);
  const loadStart = performance.now();
  const running = load.run(LOAD_SECONDS * 1000);
  const restartAt = async (i: number, signal: 'SIGTERM' | 'SIGKILL') => {
    const child = apis[i]!;
    const event: Disruption = {
      signal,
      process: i + 1,
      from: performance.now(),
      to: Number.POSITIVE_INFINITY,
    };
    disruptions.push(event);
    child.kill(signal);
    await exited(child);
    event.exitedAfter = performance.now() - event.from;
    event.exitCode = child.exitCode ?? child.signalCode;
    apis[i] = await startApi(i);
    event.to = performance.now();
    log(
      `  api-${i + 1}: ${signal}, exited (${event.exitCode}) after ${(event.exitedAfter / 1000).toFixed(1)} s, ready again after ${((event.to - event.from) / 1000).toFixed(1)} s`,
    );
  };
  // Each process in turn gets SIGTERM (a rolling restart), then one is killed; `at` is a share of the load's
  // time, and each waits for the restart before it.
  const schedule = async () => {
    for (const { i, signal, at } of [
      { i: 0, signal: 'SIGTERM', at: 1 / 6 },
      { i: 1, signal: 'SIGTERM', at: 2 / 6 },
      { i: 2, signal: 'SIGTERM', at: 3 / 6 },
      { i: 1, signal: 'SIGKILL', at: 4.5 / 6 },
    ] as const) {
      await sleep(Math.max(0, loadStart + at * LOAD_SECONDS * 1000 - performance.now()));
      await restartAt(i, signal);
    }
  };
  await Promise.all([running, schedule()]);
  log(`load done: ${load.requests.length} requests`);

  // ---- checks ------------------------------------------------------------------------------------------------------
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  };

  // Requests, by what was happening when they were in flight.
  const phaseOf = (r: RequestRecord) => {
    const hit = disruptions.filter((d) => r.t0 <= d.to && r.t1 >= d.from);
    if (hit.some((d) => d.signal === 'SIGKILL')) {
      const kill = hit.find((d) => d.signal === 'SIGKILL')!;
      // In flight: sent before the killed process was gone (nginx may still reach it until it has exited).
      return r.t0 <= kill.from + (kill.exitedAfter ?? 0) ? 'in flight at the SIGKILL' : 'SIGKILL restart';
    }
    return hit.length ? 'SIGTERM restarts' : 'steady';
  };
  const failed = load.requests.filter((r) => r.status < 200 || r.status >= 300);
  const byPhase = new Map<string, RequestRecord[]>();
  for (const r of failed) byPhase.set(phaseOf(r), [...(byPhase.get(phaseOf(r)) ?? []), r]);
  const describe = (rows: RequestRecord[]) => {
    const counts = new Map<string, number>();
    for (const r of rows) {
      const key = `${r.status || 'no answer'} ${r.label}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, n]) => `${n} × ${key}`).join(', ') || 'none';
  };
  const steadyFailed = byPhase.get('steady') ?? [];
  const termFailed = byPhase.get('SIGTERM restarts') ?? [];
  const afterKillFailed = byPhase.get('SIGKILL restart') ?? [];
  const inFlightFailed = byPhase.get('in flight at the SIGKILL') ?? [];
  check('no failed request outside the restarts', steadyFailed.length === 0, describe(steadyFailed));
  check('no failed request during the SIGTERM restarts', termFailed.length === 0, describe(termFailed));
  check(
    'after the SIGKILL, only requests in flight failed',
    afterKillFailed.length === 0,
    `${inFlightFailed.length} in flight failed (${describe(inFlightFailed)}); later: ${describe(afterKillFailed)}`,
  );
  check(
    'every SIGTERM ended the process cleanly',
    disruptions.filter((d) => d.signal === 'SIGTERM').every((d) => d.exitCode === 0),
    disruptions
      .filter((d) => d.signal === 'SIGTERM')
      .map((d) => `api-${d.process} exit ${d.exitCode}`)
      .join(', '),
  );
  const unfinished = load.unfinished();
  check(
    'every write that failed was completed by its retry',
    unfinished.length === 0,
    unfinished.length ? unfinished.slice(0, 5).join('; ') : `${load.retried()} retried writes, all completed`,
  );

  // Bookings: one row per Idempotency-Key.
  const keyRows = await db<{ key: string; n: number }[]>`
    select idempotency_key as key, count(*)::int as n from bookings
    where idempotency_key is not null group by idempotency_key`;
  const rowsByKey = new Map(keyRows.map((r) => [r.key, r.n]));
  const bookingsMissing = load.bookings.filter((b) => b.id && rowsByKey.get(b.key) !== 1);
  const duplicates = keyRows.filter((r) => r.n > 1);
  const bookingRows = (await db<{ total: number }[]>`select count(*)::int as total from bookings`)[0]!.total;
  check(
    'every booking created exactly one row (per Idempotency-Key)',
    bookingsMissing.length === 0 &&
      duplicates.length === 0 &&
      bookingRows === load.bookings.filter((b) => b.id).length,
    `${load.bookings.filter((b) => b.id).length} bookings answered, ${bookingRows} rows, ${duplicates.length} keys with more than one, ${bookingsMissing.length} answered without their row`,
  );
  const receiptDupes = await db<{ booking_id: string; n: number }[]>`
    select booking_id, count(*)::int as n from receipts group by booking_id having count(*) > 1`;
  const eventDupes = await db<{ n: number }[]>`
    select count(*)::int as n from travel_events group by shipment_id, status having count(*) > 1`;
  check(
    'no write applied twice (receipts per booking, moves per shipment)',
    receiptDupes.length === 0 && eventDupes.length === 0,
    `${receiptDupes.length} bookings with a second receipt, ${eventDupes.length} moves recorded twice`,
  );

  // Every uploaded file through every process, straight to its port.
  const fileResults = await load.checkFiles(API_PORTS);
  check(
    'every uploaded file readable through every API process',
    fileResults.unreadable.length === 0 &&
      fileResults.files > 0 &&
      fileResults.receipts === fileResults.receiptsUploaded &&
      fileResults.proofs === fileResults.proofsUploaded,
    `${fileResults.files} files (${fileResults.receipts} receipts of ${fileResults.receiptsUploaded} uploaded, ` +
      `${fileResults.proofs} proofs of ${fileResults.proofsUploaded}) × ${API_PORTS.length} processes` +
      (fileResults.unreadable.length ? `; unreadable: ${fileResults.unreadable.slice(0, 5).join('; ')}` : ''),
  );

  // Every move as the tracker shows it, on every process at once.
  const shipmentsNow = await db<{ tracking_number: string; status: string }[]>`
    select tracking_number, status from shipments where tracking_number is not null`;
  const stale: string[] = [];
  await Promise.all(
    API_PORTS.map(async (port) => {
      for (const s of shipmentsNow) {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/shipments/track/${s.tracking_number}/`);
        const seen = res.ok ? ((await res.json()) as { status: string }).status : `HTTP ${res.status}`;
        if (seen !== s.status) stale.push(`:${port} ${s.tracking_number} ${seen} (database: ${s.status})`);
      }
    }),
  );
  const moved = await db<{ n: number }[]>`
    select count(*)::int as n from travel_events where status in ('picked_up', 'at_warehouse')`;
  check(
    'every status move visible to the tracker on every process',
    stale.length === 0 && shipmentsNow.length > 0,
    `${shipmentsNow.length} tracked shipments (${moved[0]!.n} agent moves) × ${API_PORTS.length} processes` +
      (stale.length ? `; stale: ${stale.slice(0, 5).join('; ')}` : ''),
  );

  // Mail and SMS: the worker drains the outbox; each sent row is one message written, and none twice. Mails
  // are files in the worker's DATA_DIR/outbox (no SMTP_URL), SMS files in outbox/sms named by their row.
  const outboxDir = path.join(workerDir, 'outbox');
  await waitFor(
    'the outbox',
    async () =>
      (
        await db<{ n: number }[]>`select count(*)::int as n from notification_outbox where status = 'pending'`
      )[0]!.n === 0,
    worker.child,
    30_000,
  ).catch(() => {});
  const outbox = await db<{ id: string; channel: string; status: string; to_address: string }[]>`
    select id, channel, status, to_address from notification_outbox`;
  const sentMail = new Map<string, number>();
  for (const r of outbox)
    if (r.channel === 'email' && r.status !== 'pending' && r.status !== 'failed' && r.status !== 'skipped')
      sentMail.set(r.to_address, (sentMail.get(r.to_address) ?? 0) + 1);
  const mailFiles = existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => f.endsWith('.json')) : [];
  const written = new Map<string, number>();
  const bodies = new Set<string>();
  let identical = 0;
  for (const file of mailFiles) {
    const mail = JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
    };
    written.set(mail.to, (written.get(mail.to) ?? 0) + 1);
    const body = `${mail.to}\n${mail.subject}\n${mail.text}`;
    if (bodies.has(body)) identical++;
    bodies.add(body);
  }
  const mismatched = [...new Set([...sentMail.keys(), ...written.keys()])].filter(
    (to) => (sentMail.get(to) ?? 0) !== (written.get(to) ?? 0),
  );
  const smsDir = path.join(outboxDir, 'sms');
  const smsFiles = existsSync(smsDir) ? readdirSync(smsDir) : [];
  const smsSent = outbox.filter(
    (r) => r.channel === 'sms' && (r.status === 'sent' || r.status === 'delivered'),
  );
  const smsTwice = smsSent.filter((r) => smsFiles.filter((f) => f.includes(r.id)).length !== 1);
  const notSent = outbox.filter((r) => r.status === 'pending' || r.status === 'failed');
  const mailTotal = [...sentMail.values()].reduce((a, b) => a + b, 0);
  check(
    'every mail and SMS sent exactly once',
    mailTotal > 0 &&
      notSent.length === 0 &&
      mismatched.length === 0 &&
      identical === 0 &&
      smsTwice.length === 0 &&
      smsFiles.length === smsSent.length,
    `${mailTotal} mails sent, ${mailFiles.length} written, ${identical} identical twice; ` +
      `${smsSent.length} SMS sent, ${smsFiles.length} written; ${notSent.length} not sent` +
      (mismatched.length ? `; mail counts differ for ${mismatched.slice(0, 3).join(', ')}` : '') +
      (smsTwice.length ? `; ${smsTwice.length} SMS not written exactly once` : ''),
  );

  // ---- report ----------------------------------------------------------------------------------------------------
  const ok2xx = load.requests.filter((r) => r.status >= 200 && r.status < 300).length;
  const byStatus = new Map<string, number>();
  for (const r of failed)
    byStatus.set(String(r.status || 'no answer'), (byStatus.get(String(r.status || 'no answer')) ?? 0) + 1);
  const perLabel = new Map<string, { sent: number; ok: number }>();
  for (const r of load.requests) {
    const row = perLabel.get(r.label) ?? { sent: 0, ok: 0 };
    row.sent++;
    if (r.status >= 200 && r.status < 300) row.ok++;
    perLabel.set(r.label, row);
  }
  const cpu = cpus();
  const lines = [
    '',
    `Cluster test: nginx, 3 API processes, 1 worker, PgBouncer (transaction pooling), PostgreSQL, Redis, S3 (s3rver); ` +
      `${cpu.length} × ${cpu[0]?.model.trim()}; ${LOAD_SECONDS} s of load`,
    '',
    '| requests | sent | answered 2xx | failed |',
    '|---|---:|---:|---:|',
    ...[...perLabel].map(([label, r]) => `| ${label} | ${r.sent} | ${r.ok} | ${r.sent - r.ok} |`),
    `| **all** | ${load.requests.length} | ${ok2xx} | ${failed.length}${byStatus.size ? ` (${[...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ')})` : ''} |`,
    '',
    '| restart | exit | took | ready again after |',
    '|---|---|---:|---:|',
    ...disruptions.map(
      (d) =>
        `| api-${d.process} ${d.signal} | ${d.exitCode} | ${((d.exitedAfter ?? 0) / 1000).toFixed(1)} s | ${((d.to - d.from) / 1000).toFixed(1)} s |`,
    ),
    '',
    '| check | result | detail |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.ok ? 'pass' : '**FAIL**'} | ${c.detail.replaceAll('|', '/')} |`),
    '',
  ];
  console.log(lines.join('\n'));
  const passed = checks.every((c) => c.ok);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed, checks, requests: load.requests.length }));
  await cleanup();
  log(passed ? 'cluster test passed' : 'cluster test FAILED');
  process.exit(passed ? 0 : 1);
}

// ---- the load driver ---------------------------------------------------------------------------------------------
interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
interface Disruption {
  signal: 'SIGTERM' | 'SIGKILL';
  process: number;
  from: number;
  to: number;
  exitedAfter?: number;
  exitCode?: number | string | null;
}
interface RequestRecord {
  label: string;
  t0: number;
  t1: number;
  status: number;
}
interface Answer {
  status: number;
  body: unknown;
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function login(email: string, password: string) {
  const res = await fetch(`${LB}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { tokens: { access: string } }).tokens.access;
}

/** An image no other upload has: noise, so each file's bytes (and its stored copy) are its own. */
async function uniqueImage() {
  const side = 320;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

function createLoad(ctx: {
  adminToken: string;
  pickupAgent: { id: string; token: string };
  warehouseAgent: { id: string; token: string };
}) {
  const requests: RequestRecord[] = [];
  const bookings: { key: string; id?: string; token: string; receipt?: boolean }[] = [];
  const confirmed = new Set<string>();
  /** The pickup jobs completed with a proof photo (one each, whatever the retries). */
  const proofs: string[] = [];
  const trackingNumbers: string[] = [];
  const pendingWrites = new Map<string, string>();
  let retriedWrites = 0;
  let stopAt = 0;
  const running = () => performance.now() < stopAt;

  const call = async (
    label: string,
    method: string,
    url: string,
    options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const t0 = performance.now();
    let status = 0;
    let body: unknown = null;
    try {
      const res = await fetch(url.startsWith('http') ? url : `${LB}/api/v1${url}`, {
        method,
        headers: {
          ...(options.token ? bearer(options.token) : {}),
          ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      const text = await res.text();
      body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch {
      status = 0;
    }
    requests.push({ label, t0, t1: performance.now(), status });
    return { status, body };
  };
  const transient = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;
  /**
   * A write, sent again while it fails for want of a process (no answer, 502, 503, 504). `settled` decides,
   * after a failure, whether the earlier attempt landed all the same (for a call that has no key of its own).
   */
  const write = async (
    what: string,
    send: () => Promise<Answer>,
    options: { ok?: (a: Answer) => boolean; settled?: () => Promise<boolean> } = {},
  ) => {
    const ok = options.ok ?? ((a: Answer) => a.status >= 200 && a.status < 300);
    let answer = await send();
    if (ok(answer)) return answer;
    if (!transient(answer.status))
      throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    pendingWrites.set(what, `${what}: ${answer.status} (not retried since)`);
    retriedWrites++;
    for (let attempt = 0; attempt < 20; attempt++) {
      await sleep(250);
      if (options.settled && (await options.settled())) {
        pendingWrites.delete(what);
        return answer;
      }
      answer = await send();
      if (ok(answer)) {
        pendingWrites.delete(what);
        return answer;
      }
      pendingWrites.set(what, `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      if (!transient(answer.status)) return answer;
    }
    return answer;
  };
  const errors: string[] = [];
  const loop = async (name: string, body: () => Promise<void>, pauseMs: number) => {
    while (running()) {
      try {
        await body();
      } catch (error) {
        errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        if (errors.length < 10) log(`  ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(pauseMs);
    }
  };

  let customerCount = 0;
  const customer = async () => {
    const n = ++customerCount;
    const email = `customer-${n}-${randomBytes(3).toString('hex')}@cluster.test`;
    const password = `Cu-${randomBytes(9).toString('hex')}`;
    const registration = {
      first_name: 'Ama',
      last_name: `Customer ${n}`,
      email,
      phone_e164: null,
      password,
      password_confirm: password,
    };
    // A registration whose answer was lost has made the account: its retry is a 409, and signing in follows.
    const reg = await write(
      'register',
      () => call('register', 'POST', '/auth/register/', { json: registration }),
      {
        ok: (a) => a.status === 201 || a.status === 200 || a.status === 409,
      },
    );
    let token =
      reg.status === 409 ? null : ((reg.body as { tokens?: { access: string } }).tokens?.access ?? null);
    if (!token) {
      const signIn = await write('sign in', () =>
        call('sign in', 'POST', '/auth/login/', { json: { email, password } }),
      );
      token = (signIn.body as { tokens: { access: string } }).tokens.access;
    }
    for (let b = 0; b < 2 && running(); b++) {
      const key = randomUUID();
      const booking = { key, token } as (typeof bookings)[number];
      bookings.push(booking);
      const created = await write(`booking ${key}`, () =>
        call('create booking (Idempotency-Key)', 'POST', '/bookings/', {
          token: token!,
          json: bookingPayload({ sender_name: `Ama Customer ${n}` }),
          headers: { 'idempotency-key': key },
        }),
      );
      booking.id = (created.body as { id: string }).id;
      const image = await uniqueImage();
      const receiptsOf = async () => {
        const list = await call('list receipts', 'GET', `/bookings/${booking.id}/receipts/`, {
          token: token!,
        });
        return list.status === 200 ? (list.body as unknown[]).length : -1;
      };
      // A receipt has no key of its own: after a failure, the client looks before it sends it again.
      await write(
        `receipt ${booking.id}`,
        () => {
          const form = new FormData();
          form.append('file', new Blob([image], { type: 'image/png' }), 'receipt.png');
          return call('upload receipt', 'POST', `/bookings/${booking.id}/receipts/`, { token: token!, form });
        },
        { settled: async () => (await receiptsOf()) > 0 },
      );
      booking.receipt = true;
      await call('customer bookings list', 'GET', '/bookings/?page_size=20', { token: token! });
    }
  };

  const admin = async () => {
    const page = await call('admin bookings list', 'GET', '/admin/bookings/?status=PENDING&page_size=20', {
      token: ctx.adminToken,
    });
    const pending = page.status === 200 ? (page.body as { results: { id: string }[] }).results : [];
    for (const b of pending.slice(0, 4)) {
      if (confirmed.has(b.id)) continue;
      const stateOf = async () => {
        const detail = await call('admin booking detail', 'GET', `/admin/bookings/${b.id}/`, {
          token: ctx.adminToken,
        });
        return detail.status === 200 ? (detail.body as { status: string }).status : null;
      };
      await write(
        `confirm ${b.id}`,
        () =>
          call('confirm booking', 'POST', `/admin/bookings/${b.id}/confirm/`, {
            token: ctx.adminToken,
            json: { pickup_agent_id: ctx.pickupAgent.id },
          }),
        { settled: async () => (await stateOf()) === 'CONFIRMED' },
      );
      confirmed.add(b.id);
    }
    await call('packages hub list', 'GET', '/shipments/?page_size=20', { token: ctx.adminToken });
  };

  const pickup = async () => {
    const list = await call('pickup jobs list', 'GET', '/agent/pickup/assignments/', {
      token: ctx.pickupAgent.token,
    });
    if (list.status !== 200) return;
    const jobs = (
      list.body as { results: { id: string; status: string; shipment: { tracking_code: string } }[] }
    ).results;
    for (const job of jobs.filter((j) => j.status !== 'COMPLETED').slice(0, 3)) {
      if (!trackingNumbers.includes(job.shipment.tracking_code))
        trackingNumbers.push(job.shipment.tracking_code);
      // Each step keeps its client_action_id through its retries: the server applies it once.
      if (job.status === 'ASSIGNED') {
        const started = {
          status: 'IN_PROGRESS',
          client_action_id: randomUUID(),
          occurred_at: new Date().toISOString(),
        };
        await write(`start pickup ${job.id}`, () =>
          call('agent: start pickup', 'PATCH', `/agent/pickup/assignments/${job.id}/`, {
            token: ctx.pickupAgent.token,
            json: started,
          }),
        );
      }
      const photo = await uniqueImage();
      const done = { client_action_id: randomUUID(), occurred_at: new Date().toISOString() };
      await write(`complete pickup ${job.id}`, () => {
        const form = new FormData();
        form.append('status', 'COMPLETED');
        form.append('client_action_id', done.client_action_id);
        form.append('occurred_at', done.occurred_at);
        form.append('proof_photo', new Blob([photo], { type: 'image/png' }), 'proof.png');
        return call('agent: complete pickup (proof photo)', 'PATCH', `/agent/pickup/assignments/${job.id}/`, {
          token: ctx.pickupAgent.token,
          form,
        });
      });
      proofs.push(job.id);
    }
  };

  const warehouse = async () => {
    const list = await call('warehouse list', 'GET', '/agent/warehouse/packages/?status=picked_up', {
      token: ctx.warehouseAgent.token,
    });
    if (list.status !== 200) return;
    const packages = (list.body as { results: { id: string; current_status: string }[] }).results;
    for (const p of packages.filter((x) => x.current_status === 'picked_up').slice(0, 3)) {
      const action = {
        status: 'at_warehouse',
        client_action_id: randomUUID(),
        occurred_at: new Date().toISOString(),
      };
      await write(`receive ${p.id}`, () =>
        call('agent: receive at warehouse', 'PATCH', `/agent/warehouse/packages/${p.id}/`, {
          token: ctx.warehouseAgent.token,
          json: action,
        }),
      );
    }
  };

  let lookup = 0;
  const tracker = async () => {
    if (trackingNumbers.length === 0) return;
    const number = trackingNumbers[lookup++ % trackingNumbers.length]!;
    await call('tracking lookup', 'GET', `/shipments/track/${number}/`);
  };

  return {
    requests,
    bookings,
    retried: () => retriedWrites,
    unfinished: () => [...pendingWrites.values(), ...errors],
    async run(ms: number) {
      stopAt = performance.now() + ms;
      await Promise.all([
        loop('customer 1', customer, 100),
        loop('customer 2', customer, 100),
        loop('customer 3', customer, 100),
        loop('admin', admin, 300),
        loop('pickup agent', pickup, 300),
        loop('warehouse agent', warehouse, 300),
        loop('tracker 1', tracker, 50),
        loop('tracker 2', tracker, 50),
      ]);
    },
    /** Every receipt and proof photo, through each process's own port, as an admin reads them. */
    async checkFiles(ports: number[]) {
      const links: { what: string; path: string }[] = [];
      const withReceipt = bookings.filter((b) => b.id && b.receipt);
      for (const b of withReceipt) {
        const res = await fetch(`${LB}/api/v1/bookings/${b.id}/receipts/`, {
          headers: bearer(ctx.adminToken),
        });
        for (const r of (await res.json()) as { url: string }[])
          links.push({ what: `receipt of ${b.id}`, path: r.url });
        const history = await fetch(`${LB}/api/v1/bookings/${b.id}/travel-history/`, {
          headers: bearer(ctx.adminToken),
        });
        if (history.ok)
          for (const e of (await history.json()) as { photo_url: string | null }[])
            if (e.photo_url) links.push({ what: `proof of ${b.id}`, path: e.photo_url });
      }
      const unreadable: string[] = [];
      for (const link of links) {
        const hashes = new Set<string>();
        for (const port of ports) {
          const res = await fetch(`http://127.0.0.1:${port}${link.path.replace(/^https?:\/\/[^/]+/, '')}`, {
            headers: bearer(ctx.adminToken),
          });
          const bytes = Buffer.from(await res.arrayBuffer());
          if (res.status !== 200 || bytes.length === 0)
            unreadable.push(`${link.what} on :${port}: ${res.status}`);
          else hashes.add(createHash('sha256').update(bytes).digest('hex'));
        }
        if (hashes.size > 1) unreadable.push(`${link.what}: different bytes on different processes`);
      }
      return {
        files: links.length,
        receipts: links.filter((l) => l.what.startsWith('receipt')).length,
        proofs: links.filter((l) => l.what.startsWith('proof')).length,
        receiptsUploaded: withReceipt.length,
        proofsUploaded: proofs.length,
        unreadable,
      };
    },
  };
}
