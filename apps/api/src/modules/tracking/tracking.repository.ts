import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, shipments, trackingViews } from '../../db/schema.ts';
import { windowColumns } from '../delivery-window/delivery-window.service.ts';

/**
 * The public tracker's one query (the hottest public call, so it is prepared): the shipment with this
 * tracking number, its booking's public fields, its packages and history (kept as JSON in its tracking view)
 * and what its delivery window reads of the parcel (its dates and departure's id), in one round trip. Only the
 * columns the tracker may show are selected; addresses, contacts, agents, proofs and prices never leave the
 * database here.
 */
export const prepareTrackingLookup = (db: Db) =>
  db
    .select({
      // The delivery window's inputs (the region and dates never leave the server; only the window does). The
      // settings and departures it also reads are kept by the service until they change.
      ...windowColumns,
      trackingNumber: shipments.trackingNumber,
      shipmentStatus: shipments.status,
      bookingStatus: bookings.status,
      bookingCode: bookings.bookingCode,
      senderName: bookings.senderName,
      recipientName: bookings.recipientName,
      // Already the JSON the tracker sends, kept by the database's triggers (migration 0010).
      packagesJson: trackingViews.packages,
      historyJson: trackingViews.history,
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .innerJoin(trackingViews, eq(trackingViews.shipmentId, shipments.id))
    .where(eq(shipments.trackingNumber, sql.placeholder('trackingNumber')))
    .limit(1)
    .prepare('tracking_lookup');

export type TrackingLookup = ReturnType<typeof prepareTrackingLookup>;
export type TrackedShipmentRow = Awaited<ReturnType<TrackingLookup['execute']>>[number];
