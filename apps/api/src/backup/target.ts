import path from 'node:path';
import type { BackupTarget } from './archive.ts';

/**
 * DATA_DIR and DATABASE_URL as the server reads them (config.ts), without the rest of its configuration:
 * loading that would create a JWT secret in the data folder being restored.
 */
export const backupTargetFromEnv = (env: NodeJS.ProcessEnv = process.env): BackupTarget => ({
  dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data'),
  databaseUrl: env.DATABASE_URL || undefined,
});
