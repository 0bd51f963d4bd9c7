import { type DeliveryWindowDto, ROUTE_STAGE_SPELLINGS, SPECIAL_EVENT_CODES } from '@ukgh/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  type BookingRow,
  bookings,
  packages,
  payments,
  receipts,
  type ShipmentRow,
  shipments,
  travelEvents,
  type UserRow,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { deliveryWindowsFor } from '../delivery-window/delivery-window.service.ts';

export type PackageRow = typeof packages.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
export type TravelEventRow = typeof travelEvents.$inferSelect;
export type TravelEventWithAgent = TravelEventRow & { agent: UserRow | null };

/** A booking with everything its list card shows. */
export interface BookingView {
  booking: BookingRow;
  customer: UserRow | null;
  shipment: ShipmentRow | null;
  packages: PackageRow[];
  agents: { pickup: UserRow | null; warehouse: UserRow | null; delivery: UserRow | null };
  lastEvent: TravelEventRow | null;
  /** The last real route stage (not an exception): where a progress bar stands after an exception. */
  lastStage: TravelEventRow | null;
  pickedUpAt: Date | null;
  payment: PaymentRow | null;
  /** The estimated delivery window (issue 15), computed on read. */
  deliveryWindow: DeliveryWindowDto;
}

/** A booking with everything its details page shows. */
export interface BookingDetailView extends BookingView {
  history: TravelEventWithAgent[];
  receipts: ReceiptRow[];
}

export const BOOKING_NOT_FOUND = 'Booking not found';

/**
 * `column = any($1)`: one parameter whatever the number of ids, so a statement's text is the same for every
 * page and PostgreSQL parses and plans it once per connection (the queries below are sent as prepared
 * statements), where `in ($1, …, $n)` was a new statement for each length.
 */
const anyOf = (column: AnyPgColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));

const usersById = async (db: DbOrTx, ids: (string | null | undefined)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, UserRow>();
  return byKey(
    await db.select().from(users).where(anyOf(users.id, wanted)).prepare('users_by_ids').execute(),
    (u) => u.id,
  );
};

/** The newest (or, `asc`, the oldest) event of the outer query's shipment that `where` selects. */
const eventOfShipment = (db: DbOrTx, name: string, where: SQL | undefined, order: 'asc' | 'desc') =>
  db
    .select()
    .from(travelEvents)
    .where(and(eq(travelEvents.shipmentId, shipments.id), where))
    .orderBy(order === 'asc' ? asc(travelEvents.createdAt) : desc(travelEvents.createdAt))
    .limit(1)
    .as(name);

const eventColumns = getTableColumns(travelEvents);
/** A lateral event's columns, selected as one nested row (Drizzle selects a subquery only as a scalar). */
const eventFields = (event: ReturnType<typeof eventOfShipment>) =>
  Object.fromEntries(
    Object.keys(eventColumns).map((key) => [key, event[key as keyof typeof eventColumns]]),
  ) as typeof eventColumns;
/** A left-joined row that found nothing comes back with every column null. */
const foundEvent = (event: TravelEventRow | null | undefined) => (event?.id ? event : null);

/**
 * Each shipment's last event, last real route stage (not an exception) and collection: one query of three
 * index lookups per shipment, where three queries were three round trips.
 */
const cardEvents = async (db: DbOrTx, shipmentIds: string[]) => {
  if (shipmentIds.length === 0) return [];
  const last = eventOfShipment(db, 'last_event', undefined, 'desc');
  const stage = eventOfShipment(
    db,
    'last_stage',
    and(
      inArray(sql`lower(${travelEvents.status})`, [...ROUTE_STAGE_SPELLINGS]),
      or(isNull(travelEvents.code), notInArray(sql`lower(${travelEvents.code})`, [...SPECIAL_EVENT_CODES])),
    ),
    'desc',
  );
  const pickup = eventOfShipment(db, 'pickup', eq(travelEvents.status, 'picked_up'), 'asc');
  return db
    .select({
      shipmentId: shipments.id,
      last: eventFields(last),
      stage: eventFields(stage),
      pickedUpAt: pickup.createdAt,
    })
    .from(shipments)
    .leftJoinLateral(last, sql`true`)
    .leftJoinLateral(stage, sql`true`)
    .leftJoinLateral(pickup, sql`true`)
    .where(anyOf(shipments.id, shipmentIds))
    .prepare('card_events')
    .execute();
};

/**
 * Loads the card data of these bookings in the order of `ids`, in five queries over two round trips whatever
 * the number: each query is a socket write and a wake-up of a database process, which cost more than the
 * queries themselves on a list's few rows.
 */
export const loadBookingViews = async (db: DbOrTx, ids: string[]): Promise<BookingView[]> => {
  if (ids.length === 0) return [];
  const [joined, packageRows] = await Promise.all([
    db
      .select({ booking: bookings, customer: users, shipment: shipments, payment: payments })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(shipments, eq(shipments.bookingId, bookings.id))
      .leftJoin(payments, eq(payments.bookingId, bookings.id))
      .where(anyOf(bookings.id, ids))
      .prepare('card_bookings')
      .execute(),
    db
      .select()
      .from(packages)
      .where(anyOf(packages.bookingId, ids))
      .orderBy(packages.bookingId, asc(packages.position), asc(packages.createdAt))
      .prepare('card_packages')
      .execute(),
  ]);
  const bookingRows = joined.map((row) => row.booking);
  const shipmentRows = joined.flatMap((row) => (row.shipment ? [row.shipment] : []));
  const shipmentByBooking = byKey(shipmentRows, (s) => s.bookingId);
  const [events, agents, windows] = await Promise.all([
    cardEvents(
      db,
      shipmentRows.map((s) => s.id),
    ),
    usersById(
      db,
      shipmentRows.flatMap((s) => [s.pickupAgentId, s.warehouseAgentId, s.deliveryAgentId]),
    ),
    deliveryWindowsFor(
      db,
      bookingRows.map((b) => {
        const s = shipmentByBooking.get(b.id);
        return {
          bookingStatus: b.status,
          serviceLevel: b.serviceLevel,
          ghRegionCode: b.ghRegionCode,
          preferredPickupStart: b.preferredPickupStart,
          shipmentStatus: s?.status ?? null,
          lastEventAt: s?.lastEventAt ?? null,
          deliveredAt: s?.deliveredAt ?? null,
          departureId: s?.departureId ?? null,
        };
      }),
    ),
  ]);
  const rowById = byKey(joined, (row) => row.booking.id);
  const eventsByShipment = byKey(events, (e) => e.shipmentId);
  const agent = (id: string | null | undefined) => (id ? (agents.get(id) ?? null) : null);
  const windowByBooking = new Map(bookingRows.map((b, i) => [b.id, windows[i] ?? null]));

  return ids.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const { booking, customer, shipment, payment } = row;
    return [
      {
        booking,
        customer,
        shipment,
        packages: packageRows.filter((p) => p.bookingId === id),
        agents: {
          pickup: agent(shipment?.pickupAgentId),
          warehouse: agent(shipment?.warehouseAgentId),
          delivery: agent(shipment?.deliveryAgentId),
        },
        lastEvent: foundEvent(shipment && eventsByShipment.get(shipment.id)?.last),
        lastStage: foundEvent(shipment && eventsByShipment.get(shipment.id)?.stage),
        pickedUpAt: (shipment && eventsByShipment.get(shipment.id)?.pickedUpAt) ?? null,
        payment,
        deliveryWindow: windowByBooking.get(id) ?? null,
      },
    ];
  });
};

/** The travel history of a shipment, oldest first, with each event's agent. */
export const loadHistory = async (db: DbOrTx, shipmentId: string | null): Promise<TravelEventWithAgent[]> => {
  if (!shipmentId) return [];
  const events = await db
    .select()
    .from(travelEvents)
    .where(eq(travelEvents.shipmentId, shipmentId))
    .orderBy(asc(travelEvents.createdAt));
  const agents = await usersById(
    db,
    events.map((e) => e.agentId),
  );
  return events.map((e) => ({ ...e, agent: e.agentId ? (agents.get(e.agentId) ?? null) : null }));
};

export const loadReceipts = (db: DbOrTx, bookingId: string) =>
  db.select().from(receipts).where(eq(receipts.bookingId, bookingId)).orderBy(asc(receipts.createdAt));

export const loadBookingDetail = async (db: DbOrTx, id: string): Promise<BookingDetailView> => {
  const [view] = await loadBookingViews(db, [id]);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  const [history, receiptRows] = await Promise.all([
    loadHistory(db, view.shipment?.id ?? null),
    loadReceipts(db, id),
  ]);
  return {
    ...view,
    history,
    receipts: receiptRows,
  };
};

/**
 * The id of the booking `id` if `scope` lets the caller see it; 404 otherwise. With `lock`, the booking row
 * stays locked until the caller's transaction ends (changes to one booking queue behind each other).
 */
export const findBookingIn = async (
  db: DbOrTx,
  scope: SQL,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ booking: BookingRow; shipment: ShipmentRow }> => {
  const query = db
    .select({ booking: bookings, shipment: shipments })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(and(eq(bookings.id, id), scope))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
};
