import { Readable } from 'node:stream';
import type { S3ServiceException } from '@aws-sdk/client-s3';
import {
  assertFileKey,
  type FileData,
  type FileStore,
  InvalidFileKeyError,
  isFileKey,
  type StoredFile,
  storeBasics,
} from './storage.ts';

export interface S3StoreConfig {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Backblaze, Ceph); unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Explicit keys when the environment gives them; otherwise the SDK's own chain (profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** The bucket refused a request or could not be reached; the message names the bucket and what to check. */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  /** Not reached, or failing on its side (5xx): the request may succeed when tried again (a 503). */
  readonly unavailable: boolean;
  constructor(message: string, options: { cause: unknown; unavailable: boolean }) {
    super(message, { cause: options.cause });
    this.unavailable = options.unavailable;
  }
}

const CREDENTIAL_ERRORS = new Set([
  'AccessDenied',
  'Forbidden',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
]);

/** An error the bucket answered (as opposed to one on the way to it). */
const isServiceError = (error: unknown): error is S3ServiceException =>
  error instanceof Error && '$metadata' in error && '$fault' in error;

const explain = (bucket: string, action: string, key: string, error: unknown) => {
  // Our own refusals (a bad key, an error explained already) pass through as they are.
  if (error instanceof StorageError || error instanceof InvalidFileKeyError) return error;
  if (isServiceError(error)) {
    const hint =
      error.name === 'NoSuchBucket'
        ? 'the bucket does not exist (check S3_BUCKET and S3_ENDPOINT)'
        : CREDENTIAL_ERRORS.has(error.name) || error.$metadata.httpStatusCode === 403
          ? 'access denied (check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket policy)'
          : error.message;
    return new StorageError(`S3 bucket "${bucket}" refused to ${action} ${key}: ${error.name}, ${hint}`, {
      cause: error,
      unavailable: error.$fault === 'server',
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new StorageError(`S3 bucket "${bucket}" could not be reached to ${action} ${key}: ${reason}`, {
    cause: error,
    unavailable: true,
  });
};

const isMissing = (error: unknown) =>
  isServiceError(error) &&
  (error.name === 'NoSuchKey' || (error.name === 'NotFound' && error.$metadata.httpStatusCode === 404));

/**
 * Files in an S3-compatible bucket, shared by every API process; never public (no ACL is set). The SDK is
 * imported here, not at the top: a server on the disk store never loads it.
 */
export const createS3Store = async (config: S3StoreConfig): Promise<FileStore> => {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    PutObjectCommand,
    paginateListObjectsV2,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request rather than holding it until the client gives up.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const attempt = async <T>(action: string, key: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      throw explain(Bucket, action, key, error);
    }
  };
  const write = (key: string, data: FileData) =>
    attempt('store', key, async () => {
      assertFileKey(key);
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
        return;
      }
      // Multipart for a stream of unknown length: parts of 8 MB, two in flight, never the whole file.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: data },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      }).done();
    });
  const stat = (key: string) =>
    attempt('read', key, async () => {
      if (!isFileKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  const getStream = (key: string, range?: { start: number; end?: number }) =>
    attempt('read', key, async (): Promise<StoredFile | null> => {
      if (!isFileKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const length = answer.ContentLength ?? 0;
        const total = answer.ContentRange?.match(/\/(\d+)$/)?.[1];
        return { body: answer.Body as Readable, size: total ? Number(total) : length, length };
      } catch (error) {
        if (isMissing(error)) return null;
        // A range past the end is empty, as the disk store answers it.
        if (range && isServiceError(error) && error.name === 'InvalidRange') {
          const found = await stat(key);
          return found ? { body: Readable.from([]), size: found.size, length: 0 } : null;
        }
        throw error;
      }
    });
  return {
    ...storeBasics(write, getStream),
    stat,
    async *list() {
      const pages = paginateListObjectsV2({ client }, { Bucket });
      try {
        for await (const page of pages)
          for (const object of page.Contents ?? [])
            if (object.Key && isFileKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
      } catch (error) {
        throw explain(Bucket, 'list', 'its files', error);
      }
    },
    remove: (key) =>
      attempt('remove', key, async () => {
        assertFileKey(key);
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      }),
    close: () => client.destroy(),
  };
};
