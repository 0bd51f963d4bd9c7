import type { ProofLocation, Role, ShipmentStatus, TravelEventStatus } from '@ukgh/domain';
import type { DbOrTx } from '../../db/client.ts';
import { invalidateTracking } from '../tracking/tracking.cache.ts';
import { advanceShipmentTo, insertTravelEvent } from './operations.repository.ts';

export interface NewTravelEvent {
  status: TravelEventStatus;
  code?: string | null;
  location?: string | null;
  notes?: string | null;
  /** Shown on the public tracker: notes the system writes, or ones a person marked for the customer. */
  notesPublic?: boolean;
  agentId?: string | null;
  actorId?: string | null;
  actorRole?: Role | null;
  photoKey?: string | null;
  signatureKey?: string | null;
  /** Where and when the delivery agent's phone was as the proof was taken (staff only). */
  proofLocation?: ProofLocation | null;
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
  const row = await insertTravelEvent(tx, shipmentId, event);
  const moved = await advanceShipmentTo(tx, shipmentId, event, shipmentStatus);
  // The public tracker shows every event: its cached answer goes when this commits.
  await invalidateTracking(tx, [moved?.trackingNumber ?? null]);
  return row;
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
      notesPublic: true,
      actorId: event.customerId,
      actorRole: 'CUSTOMER',
      at: event.at,
    },
    'pending',
  );
