import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { handoverCodes, shipments, trackingViews as v } from '../../db/schema.ts';

/** The channel every API process listens on for changes to the tracker's answers (tracking.cache.ts). */
export const TRACKING_CHANNEL = 'ukgh_tracking';

/** A NOTIFY on the channel, delivered when the caller's transaction commits (at once outside one). */
export const notifyTracking = async (db: DbOrTx, payload: string) => {
  await db.execute(sql`select pg_notify(${TRACKING_CHANNEL}, ${payload})`);
};

/** The tracking numbers issued for these bookings' shipments. */
export const trackingNumbersOfBookings = async (db: DbOrTx, bookingIds: readonly string[]) => {
  const rows = await db
    .select({ trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .where(inArray(shipments.bookingId, [...bookingIds]));
  return rows.map((r) => r.trackingNumber);
};

/**
 * The public tracker's one query (the hottest public call, so it is prepared): one row of the tracking view the
 * database keeps for each shipment (migrations 0010 and 0012), found by its tracking number through its unique
 * index. It holds only what the tracker may show and what its delivery window is worked from (the booking's
 * and shipment's statuses, service, region and dates, its departure's id); addresses, contacts, agents,
 * proofs and prices are not in it.
 */
export const prepareTrackingLookup = (db: Db) =>
  db
    .select({
      // The delivery window's inputs (the region and dates never leave the server; only the window does). The
      // settings and departures it also reads are kept by the service until they change.
      bookingStatus: v.bookingStatus,
      serviceLevel: v.serviceLevel,
      ghRegionCode: v.ghRegionCode,
      preferredPickupStart: v.preferredPickupStart,
      shipmentStatus: v.shipmentStatus,
      lastEventAt: v.lastEventAt,
      deliveredAt: v.deliveredAt,
      departureId: v.departureId,
      trackingNumber: v.trackingNumber,
      bookingCode: v.bookingCode,
      senderName: v.senderName,
      recipientName: v.recipientName,
      // Already the JSON the tracker sends.
      packagesJson: v.packages,
      historyJson: v.history,
    })
    .from(v)
    .where(eq(v.trackingNumber, sql.placeholder('trackingNumber')))
    .limit(1)
    .prepare('tracking_lookup');

export type TrackingLookup = ReturnType<typeof prepareTrackingLookup>;
export type TrackedShipmentRow = Awaited<ReturnType<TrackingLookup['execute']>>[number];

/** How a delivered parcel was handed over (the handover code's outcome), by its tracking number. */
export const handoverMethodOf = async (db: DbOrTx, trackingNumber: string) => {
  const [row] = await db
    .select({ method: handoverCodes.method })
    .from(handoverCodes)
    .innerJoin(shipments, eq(shipments.bookingId, handoverCodes.bookingId))
    .where(eq(shipments.trackingNumber, trackingNumber));
  return row?.method ?? null;
};
