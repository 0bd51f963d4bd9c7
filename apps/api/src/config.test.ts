import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-config-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });

describe('file storage settings', () => {
  it('keeps files on the disk, in DATA_DIR/uploads, unless told otherwise', () => {
    expect(load({}).storage).toEqual({ kind: 'disk', root: path.join(dataDir, 'uploads') });
  });

  it('refuses STORAGE=s3 without S3_BUCKET, saying what is missing', () => {
    expect(() => load({ STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => load({ STORAGE: 's3', S3_BUCKET: '' })).toThrow(/S3_BUCKET: STORAGE=s3 needs S3_BUCKET/);
  });

  it('addresses AWS itself by bucket host name, in us-east-1 unless S3_REGION says otherwise', () => {
    expect(load({ STORAGE: 's3', S3_BUCKET: 'files' }).storage).toEqual({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(load({ STORAGE: 's3', S3_BUCKET: 'files', S3_REGION: 'eu-west-2' }).storage).toMatchObject({
      region: 'eu-west-2',
    });
  });

  it('uses path-style addresses with S3_ENDPOINT unless S3_FORCE_PATH_STYLE=off', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(load(s3).storage).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(load({ ...s3, S3_FORCE_PATH_STYLE: 'off' }).storage).toMatchObject({ forcePathStyle: false });
    expect(load({ STORAGE: 's3', S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'on' }).storage).toMatchObject({
      forcePathStyle: true,
    });
    expect(() => load({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('passes the key pair from the environment on, and leaves the SDK its own chain without one', () => {
    const env = { STORAGE: 's3', S3_BUCKET: 'files' };
    expect(load({ ...env, AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' }).storage).toMatchObject({
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret', sessionToken: undefined },
    });
    expect(load({ ...env, AWS_ACCESS_KEY_ID: 'id' }).storage).toMatchObject({ credentials: undefined });
  });

  it('the server refuses to start with STORAGE=s3 and no bucket, and says why', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: '', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Refusing to start: S3_BUCKET: STORAGE=s3 needs S3_BUCKET, the name of the bucket that holds the uploaded files\n',
    );
  });
});

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
/** Without the JWT_SECRET `load` sets. */
const loadBare = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

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
    expect(() => loadBare({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadBare({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET must be set when NODE_ENV=production/,
    );
    // An environment file's `JWT_SECRET=` line sets nothing.
    expect(() => loadBare({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow(/JWT_SECRET must be set/);
  });

  it('is used as given in production, and generated into DATA_DIR only outside it', () => {
    expect(loadBare({ NODE_ENV: 'production', JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(loadBare({ NODE_ENV: 'development' }).jwtSecret).toHaveLength(64);
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
