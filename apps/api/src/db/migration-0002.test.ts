import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, expect, test } from 'vitest';
import { databaseUrlFor } from '../../test/database-url.ts';
import { type Database, MIGRATIONS_DIR, openPglite, openPostgres } from './client.ts';
import { knownMigrations } from './migration-guard.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

const emptyDatabase = async (): Promise<Database> => {
  if (!serverUrl) return openPglite();
  const name = `ukgh_m0002_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  drops.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return openPostgres(databaseUrlFor(serverUrl, name), { max: 2 });
};

/** Brings an empty database to a migration as the migrator would have: its SQL, then its journal row. */
const migrateUpTo = async (database: Database, lastTag: string) => {
  await database.db.execute(sql`create schema if not exists drizzle`);
  await database.db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const { tag, when } of knownMigrations(MIGRATIONS_DIR)) {
    const text = readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await database.db.execute(sql.raw(statement));
    }
    const hash = createHash('sha256').update(text).digest('hex');
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${when})`,
    );
    if (tag === lastTag) return;
  }
};

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};

test('migration 0002 normalises the statuses written before it, then constrains them', async () => {
  const database = await emptyDatabase();
  try {
    await migrateUpTo(database, '0001_notification_outbox');
    // Rows as older code wrote them: synonyms, upper case, and the 'cancelled' shipment status.
    const oldRows = `

      insert into users (id, email, first_name, last_name, role, password_hash, notification_preferences)
        values ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'Old', 'Customer', 'CUSTOMER', 'x', '{}');
      insert into bookings (id, booking_code, customer_id, status, sender_name, sender_email, sender_line1,
          sender_city, sender_postcode, recipient_name, recipient_phone, recipient_line1, recipient_city,
          gh_region_code, price_quote_pence, price_quote_pesewas, gbp_to_ghs_rate, price_breakdown, confirmed_at)
        values
        ('00000000-0000-4000-8000-0000000000b1', 'BK-1', '00000000-0000-4000-8000-000000000001', 'CONFIRMED',
          'S', 's@example.com', 'L1', 'London', 'N1', 'R', '+233241234567', 'L1', 'Accra', 'GR', 1, 1, 1, '{}', now()),
        ('00000000-0000-4000-8000-0000000000b2', 'BK-2', '00000000-0000-4000-8000-000000000001', 'CANCELLED',
          'S', 's@example.com', 'L1', 'London', 'N1', 'R', '+233241234567', 'L1', 'Accra', 'GR', 1, 1, 1, '{}', null),
        ('00000000-0000-4000-8000-0000000000b3', 'BK-3', '00000000-0000-4000-8000-000000000001', 'CANCELLED',
          'S', 's@example.com', 'L1', 'London', 'N1', 'R', '+233241234567', 'L1', 'Accra', 'GR', 1, 1, 1, '{}', now());
      insert into shipments (id, booking_id, status) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', 'AT_GH_WAREHOUSE'),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000b2', 'cancelled'),
        ('00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-0000000000b3', 'cancelled');
      insert into travel_events (shipment_id, status, created_at) values
        ('00000000-0000-4000-8000-0000000000c1', 'booked', now() - interval '3 hours'),
        ('00000000-0000-4000-8000-0000000000c1', 'at_uk_warehouse', now() - interval '2 hours'),
        ('00000000-0000-4000-8000-0000000000c1', 'at_gh_warehouse', now() - interval '1 hour'),
        ('00000000-0000-4000-8000-0000000000c2', 'pending', now() - interval '2 hours'),
        ('00000000-0000-4000-8000-0000000000c2', 'cancelled', now() - interval '1 hour'),
        ('00000000-0000-4000-8000-0000000000c3', 'Cancelled', now());
    `;
    for (const statement of oldRows.split(';').filter((part) => part.trim()))
      await database.db.execute(sql.raw(statement));

    await database.migrate(); // applies 0002 only

    const shipmentRows = await rows<{ id: string; status: string }>(
      database,
      sql`select id::text, status from shipments order by id`,
    );
    expect(shipmentRows.map((r) => r.status)).toEqual([
      'at_ghana_warehouse', // upper case and a synonym
      'pending', // cancelled: its last real status
      'confirmed', // cancelled with no real status in its history, but it had been confirmed
    ]);
    const events = await rows<{ status: string }>(
      database,
      sql`select status from travel_events order by shipment_id, created_at`,
    );
    expect(events.map((e) => e.status)).toEqual([
      'pending',
      'at_warehouse',
      'at_ghana_warehouse',
      'pending',
      'cancelled',
      'cancelled',
    ]);
    await expect(database.db.execute(sql`update shipments set status = 'at_uk_warehouse'`)).rejects.toThrow();
  } finally {
    await database.close();
  }
});
