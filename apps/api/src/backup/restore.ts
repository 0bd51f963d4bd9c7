/** `npm run restore -- file.tar [--force]`: puts a backup's database and files back in DATA_DIR. */
import path from 'node:path';
import { StorageError } from '../lib/s3-store.ts';
import { BackupError, restoreBackup } from './archive.ts';
import { backupTargetFromEnv } from './target.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  process.stderr.write('Usage: npm run restore -- <backup.tar> [--force]\n');
  process.exit(1);
}
try {
  const target = backupTargetFromEnv();
  const restored = await restoreBackup(target, path.resolve(process.env.INIT_CWD ?? process.cwd(), file), {
    force: args.includes('--force'),
  });
  process.stdout.write(`Restored the backup of ${restored.created_at} into ${target.dataDir}\n`);
} catch (error) {
  // A bucket that refuses (STORAGE=s3) is told as plainly as a refused backup.
  if (!(error instanceof BackupError || error instanceof StorageError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
