import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll } from 'vitest';

/** The key pair of s3rver's one account; another access key id is refused as S3 refuses it. */
export const S3RVER_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver, in this process, on loopback, objects in a temporary folder) with one
 * bucket; stopped after the file. `env` is what an app needs to keep its files there (STORAGE=s3).
 */
export const startS3Server = async (bucket = 'ukgh-test-files') => {
  const directory = await mkdtemp(path.join(tmpdir(), 'ukgh-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // s3rver signs a bucket-level request (a listing) without the trailing slash the v3 SDK signs, so it
    // would refuse every listing: it compares no signatures, but still refuses an unknown access key.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  const env: Record<string, string> = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    ...S3RVER_KEYS,
  };
  return { endpoint, bucket, directory, env };
};
