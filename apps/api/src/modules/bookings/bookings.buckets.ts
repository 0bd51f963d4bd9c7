import {
  type BucketClause,
  MY_BOOKINGS_BUCKET_CLAUSES,
  MY_BOOKINGS_BUCKETS,
  type MyBookingsBucket,
} from '@ukgh/domain';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { bookings, shipments } from '../../db/schema.ts';

/**
 * The domain's My Bookings buckets (packages/domain customer-bookings.ts) as SQL over bookings ⨝ shipments,
 * so the list filter and the counters select exactly what the domain says, from one definition.
 */
const clauseSql = (clause: BucketClause): SQL =>
  and(
    eq(bookings.status, clause.booking),
    clause.shipment ? inArray(shipments.status, [...clause.shipment]) : undefined,
    clause.pickupAgent === undefined
      ? undefined
      : clause.pickupAgent
        ? isNotNull(shipments.pickupAgentId)
        : isNull(shipments.pickupAgentId),
  )!;

export const clausesSql = (clauses: readonly BucketClause[]): SQL => or(...clauses.map(clauseSql))!;

const countIf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** One count per My Bookings counter: { pending, booked, confirmed, assigned }. */
export const bucketCounts = () =>
  Object.fromEntries(
    MY_BOOKINGS_BUCKETS.map((bucket) => [bucket, countIf(clausesSql(MY_BOOKINGS_BUCKET_CLAUSES[bucket]))]),
  ) as Record<MyBookingsBucket, SQL<number>>;
