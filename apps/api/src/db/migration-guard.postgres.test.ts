import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, expect, test } from 'vitest';
import { databaseUrlFor } from '../../test/database-url.ts';
import { MIGRATIONS_DIR, openPostgres } from './client.ts';
import { knownMigrations } from './migration-guard.ts';

// Several API processes share one PostgreSQL server; an embedded database has one process by construction.
const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `ukgh_migrate_${randomBytes(4).toString('hex')}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
afterAll(async () => {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

test('processes starting at once take turns: every one starts, each migration is applied once', async () => {
  await admin.unsafe(`create database ${name}`);
  const processes = Array.from({ length: 4 }, () =>
    openPostgres(databaseUrlFor(serverUrl, name), { max: 2 }),
  );
  try {
    await Promise.all(processes.map((database) => database.migrate()));
    const result = (await processes[0]!.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { n: number }[];
    expect(result[0]!.n).toBe(knownMigrations(MIGRATIONS_DIR).length);
  } finally {
    for (const database of processes) await database.close();
  }
});
