import { openDatabase } from './client.ts';
import { UnknownMigrationError } from './migration-guard.ts';

/**
 * The database of a server or worker process, migrated under the shared lock; a database migrated by a newer
 * build is refused with its message and exit code 1, since running old code on it could corrupt it.
 */
export const openMigratedDatabaseOrExit = async (config: Parameters<typeof openDatabase>[0]) => {
  const database = openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    if (!(error instanceof UnknownMigrationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  return database;
};
