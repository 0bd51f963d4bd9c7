import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { createS3Store } from '../lib/s3-store.ts';
import { createDiskStore } from '../lib/storage.ts';
import { copyFiles } from './copy-files.ts';

const s3 = await startS3Server();
const root = await mkdtemp(path.join(tmpdir(), 'ukgh-copy-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const bucketIn = (bucket: string) =>
  createS3Store({
    bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
const bucket = await bucketIn(s3.bucket);
afterAll(() => bucket.close());

/** A disk store in a data folder of its own, holding `count` files of random bytes. */
const dataFolder = async (count: number) => {
  const dataDir = await mkdtemp(path.join(root, 'data-'));
  const disk = createDiskStore(path.join(dataDir, 'uploads'));
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    const data = randomBytes(1000 + n);
    files.set(await disk.put(n % 2 ? 'receipts' : 'proofs', data, n % 2 ? 'pdf' : 'webp'), data);
  }
  return { dataDir, disk, files };
};

/** Runs `npm run storage:copy`'s script as npm does; resolves with its exit code and output. */
const script = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./copy.ts', import.meta.url))], {
    env: { ...process.env, INIT_CWD: root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
};

describe('copying the disk store into the bucket', () => {
  it('copies every file under its key and prints n/N with the bytes done', async () => {
    const { disk, files } = await dataFolder(3);
    const lines: string[] = [];
    const result = await copyFiles(disk, bucket, (line) => lines.push(line));
    expect(result).toMatchObject({ files: 3, copied: 3, skipped: 0, totalBytes: 3003 });
    for (const [key, data] of files) expect((await bucket.get(key))?.equals(data), key).toBe(true);
    expect(lines.slice(0, 3).map((line) => line.replace(/ \S+\/\S+ /, ' KEY '))).toEqual([
      expect.stringMatching(/^\[1\/3\] KEY copied \(.+ of 2\.9 KB\)$/),
      expect.stringMatching(/^\[2\/3\] KEY copied \(.+ of 2\.9 KB\)$/),
      '[3/3] KEY copied (2.9 KB of 2.9 KB)',
    ]);
    expect(lines.at(-1)).toBe('3 files, 2.9 KB: 3 copied, 0 already there.');
  });

  it('run again, copies nothing; after a copy cut short, copies the rest and the cut file again', async () => {
    const { disk, files } = await dataFolder(4);
    const [first, second] = [...files.keys()].sort();
    // An earlier run stopped after the first file and half way through the second.
    await bucket.putAt(first!, files.get(first!)!);
    await bucket.putAt(second!, files.get(second!)!.subarray(0, 10));
    const resumed = await copyFiles(disk, bucket, () => {});
    expect(resumed).toMatchObject({ files: 4, copied: 3, skipped: 1 });
    expect((await bucket.get(second!))?.equals(files.get(second!)!)).toBe(true);
    const lines: string[] = [];
    expect(await copyFiles(disk, bucket, (line) => lines.push(line))).toMatchObject({
      copied: 0,
      skipped: 4,
    });
    expect(lines.filter((line) => line.includes('already there ('))).toHaveLength(4);
  });

  it('npm run storage:copy copies DATA_DIR/uploads into S3_BUCKET', async () => {
    const { dataDir, files } = await dataFolder(2);
    const run = await script({ DATA_DIR: dataDir, ...s3.env, STORAGE: '' });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`to the S3 bucket "${s3.bucket}"`);
    expect(run.output).toContain('[2/2]');
    expect(run.output).toContain('2 files, 2.0 KB: 2 copied, 0 already there.');
    for (const [key, data] of files) expect((await bucket.get(key))?.equals(data)).toBe(true);
  });

  it('npm run storage:copy says what is wrong without a bucket, or with one that refuses', async () => {
    const { dataDir } = await dataFolder(1);
    const none = await script({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: '' });
    expect(none.code).toBe(1);
    expect(none.output).toContain(`storage:copy needs S3_BUCKET, the bucket to copy ${dataDir}/uploads into`);
    const missing = await script({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: `gone-${randomUUID()}` });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/refused to store .*NoSuchBucket/);
    expect(missing.output).toContain('Run it again to carry on');
  });
});
