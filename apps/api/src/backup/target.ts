import path from 'node:path';
import { ConfigError, storageConfigFromEnv } from '../config.ts';
import { BackupError, type BackupTarget } from './archive.ts';

/**
 * DATA_DIR, DATABASE_URL and the file store as the server reads them (config.ts), without the rest of its
 * configuration: loading that would create a JWT secret in the data folder being restored.
 */
export const backupTargetFromEnv = (env: NodeJS.ProcessEnv = process.env): BackupTarget => {
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
  try {
    return {
      dataDir,
      databaseUrl: env.DATABASE_URL || undefined,
      storage: storageConfigFromEnv(env, dataDir),
    };
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(error.message);
    throw error;
  }
};
