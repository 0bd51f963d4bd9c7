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
