/**
 * The real server (`src/main.ts`, the module `npm start` runs once bundled by build.ts) in a process of its own, on a database that
 * outlives the process: a PGlite data folder, or a PostgreSQL database of its own when TEST_DATABASE_URL is
 * set. For the tests that kill, stop or duplicate the server (reliability, SECURITY.md "Nothing lost").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { databaseUrlFor } from './database-url.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const WORKER = fileURLToPath(new URL('../src/worker.ts', import.meta.url));

/** A port nobody listens on right now. */
export const freePort = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
};

export interface DurableDatabase {
  /** DATA_DIR (uploads, mail files; the PGlite data in `pglite/`) and, on PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  dataDir: string;
  /** The PostgreSQL URL (undefined on PGlite). */
  url?: string;
  /** Opens the database from the test (on PGlite only while no server process has it open). */
  open(): Database;
  drop(): Promise<void>;
}

/** A migrated database that survives its processes: a copy of the test run's template. */
export const durableDatabase = async (): Promise<DurableDatabase> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-durable-'));
  const template = inject('templateDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${template}`);
    const url = databaseUrlFor(serverUrl, name);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      dataDir,
      url,
      open: () => openPostgres(url, { max: 4 }),
      drop: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  const seed = openPglite({
    dataDir: pgliteDir,
    loadDataDir: new Blob([await readFile(inject('pgliteDump'))]),
  });
  await seed.ping(); // unpacks the template into the folder
  await seed.close();
  return {
    env: { DATA_DIR: dataDir },
    dataDir,
    open: () => openPglite({ dataDir: pgliteDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
};

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stderr (startup failures, errors). */
  stderr(): string;
}

/** Starts `src/main.ts` and resolves once `/api/health` answers 200. */
export const startServer = async (
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
      MAIL_WORKER: 'off',
      WEB_DIST: path.join(tmpdir(), 'ukgh-no-web'),
      TEST_DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 240_000);
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`the server exited while starting:\n${errors}`);
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, url, child, exited, stderr: () => errors };
};

/** Starts `src/worker.ts` (`npm run worker`) and resolves once it says it is running. */
export const startWorker = async (
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<Omit<ServerProcess, 'port' | 'url'>> => {
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      TEST_DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const running = new Promise<boolean>((resolve) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('worker running')) resolve(true);
    });
    void exited.then(() => resolve(false));
    setTimeout(() => resolve(false), options.timeoutMs ?? 240_000).unref();
  });
  if (!(await running)) {
    child.kill('SIGKILL');
    throw new Error(`the worker did not start:\n${errors}${output}`);
  }
  return { child, exited, stderr: () => errors };
};

/** Stops a server the test started, whatever state it is in. */
export const stopServer = async (server: Pick<ServerProcess, 'child' | 'exited'> | undefined) => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
};

/** A JSON call to a server process: status and parsed body. */
export const call = async (
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json: json as Record<string, unknown> & { [k: string]: unknown } };
};
