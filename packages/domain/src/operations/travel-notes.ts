import type { Role } from '../roles.ts';
import { normalizeShipmentStatus } from '../shipment/statuses.ts';
import { isMovingShipmentStatus, SHIPMENT_HOLDERS } from './shipment-moves.ts';

/**
 * A travel-history entry that moves nothing: a note, or where the goods are now (POST
 * /bookings/{id}/travel-history/create/). An exception is not one of these: it is a move (decideMove).
 */
export const TRAVEL_NOTE_KINDS = ['note', 'location'] as const;
export type TravelNoteKind = (typeof TRAVEL_NOTE_KINDS)[number];

export const TRAVEL_NOTE_MESSAGES = {
  notConfirmed: 'Only a confirmed booking has a travel history to add to',
  notHolder: 'Only an admin or the agent holding the package can add to its travel history',
  notesRequired: 'Please enter a note',
  locationRequired: 'Please enter a location',
} as const;

/**
 * Who may add a note or a location to a shipment's history: an admin at any time; an agent while the goods
 * are in their hands (the same holders who may report an exception there, shipment-moves.ts). Returns the
 * refusal's message, or null when allowed.
 */
export const travelNoteRefusal = (
  role: Role,
  booking: { status: string },
  shipment: { status: string },
): string | null => {
  if (booking.status !== 'CONFIRMED') return TRAVEL_NOTE_MESSAGES.notConfirmed;
  if (role === 'ADMIN') return null;
  const status = normalizeShipmentStatus(shipment.status);
  if (isMovingShipmentStatus(status) && SHIPMENT_HOLDERS[status].includes(role)) return null;
  return TRAVEL_NOTE_MESSAGES.notHolder;
};
