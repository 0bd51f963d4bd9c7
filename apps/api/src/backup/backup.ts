/** `npm run backup [-- file.tar]`: the embedded database and the stored files in one archive. */
import path from 'node:path';
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
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
