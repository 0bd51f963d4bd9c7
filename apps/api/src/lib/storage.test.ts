import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { createS3Store, StorageError } from './s3-store.ts';
import { createDiskStore, type FileStore, streamToBuffer } from './storage.ts';

const s3 = await startS3Server();
const diskRoot = await mkdtemp(path.join(tmpdir(), 'ukgh-store-'));
afterAll(() => rm(diskRoot, { recursive: true, force: true }));

const s3Config = {
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
};
const stores: [string, FileStore][] = [
  ['disk', createDiskStore(diskRoot)],
  ['s3', await createS3Store(s3Config)],
];
afterAll(() => {
  for (const [, store] of stores) store.close();
});

/** A stream that hands over `data` in small chunks, as a socket or a file would. */
const chunked = (data: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
    })(),
  );

describe.each(stores)('the %s store', (_kind, store) => {
  it('stores a buffer under a fresh key in its folder and gives the same bytes back', async () => {
    const data = randomBytes(2048);
    const key = await store.put('receipts', data, 'pdf');
    expect(key).toMatch(/^receipts\/[0-9a-f-]{36}\.pdf$/);
    expect((await store.get(key))?.equals(data)).toBe(true);
    expect(await store.stat(key)).toEqual({ size: 2048 });
  });

  it('takes a stream larger than one multipart part and streams it back', async () => {
    const data = randomBytes(9 * 1024 * 1024);
    const key = await store.put('proofs', chunked(data), 'png');
    const file = await store.getStream(key);
    expect(file).toMatchObject({ size: data.length, length: data.length });
    expect((await streamToBuffer(file!.body)).equals(data)).toBe(true);
  });

  it('streams a range of a file, and nothing for a range past its end', async () => {
    const data = randomBytes(1000);
    const key = await store.put('receipts', data, 'pdf');
    const middle = await store.getStream(key, { start: 100, end: 199 });
    expect(middle).toMatchObject({ size: 1000, length: 100 });
    expect((await streamToBuffer(middle!.body)).equals(data.subarray(100, 200))).toBe(true);
    const tail = await store.getStream(key, { start: 990 });
    expect(tail).toMatchObject({ size: 1000, length: 10 });
    expect((await streamToBuffer(tail!.body)).equals(data.subarray(990))).toBe(true);
    const past = await store.getStream(key, { start: 5000 });
    expect(past).toMatchObject({ size: 1000, length: 0 });
    expect((await streamToBuffer(past!.body)).length).toBe(0);
  });

  it('answers null for a missing key and for a key of another shape', async () => {
    const missing = `receipts/${randomUUID()}.pdf`;
    expect(await store.get(missing)).toBeNull();
    expect(await store.getStream(missing)).toBeNull();
    expect(await store.stat(missing)).toBeNull();
    expect(await store.get('../jwt-secret')).toBeNull();
    expect(await store.getStream('receipts/../../x.pdf')).toBeNull();
  });

  it('refuses to write or remove under a key of another shape', async () => {
    await expect(store.putAt('../outside.pdf', Buffer.from('x'))).rejects.toThrow('Invalid file key');
    await expect(store.put('../up', Buffer.from('x'), 'pdf')).rejects.toThrow('Invalid file key');
    await expect(store.remove('avatars/../../etc.webp')).rejects.toThrow('Invalid file key');
  });

  it('removes a file; removing it again is no error', async () => {
    const key = await store.put('avatars', randomBytes(10), 'webp');
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('stores at a given key and lists every stored file with its size', async () => {
    const key = `avatars/${randomUUID()}.webp`;
    await store.putAt(key, chunked(randomBytes(300), 100));
    const listed = new Map<string, number>();
    for await (const file of store.list()) listed.set(file.key, file.size);
    expect(listed.get(key)).toBe(300);
    expect([...listed.keys()].every((k) => /^[a-z-]+\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(k))).toBe(true);
  });
});

describe('a bucket that refuses', () => {
  it('names the bucket and says it does not exist', async () => {
    const store = await createS3Store({ ...s3Config, bucket: 'no-such-bucket' });
    try {
      const failure = store.put('receipts', Buffer.from('x'), 'pdf');
      await expect(failure).rejects.toBeInstanceOf(StorageError);
      await expect(failure).rejects.toThrow(/S3 bucket "no-such-bucket" refused to store .*NoSuchBucket/);
      await expect(store.getStream(`receipts/${randomUUID()}.pdf`)).rejects.toThrow(/NoSuchBucket/);
    } finally {
      store.close();
    }
  });

  it('says access is denied to keys it does not accept', async () => {
    const store = await createS3Store({
      ...s3Config,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' },
    });
    try {
      await expect(store.put('receipts', Buffer.from('x'), 'pdf')).rejects.toThrow(
        /S3 bucket "ukgh-test-files" refused to store .*InvalidAccessKeyId, access denied/,
      );
      await expect(store.getStream(`receipts/${randomUUID()}.pdf`)).rejects.toThrow(/access denied/);
      await expect(store.stat(`receipts/${randomUUID()}.pdf`)).rejects.toMatchObject({ unavailable: false });
    } finally {
      store.close();
    }
  });

  it('says when nothing answers at the endpoint, and that a retry may succeed', async () => {
    const store = await createS3Store({ ...s3Config, endpoint: 'http://127.0.0.1:1' });
    try {
      await expect(store.stat(`receipts/${randomUUID()}.pdf`)).rejects.toThrow(
        /S3 bucket "ukgh-test-files" could not be reached to read/,
      );
      await expect(store.get(`receipts/${randomUUID()}.pdf`)).rejects.toMatchObject({ unavailable: true });
    } finally {
      store.close();
    }
  });
});
