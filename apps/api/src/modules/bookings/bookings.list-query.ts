import { COUNT_CAP } from '@ukgh/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, shipments } from '../../db/schema.ts';
import { afterKey, cappedCount, decodeCursor, keysetPage, timestampText } from '../../lib/keyset.ts';
import { offsetOf } from '../../lib/pagination.ts';

/**
 * The bookings lists (My Bookings and My Shipments, Manage Bookings) over bookings ⨝ shipments, newest first:
 * a keyset page when the caller follows `next` (a cursor: an index walk from there, as fast as the first
 * page), else the `page` number as an OFFSET (what the spec's clients send; its cost grows with the page), and
 * the count capped at COUNT_CAP (lib/keyset.ts). Migration 0008 indexes the sort.
 */
export const bookingPageQuery = (db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) =>
  db
    .select({ id: bookings.id, createdAtText: timestampText(bookings.createdAt) })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);

/** The rows a capped count reads: at most COUNT_CAP + 1 of them. */
export const bookingMatchingQuery = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(where)
    .limit(COUNT_CAP + 1);

export const countBookings = (db: DbOrTx, where: SQL | undefined) =>
  cappedCount(db, bookingMatchingQuery(db, where));

export interface BookingPageInput {
  page: number;
  page_size: number;
  cursor?: string | undefined;
}

/** One page of booking ids (after the cursor, or at the page number), its capped count and the next cursor. */
export const readBookingPage = async (db: DbOrTx, where: SQL | undefined, input: BookingPageInput) => {
  const cursor = decodeCursor(input.cursor);
  const [rows, count] = await Promise.all([
    bookingPageQuery(
      db,
      and(where, afterKey(bookings.createdAt, bookings.id, cursor)),
      input.page_size + 1,
      cursor ? 0 : offsetOf(input.page, input.page_size),
    ),
    countBookings(db, where),
  ]);
  const { page, next } = keysetPage(rows, input.page_size, (row) => row.id);
  return { ids: page.map((row) => row.id), next, count };
};
