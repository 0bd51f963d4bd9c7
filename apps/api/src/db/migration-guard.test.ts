import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, expect, test } from 'vitest';
import { databaseUrlFor } from '../../test/database-url.ts';
import { MIGRATIONS_DIR, openPglite, openPostgres } from './client.ts';
import { knownMigrations, UnknownMigrationError } from './migration-guard.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A fresh, empty database on the test server, or an in-memory PGlite. */
const emptyDatabase = async () => {
  if (!serverUrl) return { open: () => openPglite(), drop: async () => {} };
  const name = `ukgh_migrate_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  return {
    open: () => openPostgres(databaseUrlFor(serverUrl, name), { max: 2 }),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

test('a database migrated by a newer build is refused at start, with the reason', async () => {
  const target = await emptyDatabase();
  drops.push(target.drop);
  const database = target.open();
  try {
    await database.migrate();
    const newest = Math.max(...knownMigrations(MIGRATIONS_DIR).map((entry) => entry.when));
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${newest + 1000})`,
    );
    const refusal = database.migrate();
    await expect(refusal).rejects.toBeInstanceOf(UnknownMigrationError);
    await expect(refusal).rejects.toThrow(/migrated by a newer version/);
  } finally {
    await database.close();
  }
});

test('migrating again is a no-op that keeps one record per migration', async () => {
  const target = await emptyDatabase();
  drops.push(target.drop);
  const database = target.open();
  try {
    await database.migrate();
    await database.migrate();
    const result = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown;
    const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
    expect(rows[0].n).toBe(knownMigrations(MIGRATIONS_DIR).length);
  } finally {
    await database.close();
  }
});
