import type { Role, ShipmentStatus, TravelEventStatus } from '@ukgh/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments, travelEvents } from '../../db/schema.ts';
import { invalidateTracking } from '../tracking/tracking.cache.ts';

export interface NewTravelEvent {
  status: TravelEventStatus;
  code?: string | null;
  location?: string | null;
  notes?: string | null;
  agentId?: string | null;
  actorId?: string | null;
  actorRole?: Role | null;
  photoKey?: string | null;
  signatureKey?: string | null;
  at: Date;
}

/**
 * Appends a travel event and, when it records a place the goods are (not the end of a booking), moves the
 * shipment's status, location and last-event time with it; bumps the shipment's version either way. Private
 * to the move service (moves.service.ts), which has checked the move and holds the row locks.
 */
export const recordTravelEvent = async (
  tx: DbOrTx,
  shipmentId: string,
  event: NewTravelEvent,
  shipmentStatus: ShipmentStatus | null,
) => {
  const [row] = await tx
    .insert(travelEvents)
    .values({
      shipmentId,
      status: event.status,
      code: event.code ?? null,
      location: event.location ?? null,
      notes: event.notes ?? null,
      agentId: event.agentId ?? null,
      actorId: event.actorId ?? null,
      actorRole: event.actorRole ?? null,
      photoKey: event.photoKey ?? null,
      signatureKey: event.signatureKey ?? null,
      createdAt: event.at,
    })
    .returning();
  const [moved] = await tx
    .update(shipments)
    .set({
      ...(shipmentStatus ? { status: shipmentStatus } : {}),
      ...(shipmentStatus && event.location ? { currentLocation: event.location } : {}),
      ...(shipmentStatus === 'delivered' ? { deliveredAt: event.at } : {}),
      lastEventAt: event.at,
      version: sql`${shipments.version} + 1`,
      updatedAt: event.at,
    })
    .where(eq(shipments.id, shipmentId))
    .returning({ trackingNumber: shipments.trackingNumber });
  // The public tracker shows every event: its cached answer goes when this commits.
  await invalidateTracking(tx, [moved?.trackingNumber ?? null]);
  return row!;
};

/**
 * The first entry of every history: the booking was received. Not a move (nothing was decided), so the
 * bookings repository writes it when it creates the booking.
 */
export const recordBookingReceived = (
  tx: DbOrTx,
  shipmentId: string,
  event: { customerId: string; location: string; at: Date },
) =>
  recordTravelEvent(
    tx,
    shipmentId,
    {
      status: 'pending',
      location: event.location,
      notes: 'Booking received',
      actorId: event.customerId,
      actorRole: 'CUSTOMER',
      at: event.at,
    },
    'pending',
  );
