import { type DeliveryWindowDto, ROUTE_STAGE_SPELLINGS, SPECIAL_EVENT_CODES } from '@ukgh/domain';
import {
  aliasedTable,
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
import type { DbOrTx } from '../../db/client.ts';
import { anyOfIds, preparedPerHandle } from '../../db/prepared.ts';
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
import {
  loadBookingsWindowContext,
  presentDeliveryWindow,
  windowIn,
} from '../delivery-window/delivery-window.service.ts';

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

const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));

const usersByIds = preparedPerHandle((db) =>
  db.select().from(users).where(anyOfIds(users.id)).prepare('users_by_ids'),
);

const usersById = async (db: DbOrTx, ids: (string | null | undefined)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, UserRow>();
  return byKey(await usersByIds(db).execute({ ids: wanted }), (u) => u.id);
};

/**
 * `limit 1` written in the statement: drizzle sends a limit as a parameter, and with `limit $n` PostgreSQL
 * prices the reusable plan of a prepared statement as if each lateral read a tenth of the events, so it planned
 * the cards' query afresh on every call, which cost more than running it. Drizzle writes a limit that is a SQL
 * chunk as it is.
 */
const LIMIT_ONE = sql.raw('1') as unknown as number;

/** The newest (or, `asc`, the oldest) event of the outer query's shipment that `where` selects. */
const eventOfShipment = (db: DbOrTx, name: string, where: SQL | undefined, order: 'asc' | 'desc') =>
  db
    .select()
    .from(travelEvents)
    .where(and(eq(travelEvents.shipmentId, shipments.id), where))
    .orderBy(order === 'asc' ? asc(travelEvents.createdAt) : desc(travelEvents.createdAt))
    .limit(LIMIT_ONE)
    .as(name);

const eventColumns = getTableColumns(travelEvents);
/** A lateral event's columns, selected as one nested row (Drizzle selects a subquery only as a scalar). */
const eventFields = (event: ReturnType<typeof eventOfShipment>) =>
  Object.fromEntries(
    Object.keys(eventColumns).map((key) => [key, event[key as keyof typeof eventColumns]]),
  ) as typeof eventColumns;
/** A left-joined row that found nothing comes back with every column null. */
const foundEvent = (event: TravelEventRow | null | undefined) => (event?.id ? event : null);

const pickupAgents = aliasedTable(users, 'pickup_agent');
const warehouseAgents = aliasedTable(users, 'warehouse_agent');
const deliveryAgents = aliasedTable(users, 'delivery_agent');

/**
 * These bookings with their customer, shipment, payment and agents, and each shipment's last event, last real
 * route stage (not an exception) and collection (three index lookups per shipment): one query.
 */
const cardBookings = preparedPerHandle((db) => {
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
      booking: bookings,
      customer: users,
      shipment: shipments,
      payment: payments,
      pickupAgent: pickupAgents,
      warehouseAgent: warehouseAgents,
      deliveryAgent: deliveryAgents,
      last: eventFields(last),
      stage: eventFields(stage),
      pickedUpAt: pickup.createdAt,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(shipments, eq(shipments.bookingId, bookings.id))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .leftJoin(pickupAgents, eq(pickupAgents.id, shipments.pickupAgentId))
    .leftJoin(warehouseAgents, eq(warehouseAgents.id, shipments.warehouseAgentId))
    .leftJoin(deliveryAgents, eq(deliveryAgents.id, shipments.deliveryAgentId))
    .leftJoinLateral(last, sql`true`)
    .leftJoinLateral(stage, sql`true`)
    .leftJoinLateral(pickup, sql`true`)
    .where(anyOfIds(bookings.id))
    .prepare('card_bookings');
});

const cardPackages = preparedPerHandle((db) =>
  db
    .select()
    .from(packages)
    .where(anyOfIds(packages.bookingId))
    .orderBy(packages.bookingId, asc(packages.position), asc(packages.createdAt))
    .prepare('card_packages'),
);

/**
 * Loads the card data of these bookings in the order of `ids`, in three queries sent together whatever the
 * number: each query is a socket write and a wake-up of a database process, which cost more than the queries
 * themselves on a list's few rows.
 */
export const loadBookingViews = async (db: DbOrTx, ids: string[]): Promise<BookingView[]> => {
  if (ids.length === 0) return [];
  const [joined, packageRows, windows] = await Promise.all([
    cardBookings(db).execute({ ids }),
    cardPackages(db).execute({ ids }),
    loadBookingsWindowContext(db, ids),
  ]);

  const rowById = byKey(joined, (row) => row.booking.id);
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
        agents: { pickup: row.pickupAgent, warehouse: row.warehouseAgent, delivery: row.deliveryAgent },
        lastEvent: foundEvent(row.last),
        lastStage: foundEvent(row.stage),
        pickedUpAt: row.pickedUpAt ?? null,
        payment,
        deliveryWindow: presentDeliveryWindow(
          windowIn(windows, {
            bookingStatus: booking.status,
            serviceLevel: booking.serviceLevel,
            ghRegionCode: booking.ghRegionCode,
            preferredPickupStart: booking.preferredPickupStart,
            shipmentStatus: shipment?.status ?? null,
            lastEventAt: shipment?.lastEventAt ?? null,
            deliveredAt: shipment?.deliveredAt ?? null,
            departureId: shipment?.departureId ?? null,
          }),
        ),
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
