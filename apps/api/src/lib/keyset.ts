import { type CappedCount, COUNT_CAP } from '@ukgh/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { invalid } from './errors.ts';

/**
 * Lists at scale (DESIGN "Lists at scale"): keyset pages and capped counts, shared by the packages hub, Manage
 * Bookings and the customer's lists. A deep page then costs what the first does (an index walk from the
 * cursor, not an OFFSET that reads every row before it), and a count reads at most COUNT_CAP + 1 rows.
 */

/**
 * Keyset cursor: the last row's (created_at, id), newest first. created_at travels as PostgreSQL's own text
 * (microseconds), since a JS Date would round it to milliseconds and skip or repeat rows at a page edge.
 */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

export const encodeCursor = (cursor: KeysetCursor) =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const decodeCursor = (raw: string | undefined): KeysetCursor | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      TIMESTAMP_TEXT.test(value[0]) &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // fall through: a cursor we did not write
  }
  throw invalid('Invalid cursor', { cursor: ['Invalid cursor'] });
};

/** Rows after the cursor in (created_at desc, id desc) order: one range on a (created_at, id) index. */
export const afterKey = (
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  cursor: KeysetCursor | null,
): SQL | undefined =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined;

/** A timestamp as PostgreSQL's text, for the next cursor. */
export const timestampText = (column: AnyPgColumn) => sql<string>`${column}::text`;

/**
 * One page read with `pageSize + 1` rows: the page itself and the cursor of the next one (null on the last).
 */
export const keysetPage = <T extends { createdAtText: string }>(
  rows: T[],
  pageSize: number,
  idOf: (row: T) => string,
) => {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    page,
    next:
      rows.length > pageSize && last ? encodeCursor({ createdAt: last.createdAtText, id: idOf(last) }) : null,
  };
};

export const capped = (n: number, cap = COUNT_CAP): CappedCount => ({
  count: Math.min(n, cap),
  capped: n > cap,
});

/**
 * count(*) over `matching`, a select of the matching rows already limited to `cap` + 1 (so the work stops
 * there however large the table grows). An exact count over a broad match is what made lists slow.
 */
export const cappedCount = async (
  db: DbOrTx,
  matching: { as: (alias: string) => unknown },
  cap = COUNT_CAP,
) => {
  const subquery = matching.as('matching') as Parameters<ReturnType<DbOrTx['select']>['from']>[0];
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(subquery);
  return capped(row?.n ?? 0, cap);
};
