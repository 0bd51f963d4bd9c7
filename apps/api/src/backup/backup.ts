/** `npm run backup [-- file.tar]`: the embedded database and the stored files in one archive. */
import path from 'node:path';
import { StorageError } from '../lib/s3-store.ts';
import { BackupError, createBackup } from './archive.ts';
import { backupTargetFromEnv } from './target.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? path.join('backups', `ukgh-backup-${stamp}.tar`),
);
try {
  const made = await createBackup(backupTargetFromEnv(), file);
  process.stdout.write(`Backup written to ${made.file}\n`);
} catch (error) {
  // A bucket that refuses (STORAGE=s3) is told as plainly as a refused backup.
  if (!(error instanceof BackupError || error instanceof StorageError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
