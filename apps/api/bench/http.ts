// `npm run bench -- --bookings 10000`: seeds a data set of that many bookings (bench/seed.ts) into a database
// of its own (on the PostgreSQL server of DATABASE_URL, a database named ukgh_bench_<n>, dropped and made
// again; else PGlite in a temporary folder), starts the real server (the bundle `npm start` runs,
// dist/main.js, RATE_LIMITS=off; one tracker row again with the limits on, as deployed) in a child process
// and drives it over loopback with autocannon; in the same run it measures two ceilings (a bare Fastify route
// answering a constant, and one doing a prepared primary-key select) and prints every row as a ratio to
// both, then the time and peak memory of the CSV export of every package and a 100-label PDF.
// Options: --bookings N, --connections 50, --duration 10 (seconds per row), --reuse (keep an already seeded
// PostgreSQL bench database), --seed-only (PostgreSQL: seed, then stop, so a busy machine seeds and a quiet one
// measures with --reuse). Numbers are for comparing runs on one machine; tests never assert on them.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { bookingPayload } from '../test/factories.ts';
import { BENCH_PASSWORD, seedBench } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
  },
});
const BOOKINGS = Number(args.bookings);
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const serverUrl = process.env.DATABASE_URL;
const kind = serverUrl ? 'PostgreSQL' : 'PGlite';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const log = (line: string) => process.stderr.write(`${line}\n`);

// ---- database ---------------------------------------------------------------------------------------------
const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-bench-'));
let databaseUrl: string | undefined;
let database: Database;
let seeded = false;
if (serverUrl) {
  const name = `ukgh_bench_${BOOKINGS}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (exists && args.reuse) seeded = true;
  else {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  }
  await admin.end();
  // Seeding a million bookings runs statements far longer than the API's own limit allows.
  database = openPostgres(databaseUrl, { statementTimeoutSeconds: 0 });
} else {
  database = openPglite({ dataDir: path.join(dataDir, 'pglite') });
}
await database.migrate();
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const query = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));

if (!seeded) {
  log(`Seeding ${BOOKINGS.toLocaleString('en-GB')} bookings on ${kind} (load ${load()})…`);
  const { seconds } = await seedBench(database.db, BOOKINGS);
  log(`Seeded in ${seconds.toFixed(0)} s`);
}
if (args['seed-only']) {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
const [counts] = await query<Record<string, string>>(`select
  (select count(*) from bookings) as bookings, (select count(*) from packages) as packages,
  (select count(*) from travel_events) as travel_events, (select count(*) from users) as users`);
const version = (await query<{ v: string }>('select version() as v'))[0]!.v.split(' on ')[0];
// What the rows ask for: real numbers, ids and words from the data set.
const trackingNumbers = (
  await query<{ t: string }>(
    `select tracking_number as t from shipments where tracking_number is not null order by created_at desc limit 200`,
  )
).map((r) => r.t);
// Parcels an admin can hold with an exception and release back where they were (a confirmed parcel not yet
// collected has no exception to report: the move service refuses it, which measured refusals, not moves).
const movable = await query<{ id: string; status: string }>(
  `select b.id, s.status from bookings b join shipments s on s.booking_id = b.id
   where s.status in ('picked_up','at_warehouse','consolidated','in_transit','arrived_ghana','at_ghana_warehouse')
   order by s.created_at desc limit 2000`,
);
const labelIds = (
  await query<{ id: string }>(
    `select b.id from bookings b join shipments s on s.booking_id = b.id where b.status = 'CONFIRMED'
     order by b.created_at desc limit 100`,
  )
).map((r) => r.id);
// A fragment of a pending booking's code, as staff type one. (Not "BK-0000": the seed's codes count up in
// hexadecimal, so every one of them shares that fragment's trigrams and its index reads all million; real
// codes are random, as modules/bookings/booking-code.ts makes them.)
const pendingCodePart = (
  await query<{ code: string }>(
    `select booking_code as code from bookings where status = 'PENDING' order by created_at desc limit 1`,
  )
)[0]!.code.slice(-5);
const anyUserId = (
  await query<{ id: string }>(`select id from users where email = 'customer1@bench.test'`)
)[0]!.id;
await database.close();

// ---- processes --------------------------------------------------------------------------------------------
// The server as `npm start` runs it: bundled (build.ts), which is also what its memory figures are about.
execFileSync(process.execPath, [path.join(apiDir, 'build.ts')], { stdio: 'inherit' });
const children = new Set<ChildProcess>();
// Below Linux's ephemeral range (32768–60999), where the rows' own client connections would hold ports: one
// of them once took the port a server was about to listen on (EADDRINUSE). A server that cannot listen all the
// same is started again on the next port.
let nextPort = 20_000 + Math.floor(Math.random() * 1000);
/** The process behind each server's base URL (drained() watches its CPU time). */
const serverPids = new Map<string, number>();
const start = async (
  script: string,
  env: Record<string, string>,
  attempts = 3,
): Promise<{ base: string; port: number; pid: number; stop: () => Promise<void> }> => {
  const port = nextPort++;
  const child = spawn(process.execPath, [path.join(apiDir, script)], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      RATE_LIMITS: 'off',
      // autocannon opens its connections afresh for each row, before the last row's have all closed.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      MAIL_WORKER: 'off',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  serverPids.set(base, child.pid!);
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}${script.includes('ceiling') ? '/const' : '/api/health'}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null && attempts > 1) {
      children.delete(child);
      return start(script, env, attempts - 1);
    }
    if (child.exitCode !== null || i > 1200) throw new Error(`${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  };
  return { base, port, pid: child.pid!, stop };
};
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

// ---- measuring ----------------------------------------------------------------------------------------------
interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests sent one at a time (what one user waits, without the queue of 50 connections): p95 and p97.5. */
  alone?: { p95: number; p97_5: number };
  /** The server process's CPU time per request in the 50-connection run (user + system), in µs: what a
   * request costs the server whichever side (it or autocannon, on the same two cores) sets the pace. */
  cpuUs?: number;
}
type Requests = autocannon.Request[];
/**
 * What a row sends: the requests each of its connections cycles through (the connection's number, of how many).
 * autocannon builds a request once unless it has a setupRequest, which it calls and builds the request again
 * for before every send: client CPU, on the same two cores as the server, that the ceilings' rows (one fixed
 * request) never spent. So a row that cycles through many paths gives each connection its own list, built once.
 */
type Traffic = (connection: number, connections: number) => Requests;
/** The same requests on every connection (each its own copies: autocannon writes on them). */
const same =
  (requests: Requests): Traffic =>
  () =>
    requests.map((request) => ({ ...request }));
const ALONE_SECONDS = 5;
/**
 * The p95 and p97.5 of a run's response times. autocannon reports p90 and p97.5 but no p95 (the targets'
 * percentile), so every response's time is kept (a one-connection run makes a few hundred).
 */
const oneAtATime = async (instance: autocannon.Instance) => {
  const times: number[] = [];
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0);
  return { p95: at(0.95), p97_5: times.length ? at(0.975) : result.latency.p97_5 };
};
const measure = async (
  name: string,
  base: string,
  traffic: Traffic,
  options: { amount?: number } = {},
): Promise<Row> => {
  const run = (duration: number, connections = CONNECTIONS) => {
    let connection = 0;
    return autocannon({
      url: base,
      connections,
      ...(options.amount ? { amount: options.amount } : { duration }),
      timeout: 60,
      setupClient: (client) => client.setRequests(traffic(connection++, connections)),
    });
  };
  if (!options.amount) {
    await run(2); // warm-up: JIT, prepared statements, the tracker's cache
    // What the warm-up left queued (50 sign-ins take seconds of scrypt on a slow host) would otherwise be
    // answered inside the measured run, and its own requests after it: a row of 0 a second.
    await drained(base);
  }
  const pid = serverPids.get(base);
  const ticksBefore = pid === undefined ? 0 : cpuTicks(pid);
  const result = await run(DURATION);
  const row: Row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    // A clock tick is 10 ms; requests still queued when autocannon stops are not counted (a slight excess).
    ...(pid === undefined || result.requests.total === 0
      ? {}
      : { cpuUs: ((cpuTicks(pid) - ticksBefore) * 10_000) / result.requests.total }),
  };
  await drained(base);
  const alone = options.amount ? undefined : await oneAtATime(run(ALONE_SECONDS, 1));
  // Which answers failed, so an error count can be told apart: refusals (4xx) from faults (5xx).
  const failed = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`);
  log(
    `  ${name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.errors} errors${failed.length ? ` (${failed.join(', ')})` : ''}, alone ${alone ? `p95 ${alone.p95} · p97.5 ${alone.p97_5}` : '–'} ms (load ${load()})`,
  );
  return { ...row, ...(alone === undefined ? {} : { alone }) };
};
/**
 * Waits until the server answers its health check (one database query) quickly again: requests a row
 * left queued (a slow search at 50 connections) would otherwise still hold the database during the next.
 */
/** CPU time a process has used, in clock ticks (Linux /proc/<pid>/stat: utime + stime, 100 a second). */
const cpuTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
/**
 * Waits until the server has finished what a row queued: its health check answers at once and the process
 * is idle (under 10 % of a core over 300 ms). The health check alone is not enough: it answers while work
 * still waits in libuv's thread pool (50 connections' sign-ins queue their scrypt hashes there), and the
 * one-connection run that follows would wait behind it.
 */
const drained = async (base: string) => {
  const started = performance.now();
  for (;;) {
    const t0 = performance.now();
    const status = await fetch(`${base}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 404) return; // the ceilings' server has no health check, and nothing queued
    if (status === 200 && performance.now() - t0 < 50) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pid = serverPids.get(base);
  for (let idle = false; pid !== undefined && !idle && performance.now() - started < 120_000; ) {
    const before = cpuTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    idle = cpuTicks(pid) - before < 3;
  }
  const waited = (performance.now() - started) / 1000;
  if (waited > 1) log(`    (waited ${waited.toFixed(0)} s for the server to finish that row's requests)`);
};
const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
/**
 * `paths` shared out among the connections, each cycling through its own share: no two connections ask for the
 * same path at once (the tracker shares one read of a number among the lookups of it in flight, which would
 * flatter the uncached row), and a row with fewer paths than connections gives each connection one. With
 * `addresses`, the requests also come from that many client addresses (X-Forwarded-For, which a server
 * started with TRUST_PROXY=true believes), each connection its own, as a public tracker's traffic does:
 * per-address counters are many rows, not one.
 */
const cycling =
  (paths: string[], headers: Record<string, string> = {}, addresses = 0): Traffic =>
  (connection, connections) => {
    const groups = Math.min(connections, paths.length);
    const share = paths.filter((_, i) => i % groups === connection % groups);
    if (!addresses) return share.map((path) => ({ method: 'GET', path, headers }));
    const perConnection = Math.max(1, Math.floor(addresses / connections));
    return Array.from({ length: Math.max(share.length, perConnection) }, (_, j) => {
      const a = (connection * perConnection + (j % perConnection)) % addresses;
      return {
        method: 'GET',
        path: share[j % share.length]!,
        headers: { ...headers, 'x-forwarded-for': `10.${a >> 8}.${a & 255}.1` },
      };
    });
  };

/** Peak resident memory of a process since `resetPeak` (Linux: /proc's VmHWM, reset through clear_refs). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const timed = async (pid: number, request: () => Promise<Response>) => {
  resetPeak(pid);
  const t0 = performance.now();
  const res = await request();
  if (!res.ok) throw new Error(`answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  return { seconds: (performance.now() - t0) / 1000, peak: peakMb(pid), bytes };
};

const rows: Row[] = [];
const loadBefore = load();
log(`Ceilings (load ${load()})`);
const ceiling = await start('bench/ceiling-server.ts', {});
const bare = await measure('bare Fastify route (constant)', ceiling.base, same([{ path: '/const' }]));
const pk = await measure(
  'Fastify + one prepared PK select',
  ceiling.base,
  same([{ path: `/pk/${anyUserId}` }]),
);
await ceiling.stop();

/** Looks every number up once, a few at a time, so the cached row measures the cache (and the uncached row
 * a warm database). */
const lookUpAll = async (base: string) => {
  for (let i = 0; i < trackingNumbers.length; i += 10)
    await Promise.all(
      trackingNumbers
        .slice(i, i + 10)
        .map((n) => fetch(`${base}/api/v1/shipments/track/${n}/`).then((r) => r.text())),
    );
};
const trackerPaths = trackingNumbers.map((n) => `/api/v1/shipments/track/${n}/`);

// Measured before the rows that write (bookings, moves), so that both tracker rows read the same data.
log(`Real server, tracker cache off (load ${load()})`);
const uncachedApi = await start('dist/main.js', { TRACKING_CACHE: 'off' });
await lookUpAll(uncachedApi.base);
const uncached = await measure('tracking lookup (uncached)', uncachedApi.base, cycling(trackerPaths));
await uncachedApi.stop();

// As deployed: every lookup also counts its address under the per-address limits, the general one included
// (one statement: modules/tracking/tracking.limits.ts), here set too high to refuse.
log(`Real server, rate limits on (load ${load()})`);
const NO_REFUSAL = '1000000000';
const limitedApi = await start('dist/main.js', {
  RATE_LIMITS: 'on',
  TRUST_PROXY: 'true',
  RATE_LIMIT_GLOBAL_PER_MINUTE: NO_REFUSAL,
  RATE_LIMIT_TRACKING_PER_MINUTE: NO_REFUSAL,
  RATE_LIMIT_TRACKING_MISSES_PER_HOUR: NO_REFUSAL,
});
await lookUpAll(limitedApi.base);
const limited = await measure(
  'tracking lookup (cached, rate limits on, 1,000 addresses)',
  limitedApi.base,
  cycling(trackerPaths, {}, 1000),
);
await limitedApi.stop();

log(`Real server (load ${load()})`);
const api = await start('dist/main.js', {});
const login = async (email: string, base = api.base) => {
  const res = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    ...json({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { tokens: { access: string } }).tokens.access}` };
};
const customer = await login('customer1@bench.test');
// Bookings are made by another customer: with --reuse, each run's would otherwise pile up in the list measured.
const booker = await login('customer3@bench.test');
const admin = await login('admin@bench.test');

await lookUpAll(api.base);
rows.push(await measure('tracking lookup (cached)', api.base, cycling(trackerPaths)), uncached);
// What a browser sends: the same answers, compressed per request by @fastify/compress.
rows.push(
  await measure(
    'tracking lookup (cached, brotli)',
    api.base,
    cycling(trackerPaths, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
  ),
  limited,
);
rows.push(
  await measure('customer bookings list', api.base, cycling(['/api/v1/bookings/?page_size=20'], customer)),
);
rows.push(
  await measure(
    'admin bookings: search + status',
    api.base,
    cycling(
      [
        '/api/v1/admin/bookings/?search=Mensah&status=CONFIRMED&page_size=20',
        `/api/v1/admin/bookings/?search=${pendingCodePart}&status=PENDING&page_size=20`,
        '/api/v1/admin/bookings/?search=Kwame&status=all&page_size=20',
      ],
      admin,
    ),
  ),
);
const tracked = trackingNumbers[7] ?? 'UKG0000000001';
const hubSearches = [
  `/api/v1/shipments/?search=${tracked.slice(5, 12)}&page_size=20`,
  '/api/v1/shipments/?search=Mensah&agent=pickup&page_size=20',
  '/api/v1/shipments/?search=%2B233240&status=in_transit&page_size=20',
  '/api/v1/shipments/?search=Spintex&status=delivered&date_range=30d&page_size=20',
];
rows.push(
  await measure(
    'hub: filters + search (number, name, phone, address)',
    api.base,
    cycling(hubSearches, admin),
  ),
);
// A deep page: follow `next` 50 pages into the broadest list, then ask for that page again and again.
let deep = '/api/v1/shipments/?page_size=20';
let depth = 0;
try {
  for (; depth < 50; depth++) {
    const res = await fetch(`${api.base}${deep}`, { headers: admin });
    const page = (await res.json()) as { next: string | null };
    if (!page.next) break;
    deep = page.next.replace(/^https?:\/\/[^/]+/, '');
  }
} catch (error) {
  log(`  (walking the hub's pages failed at page ${depth + 1}: ${String(error)})`);
}
rows.push(await measure(`hub: page ${depth + 1} (keyset cursor)`, api.base, cycling([deep], admin)));

const creation = JSON.stringify(
  bookingPayload({
    packages: [
      { description: 'Clothes and shoes', weight_kg: 20, pkg_type: 'BOX', declared_value: 150 },
      { description: 'Food items', weight_kg: 12, pkg_type: 'BARREL', declared_value: 60 },
    ],
  }),
);
rows.push(
  await measure(
    'booking creation (two packages)',
    api.base,
    same([
      {
        method: 'POST',
        path: '/api/v1/bookings/',
        headers: { ...booker, 'content-type': 'application/json' },
        body: creation,
      },
    ]),
  ),
);
// Moves: each shipment of the pool goes to exception, and on its next turn back where it was.
let moveIndex = 0;
rows.push(
  await measure(
    'one status move (move service)',
    api.base,
    same([
      {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = moveIndex++;
          const shipment = movable[i % movable.length]!;
          const out = Math.floor(i / movable.length) % 2 === 0;
          return {
            ...req,
            path: `/api/v1/admin/bookings/${shipment.id}/update-status/`,
            body: JSON.stringify(
              out
                ? { status: 'exception', reason: 'Held for inspection', notes: 'Held for inspection' }
                : { status: shipment.status, notes: 'Inspection done' },
            ),
          };
        },
      },
    ]),
    { amount: Math.max(movable.length * 2, 200) - (Math.max(movable.length * 2, 200) % 2) },
  ),
);
// The web app's files as a browser fetches them (when the web app is built): every script and style sheet of
// the build in turn, and a public page (drawn with the current rate card and company details), each as a browser
// that accepts brotli asks for it.
const webDist = path.join(apiDir, '..', 'web', 'dist');
if (existsSync(path.join(webDist, 'index.html'))) {
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const files = readdirSync(path.join(webDist, 'assets'))
    .filter((name) => /\.(?:js|css)$/.test(name))
    .map((name) => `/assets/${name}`);
  rows.push(
    await measure(`web app: its ${files.length} scripts and style sheets`, api.base, cycling(files, browser)),
  );
  rows.push(
    await measure('web app: a public page (/rates, with its data)', api.base, cycling(['/rates'], browser)),
  );
} else {
  log('  the web app is not built (npm run build): its rows are left out');
}
rows.push(
  await measure(
    'login (scrypt)',
    api.base,
    same([
      {
        method: 'POST',
        path: '/api/v1/auth/login/',
        ...json({ email: 'customer2@bench.test', password: BENCH_PASSWORD }),
      },
    ]),
  ),
);
await api.stop();

// ---- report -------------------------------------------------------------------------------------------------
const cpu = cpus();
const lines = [
  `${kind} (${version}), ${Number(counts!.bookings).toLocaleString('en-GB')} bookings, ` +
    `${Number(counts!.packages).toLocaleString('en-GB')} packages, ` +
    `${Number(counts!.travel_events).toLocaleString('en-GB')} travel events, ${Number(counts!.users).toLocaleString('en-GB')} users`,
  `${cpu.length} × ${cpu[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB; Node ${process.version}; ` +
    `load average ${loadBefore} before, ${load()} after; autocannon ${CONNECTIONS} connections, ${DURATION} s per row, then ${ALONE_SECONDS} s at 1 connection`,
  '',
  `| call | req/s | p50 ms | p99 ms | errors | × bare | × PK select | 1 connection: p95 · p97.5 ms | server CPU µs/request |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...[bare, pk, ...rows].map(
    (r) =>
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / bare.rps).toFixed(2)} | ${(r.rps / pk.rps).toFixed(2)} | ${r.alone ? `${r.alone.p95} · ${r.alone.p97_5}` : '–'} | ${r.cpuUs === undefined ? '–' : r.cpuUs.toFixed(0)} |`,
  ),
  '',
];
console.log(lines.join('\n'));

// The documents, each on a server started for it: its peak memory is then the document's, not what the
// load of the rows above left in the heap (the export streams in keyset batches, so its peak stays flat
// whatever the row count).
log(`Documents (load ${load()})`);
const documentRun = async (request: (base: string, token: Record<string, string>) => Promise<Response>) => {
  const server = await start('dist/main.js', {});
  const token = await login('admin@bench.test', server.base);
  const before = peakMb(server.pid);
  const result = await timed(server.pid, () => request(server.base, token));
  await server.stop();
  return { ...result, before };
};
const labels = await documentRun((base, token) =>
  fetch(`${base}/api/v1/shipments/labels/download/`, {
    method: 'POST',
    headers: { ...token, 'content-type': 'application/json' },
    body: JSON.stringify({ booking_ids: labelIds }),
  }),
);
const csv = await documentRun((base, token) =>
  fetch(`${base}/api/v1/shipments/export.csv?status=all`, { headers: token }),
);
console.log(
  [
    '| document | time | server RSS before | server peak RSS | size |',
    '|---|---:|---:|---:|---:|',
    `| CSV export of every package | ${csv.seconds.toFixed(1)} s | ${csv.before.toFixed(0)} MB | ${csv.peak.toFixed(0)} MB | ${(csv.bytes / 2 ** 20).toFixed(1)} MB |`,
    `| 100-label PDF | ${labels.seconds.toFixed(1)} s | ${labels.before.toFixed(0)} MB | ${labels.peak.toFixed(0)} MB | ${(labels.bytes / 2 ** 20).toFixed(1)} MB |`,
  ].join('\n'),
);
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
