import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build knows, by the timestamp Drizzle records for each one it applies. */
export const knownMigrations = (migrationsDir: string): JournalEntry[] => {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as JournalEntry[]).map(({ tag, when }) => ({ tag, when }));
};

/** postgres.js answers a row list, PGlite an object holding `rows`. */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
};

export class UnknownMigrationError extends Error {}

/**
 * Refuses a database that a newer build has migrated: running old code on a newer schema would write rows
 * the newer code no longer expects, so stopping at start is the only safe answer.
 */
export const assertNoUnknownMigrations = async (db: Db, migrationsDir: string) => {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return;
  const applied = await rowsOf<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations`,
  );
  const known = new Set(knownMigrations(migrationsDir).map((entry) => String(entry.when)));
  const unknown = applied.filter((row) => !known.has(row.created_at));
  if (unknown.length > 0)
    throw new UnknownMigrationError(
      `The database has ${unknown.length} migration(s) this version of the server does not know: it was migrated by a newer version. Refusing to start; run the newer version or restore a matching backup.`,
    );
};

/** Any fixed number shared by every API process; PostgreSQL serialises the migrations of processes starting at once. */
export const MIGRATION_LOCK_KEY = 7_340_112_233;
