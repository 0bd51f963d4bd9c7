import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { assertNoUnknownMigrations, MIGRATION_LOCK_KEY } from './migration-guard.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers give this interface; services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A service function may run on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const openPostgres = (url: string, options: { max?: number } = {}): Database => {
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // A connection of its own holds a session lock while this process checks and migrates, so API processes
      // that start together migrate one after the other instead of racing on the same DDL.
      const lock = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await assertNoUnknownMigrations(db, MIGRATIONS_DIR);
        await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.end({ timeout: 5 }); // ending the session releases its lock
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
};

/** PGlite from a data directory, or from a dumped data directory (tests), or in memory. */
export const openPglite = (options: { dataDir?: string; loadDataDir?: Blob } = {}): Database => {
  // pg_trgm backs the packages hub's contains-searches (migration 0003 creates it); PGlite loads it on demand.
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process at a time can open a PGlite data directory, so there is no race to lock against.
    migrate: async () => {
      await assertNoUnknownMigrations(db, MIGRATIONS_DIR);
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // Exposed for the test harness, which dumps a migrated database once and loads it per file.
    ...{ client },
  };
};

export const openDatabase = (config: { databaseUrl?: string; dataDir: string }): Database =>
  config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
