import { type DeliveryWindowDto, ROUTE_STAGE_SPELLINGS, SPECIAL_EVENT_CODES } from '@ukgh/domain';
import { and, asc, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
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
  customer: UserRow | null;
  history: TravelEventWithAgent[];
  receipts: ReceiptRow[];
}

export const BOOKING_NOT_FOUND = 'Booking not found';

const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));

const usersById = async (db: DbOrTx, ids: (string | null | undefined)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, UserRow>();
  return byKey(await db.select().from(users).where(inArray(users.id, wanted)), (u) => u.id);
};

/** Loads the card data of these bookings in a handful of queries, in the order of `ids`. */
export const loadBookingViews = async (db: DbOrTx, ids: string[]): Promise<BookingView[]> => {
  if (ids.length === 0) return [];
  const [bookingRows, shipmentRows, packageRows, paymentRows] = await Promise.all([
    db.select().from(bookings).where(inArray(bookings.id, ids)),
    db.select().from(shipments).where(inArray(shipments.bookingId, ids)),
    db
      .select()
      .from(packages)
      .where(inArray(packages.bookingId, ids))
      .orderBy(packages.bookingId, asc(packages.position), asc(packages.createdAt)),
    db.select().from(payments).where(inArray(payments.bookingId, ids)),
  ]);
  const shipmentIds = shipmentRows.map((s) => s.id);
  const [lastEvents, lastStages, pickups, agents] = await Promise.all([
    shipmentIds.length
      ? db
          .selectDistinctOn([travelEvents.shipmentId])
          .from(travelEvents)
          .where(inArray(travelEvents.shipmentId, shipmentIds))
          .orderBy(travelEvents.shipmentId, desc(travelEvents.createdAt))
      : [],
    shipmentIds.length
      ? db
          .selectDistinctOn([travelEvents.shipmentId])
          .from(travelEvents)
          .where(
            and(
              inArray(travelEvents.shipmentId, shipmentIds),
              inArray(sql`lower(${travelEvents.status})`, [...ROUTE_STAGE_SPELLINGS]),
              or(
                isNull(travelEvents.code),
                notInArray(sql`lower(${travelEvents.code})`, [...SPECIAL_EVENT_CODES]),
              ),
            ),
          )
          .orderBy(travelEvents.shipmentId, desc(travelEvents.createdAt))
      : [],
    shipmentIds.length
      ? db
          .selectDistinctOn([travelEvents.shipmentId])
          .from(travelEvents)
          .where(and(inArray(travelEvents.shipmentId, shipmentIds), eq(travelEvents.status, 'picked_up')))
          .orderBy(travelEvents.shipmentId, asc(travelEvents.createdAt))
      : [],
    usersById(
      db,
      shipmentRows.flatMap((s) => [s.pickupAgentId, s.warehouseAgentId, s.deliveryAgentId]),
    ),
  ]);
  const bookingById = byKey(bookingRows, (b) => b.id);
  const shipmentByBooking = byKey(shipmentRows, (s) => s.bookingId);
  const paymentByBooking = byKey(paymentRows, (p) => p.bookingId);
  const lastByShipment = byKey(lastEvents, (e) => e.shipmentId);
  const stageByShipment = byKey(lastStages, (e) => e.shipmentId);
  const pickupByShipment = byKey(pickups, (e) => e.shipmentId);
  const agent = (id: string | null | undefined) => (id ? (agents.get(id) ?? null) : null);
  const windows = await deliveryWindowsFor(
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
  );
  const windowByBooking = new Map(bookingRows.map((b, i) => [b.id, windows[i] ?? null]));

  return ids.flatMap((id) => {
    const booking = bookingById.get(id);
    if (!booking) return [];
    const shipment = shipmentByBooking.get(id) ?? null;
    return [
      {
        booking,
        shipment,
        packages: packageRows.filter((p) => p.bookingId === id),
        agents: {
          pickup: agent(shipment?.pickupAgentId),
          warehouse: agent(shipment?.warehouseAgentId),
          delivery: agent(shipment?.deliveryAgentId),
        },
        lastEvent: shipment ? (lastByShipment.get(shipment.id) ?? null) : null,
        lastStage: shipment ? (stageByShipment.get(shipment.id) ?? null) : null,
        pickedUpAt: shipment ? (pickupByShipment.get(shipment.id)?.createdAt ?? null) : null,
        payment: paymentByBooking.get(id) ?? null,
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
  const [customers, history, receiptRows] = await Promise.all([
    usersById(db, [view.booking.customerId]),
    loadHistory(db, view.shipment?.id ?? null),
    loadReceipts(db, id),
  ]);
  return {
    ...view,
    customer: customers.get(view.booking.customerId) ?? null,
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
