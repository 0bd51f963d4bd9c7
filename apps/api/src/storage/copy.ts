/**
 * `npm run storage:copy`: copies the files of the disk store (DATA_DIR/uploads) into the bucket named by
 * S3_BUCKET (with S3_ENDPOINT, S3_REGION, the SDK's credentials, as the server reads them), so that an
 * installation can switch to STORAGE=s3. Safe to run while the server runs and to run again (README,
 * "Moving files to S3").
 */
import path from 'node:path';
import { ConfigError, storageConfigFromEnv } from '../config.ts';
import { createS3Store, StorageError } from '../lib/s3-store.ts';
import { createDiskStore } from '../lib/storage.ts';
import { copyFiles } from './copy-files.ts';

const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data');
const uploads = path.join(dataDir, 'uploads');
if (!process.env.S3_BUCKET) {
  process.stderr.write(
    `storage:copy needs S3_BUCKET, the bucket to copy ${uploads} into (with S3_ENDPOINT, S3_REGION and the key pair as the server reads them).\n`,
  );
  process.exit(1);
}
try {
  const target = storageConfigFromEnv({ ...process.env, STORAGE: 's3' }, dataDir);
  if (target.kind !== 's3') throw new Error('unreachable: the target is always the bucket');
  const bucket = await createS3Store(target);
  try {
    process.stdout.write(`Copying the files in ${uploads} to the S3 bucket "${target.bucket}"\n`);
    await copyFiles(createDiskStore(uploads), bucket, (line) => process.stdout.write(`${line}\n`));
  } finally {
    bucket.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof StorageError)) throw error;
  process.stderr.write(`${error.message}\n`);
  if (error instanceof StorageError)
    process.stderr.write('Run it again to carry on: the files copied already are skipped.\n');
  process.exit(1);
}
