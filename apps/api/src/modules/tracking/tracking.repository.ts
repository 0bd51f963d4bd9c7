import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, packages, shipments, travelEvents } from '../../db/schema.ts';
import { windowColumns, windowContextColumns } from '../delivery-window/delivery-window.service.ts';

export interface TrackedPackageRow {
  description: string;
  weight_kg: number | string;
  qty: number;
}

export interface TrackedEventRow {
  status: string;
  created_at: string;
  location: string | null;
  notes: string | null;
  code: string | null;
}

/**
 * The public tracker's one query (the hottest public call, so it is prepared): the shipment with this
 * tracking number, its booking's public fields, its packages, its history and what its delivery window
 * depends on (the settings and departures), in one round trip. Only the columns the tracker may show are
 * selected; addresses, contacts, agents, proofs and prices never leave the database here.
 */
export const prepareTrackingLookup = (db: Db) =>
  db
    .select({
      // The delivery window's inputs (the region and dates never leave the server; only the window does).
      ...windowColumns,
      // What the window depends on (settings, departures), read in the same round trip.
      ...windowContextColumns,
      trackingNumber: shipments.trackingNumber,
      shipmentStatus: shipments.status,
      bookingStatus: bookings.status,
      bookingCode: bookings.bookingCode,
      senderName: bookings.senderName,
      recipientName: bookings.recipientName,
      packages: sql<TrackedPackageRow[] | string>`(
        select coalesce(json_agg(json_build_object(
          'description', ${packages.description}, 'weight_kg', ${packages.weightKg}, 'qty', ${packages.qty}
        ) order by ${packages.position}, ${packages.createdAt}), '[]'::json)
        from ${packages} where ${packages.bookingId} = ${bookings.id})`,
      history: sql<TrackedEventRow[] | string>`(
        select coalesce(json_agg(json_build_object(
          'status', ${travelEvents.status}, 'created_at', ${travelEvents.createdAt},
          'location', ${travelEvents.location}, 'notes', ${travelEvents.notes}, 'code', ${travelEvents.code}
        ) order by ${travelEvents.createdAt}, ${travelEvents.id}), '[]'::json)
        from ${travelEvents} where ${travelEvents.shipmentId} = ${shipments.id})`,
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(eq(shipments.trackingNumber, sql.placeholder('trackingNumber')))
    .limit(1)
    .prepare('tracking_lookup');

export type TrackingLookup = ReturnType<typeof prepareTrackingLookup>;
export type TrackedShipmentRow = Awaited<ReturnType<TrackingLookup['execute']>>[number];
