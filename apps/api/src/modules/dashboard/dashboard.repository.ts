import {
  type AttentionKind,
  DASHBOARD_SEARCH_LIMIT,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '@ukgh/domain';
import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, payments, receipts, shipments, travelEvents, users } from '../../db/schema.ts';
import { bookingSearchFields } from '../shipments/hub.repository.ts';
import type { DashboardWindows } from './dashboard.period.ts';

/** The oldest few of each kind of attention item (the counts say how many there are in all). */
export const ATTENTION_PER_KIND = 5;

// The same reading of "in transit" as the customer's own figures (bookings.service.ts).
const IN_TRANSIT: ShipmentStatus[] = ['in_transit', 'out_for_delivery'];
const LIVE_BOOKING = ['PENDING', 'CONFIRMED'] as const;

const countIf = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const penceIf = (condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${payments.amountPence}) filter (where ${condition}), 0)`.mapWith(Number);
const within = (column: Parameters<typeof gte>[0], from: Date, to?: Date) =>
  to ? and(gte(column, from), lt(column, to)) : gte(column, from);

const customerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Receipts no admin has accepted or refused yet. */
const unchecked = sql`${receipts.bookingId} = ${bookings.id} and ${receipts.status} = 'SUBMITTED'`;

/** A receipt not yet checked, of a live booking whose payment is not recorded yet: someone must check it. */
const receiptToCheck = and(
  inArray(bookings.status, [...LIVE_BOOKING]),
  eq(payments.status, 'PENDING'),
  exists(sql`(select 1 from ${receipts} where ${unchecked})`),
);

const bookingColumns = {
  bookingId: bookings.id,
  bookingCode: bookings.bookingCode,
  bookingStatus: bookings.status,
  shipmentId: shipments.id,
  shipmentStatus: shipments.status,
  trackingNumber: shipments.trackingNumber,
  customerName,
};

export interface AttentionRow {
  kind: AttentionKind;
  bookingId: string;
  bookingCode: string;
  bookingStatus: (typeof bookings.$inferSelect)['status'];
  shipmentId: string;
  shipmentStatus: ShipmentStatus;
  trackingNumber: string | null;
  customerName: string;
  since: Date;
  detail: string | null;
}

/** One pass over bookings with their shipment and payment: every booking, shipment and money figure. */
export const readBookingFigures = async (db: Db, w: DashboardWindows) => {
  const [row] = await db
    .select({
      total: count(),
      pending: countIf(eq(bookings.status, 'PENDING')),
      confirmed: countIf(eq(bookings.status, 'CONFIRMED')),
      rejected: countIf(eq(bookings.status, 'REJECTED')),
      cancelled: countIf(eq(bookings.status, 'CANCELLED')),
      active: countIf(and(inArray(bookings.status, [...LIVE_BOOKING]), ne(shipments.status, 'delivered'))),
      inTransit: countIf(inArray(shipments.status, IN_TRANSIT)),
      exceptions: countIf(eq(shipments.status, 'exception')),
      deliveredToday: countIf(gte(shipments.deliveredAt, w.today)),
      bookingsCurrent: countIf(within(bookings.createdAt, w.currentFrom)),
      bookingsPrevious: countIf(within(bookings.createdAt, w.previousFrom, w.currentFrom)),
      deliveriesCurrent: countIf(within(shipments.deliveredAt, w.currentFrom)),
      deliveriesPrevious: countIf(within(shipments.deliveredAt, w.previousFrom, w.currentFrom)),
      paymentsPending: countIf(
        and(eq(payments.status, 'PENDING'), inArray(bookings.status, [...LIVE_BOOKING])),
      ),
      paymentsPaid: countIf(eq(payments.status, 'PAID')),
      receiptsToCheck: countIf(receiptToCheck),
      revenuePence: penceIf(eq(payments.status, 'PAID')),
      revenueCurrentPence: penceIf(and(eq(payments.status, 'PAID'), within(payments.paidAt, w.currentFrom))),
      revenuePreviousPence: penceIf(
        and(eq(payments.status, 'PAID'), within(payments.paidAt, w.previousFrom, w.currentFrom)),
      ),
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .leftJoin(payments, eq(payments.bookingId, bookings.id));
  return row!;
};

/** The number of users not deleted, and those who joined in the current and previous windows. */
export const readUserFigures = async (db: Db, w: DashboardWindows) => {
  const [row] = await db
    .select({
      total: count(),
      current: countIf(within(users.createdAt, w.currentFrom)),
      previous: countIf(within(users.createdAt, w.previousFrom, w.currentFrom)),
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return row!;
};

/** The number of shipments of live bookings at each status, every status present. */
export const countLiveShipmentsByStatus = async (db: Db) => {
  // A rejected or cancelled booking's shipment keeps its last status; it is no longer at any stage.
  const rows = await db
    .select({ status: shipments.status, n: count() })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(inArray(bookings.status, [...LIVE_BOOKING]))
    .groupBy(shipments.status);
  const counts = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0])) as Record<ShipmentStatus, number>;
  for (const { status, n } of rows) counts[status] = n;
  return counts;
};

/** The oldest pending bookings, exceptions and receipts to check (the oldest waiting first: they have waited longest). */
export const listAttentionItems = async (db: Db): Promise<AttentionRow[]> => {
  const pendingRows = await db
    .select({ ...bookingColumns, since: bookings.createdAt })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.status, 'PENDING'))
    .orderBy(asc(bookings.createdAt))
    .limit(ATTENTION_PER_KIND);
  // The exception's own event: when it happened and the reason it records.
  const lastException = db
    .select({
      shipmentId: travelEvents.shipmentId,
      at: sql<Date>`max(${travelEvents.createdAt})`.as('at'),
    })
    .from(travelEvents)
    .where(eq(travelEvents.status, 'exception'))
    .groupBy(travelEvents.shipmentId)
    .as('last_exception');
  const exceptionRows = await db
    .select({
      ...bookingColumns,
      since: sql<Date>`coalesce(${lastException.at}, ${shipments.updatedAt})`.mapWith(shipments.updatedAt),
      detail: sql<
        string | null
      >`(select ${travelEvents.notes} from ${travelEvents} where ${travelEvents.shipmentId} = ${shipments.id} and ${travelEvents.status} = 'exception' order by ${travelEvents.createdAt} desc limit 1)`,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(lastException, eq(lastException.shipmentId, shipments.id))
    .where(eq(shipments.status, 'exception'))
    .orderBy(asc(sql`coalesce(${lastException.at}, ${shipments.updatedAt})`))
    .limit(ATTENTION_PER_KIND);
  const receiptRows = await db
    .select({
      ...bookingColumns,
      since: sql<Date>`(select max(${receipts.createdAt}) from ${receipts} where ${unchecked})`.mapWith(
        receipts.createdAt,
      ),
      detail: sql<
        string | null
      >`(select ${receipts.originalName} from ${receipts} where ${unchecked} order by ${receipts.createdAt} desc limit 1)`,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(receiptToCheck)
    .orderBy(asc(bookings.createdAt))
    .limit(ATTENTION_PER_KIND);
  return [
    ...pendingRows.map((r) => ({ ...r, kind: 'pending_booking' as const, detail: null })),
    ...exceptionRows.map((r) => ({ ...r, kind: 'exception' as const })),
    ...receiptRows.map((r) => ({ ...r, kind: 'receipt' as const })),
  ];
};

/**
 * Bookings matching what the admin typed, by the back-office search's one rule (the packages hub's,
 * `bookingSearchFields`), newest first, a short list. Each field reads its own few newest rows and the union
 * keeps the newest of them, as the hub does, so a broad term never collects every match.
 */
export const searchDashboardBookings = (db: Db, q: string) => {
  const select = (field: SQL) =>
    db
      .select({
        ...bookingColumns,
        customerPhone: sql<string | null>`coalesce(${users.phoneE164}, ${bookings.senderPhone})`.as(
          'customer_phone',
        ),
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
      .innerJoin(users, eq(users.id, bookings.customerId))
      .where(field)
      .orderBy(desc(bookings.createdAt))
      .limit(DASHBOARD_SEARCH_LIMIT);
  const [first, second, ...rest] = bookingSearchFields(q).map(select);
  return union(first!, second!, ...rest)
    .orderBy(desc(bookings.createdAt))
    .limit(DASHBOARD_SEARCH_LIMIT);
};
