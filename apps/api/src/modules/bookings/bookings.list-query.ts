import { type CappedCount, COUNT_CAP } from '@ukgh/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, shipments } from '../../db/schema.ts';
import { afterKey, capped, cappedCount, decodeCursor, keysetPage, timestampText } from '../../lib/keyset.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { matchCount, pageWithinCount, type SearchBranches } from '../../lib/search-branches.ts';

/**
 * The bookings lists (My Bookings and My Shipments, Manage Bookings) over bookings ⨝ shipments, newest first:
 * a keyset page when the caller follows `next` (a cursor: an index walk from there, as fast as the first
 * page), else the `page` number as an OFFSET (what the spec's clients send; its cost grows with the page), and
 * the count capped at COUNT_CAP (lib/keyset.ts). Migration 0008 indexes the sort. A search comes as branches
 * (lib/search-branches.ts): each branch reads its own page and the union keeps the newest.
 */
const pageSelect = (db: DbOrTx, where: SQL | undefined, limit: number) =>
  db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      // Named: a cast column is otherwise also called created_at, which the union's ORDER BY could not tell apart.
      createdAtText: timestampText(bookings.createdAt).as('created_at_text'),
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);

export const bookingPageQuery = (
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  search?: SearchBranches,
) => {
  if (!search) return pageSelect(db, where, limit).offset(offset);
  const [first, second, ...rest] = search.branches.map((branch) =>
    pageSelect(db, and(where, branch), offset + limit),
  );
  return union(first!, second!, ...rest)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
};

/** A search's first page with its number of matches, in one statement (lib/search-branches.ts, pageWithinCount). */
export const bookingSearchPageWithCount = (
  db: DbOrTx,
  where: SQL | undefined,
  search: SearchBranches,
  limit: number,
) => {
  const [first, second, ...rest] = search.branches.map((branch) =>
    pageSelect(db, and(where, branch), search.countCap + 1),
  );
  const matched = union(first!, second!, ...rest).as('matched');
  return db
    .select({ id: matched.id, createdAtText: matched.createdAtText, matched: matchCount })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(limit);
};

const matchingSelect = (db: DbOrTx, where: SQL | undefined, cap: number) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(where)
    .limit(cap + 1);

/**
 * The rows a capped count reads: at most COUNT_CAP + 1 of them. A search counts its branches' first pages (its
 * cap + 1 rows each, in the list's order, as the hub does: modules/shipments/hub.query.ts).
 */
export const bookingMatchingQuery = (db: DbOrTx, where: SQL | undefined, search?: SearchBranches) => {
  if (!search) return matchingSelect(db, where, COUNT_CAP);
  const [first, second, ...rest] = search.branches.map((branch) =>
    matchingSelect(db, and(where, branch), search.countCap).orderBy(
      desc(bookings.createdAt),
      desc(bookings.id),
    ),
  );
  return union(first!, second!, ...rest).limit(search.countCap + 1);
};

export const countBookings = (db: DbOrTx, where: SQL | undefined, search?: SearchBranches) =>
  cappedCount(db, bookingMatchingQuery(db, where, search), search?.countCap ?? COUNT_CAP);

export interface BookingPageInput {
  page: number;
  page_size: number;
  cursor?: string | undefined;
}

/**
 * One page of bookings (after the cursor, or at the page number) read by `load` from their ids, its capped
 * count and the next cursor. The page's rows are loaded while the count is still being read: a broad search's
 * count can take as long as the page and its cards together.
 */
export const readBookingPage = async <T>(
  db: DbOrTx,
  where: SQL | undefined,
  input: BookingPageInput,
  load: (ids: string[]) => Promise<T[]>,
  search?: SearchBranches,
  /** The count when the caller already has it (Manage Bookings' counters). */
  known?: Promise<CappedCount>,
) => {
  const cursor = decodeCursor(input.cursor);
  const offset = cursor ? 0 : offsetOf(input.page, input.page_size);
  // A search's first page and its count in one statement (a later page or a cursor reads the two apart).
  if (search && !cursor && offset === 0 && pageWithinCount(search, input.page_size + 1)) {
    const rows = await bookingSearchPageWithCount(db, where, search, input.page_size + 1);
    const { page, next } = keysetPage(rows, input.page_size, (row) => row.id);
    const count = capped(rows[0]?.matched ?? 0, search.countCap);
    return { items: await load(page.map((row) => row.id)), next, count, countCap: search.countCap };
  }
  const page = bookingPageQuery(
    db,
    and(where, afterKey(bookings.createdAt, bookings.id, cursor)),
    input.page_size + 1,
    offset,
    search,
  ).then(async (rows) => {
    const { page, next } = keysetPage(rows, input.page_size, (row) => row.id);
    return { items: await load(page.map((row) => row.id)), next };
  });
  const [{ items, next }, count] = await Promise.all([page, known ?? countBookings(db, where, search)]);
  return { items, next, count, countCap: search?.countCap ?? COUNT_CAP };
};
