import { aliasedTable, Column, eq, is, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { mapResultRow } from './drizzle-row-mapper.ts';
import { bookings, payments, shipments, travelEvents, users } from './schema.ts';

type SelectedField = { path: string[]; field: unknown };
/** Drizzle's own, which its types leave out (internal). */
const { mapResultRow: drizzleMapResultRow, orderSelectedFields } = drizzleUtils as unknown as {
  mapResultRow: (columns: SelectedField[], row: unknown[], joins?: Record<string, boolean>) => unknown;
  orderSelectedFields: (fields: Record<string, unknown>) => SelectedField[];
};

/** A query builder without a database: only the selections and joins of its queries are read here. */
const db = drizzle.mock();
const agents = aliasedTable(users, 'agent');
const lastEvent = db
  .select()
  .from(travelEvents)
  .where(eq(travelEvents.shipmentId, shipments.id))
  .limit(1)
  .as('last_event');

/** The shapes the API selects: whole tables nested, aliased tables, a lateral's fields, computed columns. */
const cardQuery = db
  .select({
    booking: bookings,
    customer: users,
    shipment: shipments,
    payment: payments,
    agent: agents,
    last: { id: lastEvent.id, status: lastEvent.status, createdAt: lastEvent.createdAt },
    pickedUpAt: lastEvent.createdAt,
    // An object of two tables' columns: drizzle nulls it only when all its columns are one missing table's.
    mixed: { tracking: shipments.trackingNumber, code: bookings.bookingCode },
    count: sql<number>`count(*)`.mapWith(Number),
    label: sql<string>`'x'`,
  })
  .from(bookings)
  .leftJoin(users, eq(users.id, bookings.customerId))
  .leftJoin(shipments, eq(shipments.bookingId, bookings.id))
  .leftJoin(payments, eq(payments.bookingId, bookings.id))
  .leftJoin(agents, eq(agents.id, shipments.pickupAgentId))
  .leftJoinLateral(lastEvent, sql`true`);
const flatQuery = db.select().from(shipments);

/** What the driver gives for a column of this kind (a timestamp as text, a number as a number). */
const rawValue = (field: unknown, n: number): unknown => {
  if (!is(field, Column)) return String(n);
  switch (field.dataType) {
    case 'date':
      return `2026-11-${String(1 + (n % 28)).padStart(2, '0')} 05:00:00.${String(n % 1000).padStart(3, '0')}+00`;
    case 'number':
      return n;
    case 'boolean':
      return n % 2 === 0;
    case 'json':
      return { n };
    default:
      return `${field.name}-${n}`;
  }
};

/** A row where each column is null with the odds given (a small deterministic generator: same rows each run). */
const rowsOf = (columns: { field: unknown }[], count: number, nullOdds: number) => {
  let seed = 14;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, r) =>
    columns.map(({ field }, i) => (next() < nullOdds ? null : rawValue(field, r * 1000 + i))),
  );
};

const configOf = (query: unknown) =>
  (query as { getSQL(): unknown; config: { fields: Record<string, unknown> } }).config;

describe("the kept row mapper gives drizzle's answers", () => {
  const cases = [
    { name: 'a joined selection', query: cardQuery, joins: true },
    { name: "one table's columns", query: flatQuery, joins: false },
  ];

  for (const { name, query, joins } of cases) {
    for (const nullOdds of [0, 0.3, 0.9, 1]) {
      it(`${name}, ${nullOdds * 100} % of the values null`, () => {
        const columns = orderSelectedFields(configOf(query).fields);
        // What drizzle passes for a query with joins: whether each table's row may be missing.
        const joinsNotNullable = joins
          ? {
              bookings: true,
              users: false,
              shipments: false,
              payments: false,
              agent: false,
              last_event: false,
            }
          : undefined;
        for (const row of rowsOf(columns, 60, nullOdds)) {
          const ours = mapResultRow(columns, row, joinsNotNullable);
          expect(ours).toEqual(drizzleMapResultRow(columns, row, joinsNotNullable));
          // Read again through the mapping kept for these columns.
          expect(mapResultRow(columns, row, joinsNotNullable)).toEqual(ours);
        }
      });
    }
  }

  it('nulls a left-joined row whose first column is null, and keeps a row that must be there', () => {
    const columns = orderSelectedFields(configOf(cardQuery).fields);
    const row = columns.map(({ path, field }, i) => (path[0] === 'shipment' ? null : rawValue(field, i)));
    const joinsNotNullable = {
      bookings: true,
      users: false,
      shipments: false,
      payments: false,
      agent: false,
    };
    const mapped = mapResultRow<Record<string, unknown>>(columns, row, joinsNotNullable);
    expect(mapped.shipment).toBeNull();
    expect(mapped.booking).toMatchObject({ id: expect.any(String) });
    expect((mapped.customer as { createdAt: Date }).createdAt).toBeInstanceOf(Date);
    expect(
      mapResultRow<Record<string, unknown>>(columns, row, { ...joinsNotNullable, shipments: true }).shipment,
    ).not.toBeNull();
  });
});
