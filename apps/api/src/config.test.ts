import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-config-'));
const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

/** Runs an entry point as `npm start` / `npm run worker` would, from its sources; its exit code and stderr. */
const runEntry = async (entry: string, env: Record<string, string>) => {
  const child = spawn(process.execPath, [fileURLToPath(new URL(entry, import.meta.url))], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  return { code, stderr };
};

describe('JWT_SECRET in production', () => {
  it('must be set when NODE_ENV=production: loading refuses with a message naming it', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set when NODE_ENV=production/);
    // An environment file's `JWT_SECRET=` line sets nothing.
    expect(() => load({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow(/JWT_SECRET must be set/);
  });

  it('is used as given in production, and generated into DATA_DIR only outside it', () => {
    expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(load({ NODE_ENV: 'development' }).jwtSecret).toHaveLength(64);
  });

  it('stops the API process and the worker with that message and exit code 1, no stack', async () => {
    for (const entry of ['./main.ts', './worker.ts']) {
      const { code, stderr } = await runEntry(entry, { NODE_ENV: 'production' });
      expect(code, stderr).toBe(1);
      expect(stderr).toContain('JWT_SECRET must be set when NODE_ENV=production');
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe('background work in an API process', () => {
  it('runs mail and housekeeping by default', () => {
    const config = load({});
    expect(config.mailWorker.enabled).toBe(true);
    expect(config.housekeeping).toBe(true);
  });

  it('MAIL_WORKER=off stops mail only; WORKER=off stops mail and housekeeping', () => {
    const mailOff = load({ MAIL_WORKER: 'off' });
    expect([mailOff.mailWorker.enabled, mailOff.housekeeping]).toEqual([false, true]);
    const workerOff = load({ WORKER: 'off' });
    expect([workerOff.mailWorker.enabled, workerOff.housekeeping]).toEqual([false, false]);
    expect(() => load({ WORKER: 'no' })).toThrow(ConfigError);
  });
});

describe('database and shutdown settings', () => {
  it('DB_POOL_SIZE is 10 connections unless set, and a whole number of at least one', () => {
    expect(load({}).dbPoolSize).toBe(10);
    expect(load({ DB_POOL_SIZE: '3' }).dbPoolSize).toBe(3);
    for (const bad of ['0', '2.5', 'many']) expect(() => load({ DB_POOL_SIZE: bad })).toThrow(/DB_POOL_SIZE/);
  });

  it('DB_PGBOUNCER is off unless on, and DATABASE_DIRECT_URL is kept apart from DATABASE_URL', () => {
    expect(load({}).dbPgbouncer).toBe(false);
    const pooled = load({
      DB_PGBOUNCER: 'on',
      DATABASE_URL: 'postgres://app@127.0.0.1:6432/ukgh',
      DATABASE_DIRECT_URL: 'postgres://app@127.0.0.1:5432/ukgh',
    });
    expect(pooled.dbPgbouncer).toBe(true);
    expect(pooled.databaseDirectUrl).toBe('postgres://app@127.0.0.1:5432/ukgh');
    expect(load({ DATABASE_URL: 'postgres://app@127.0.0.1:5432/ukgh' }).databaseDirectUrl).toBeUndefined();
  });

  it('SHUTDOWN_READY_DELAY_SECONDS is 5 s unless set; 0 turns the wait off; negative is refused', () => {
    expect(load({}).shutdownReadyDelayMs).toBe(5000);
    expect(load({ SHUTDOWN_READY_DELAY_SECONDS: '0' }).shutdownReadyDelayMs).toBe(0);
    expect(() => load({ SHUTDOWN_READY_DELAY_SECONDS: '-1' })).toThrow(/SHUTDOWN_READY_DELAY_SECONDS/);
  });
});
