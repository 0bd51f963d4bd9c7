import { TRAVEL_NOTE_MESSAGES, type TravelNoteKind, travelNoteRefusal } from '@ukgh/domain';
import type { Tx } from '../../db/client.ts';
import type { TravelEventRow } from '../../db/schema.ts';
import { conflict, forbidden, invalid } from '../../lib/errors.ts';
import type { Actor } from './actor.ts';
import { recordAudit } from './audit.ts';
import { checkVersion } from './moves.service.ts';
import { lockBooking } from './operations.repository.ts';
import { recordTravelEvent } from './travel-events.ts';

export interface TravelNoteCommand {
  bookingId: string;
  kind: TravelNoteKind;
  notes?: string | null;
  notesPublic?: boolean;
  location?: string | null;
  expectedVersion?: number | null;
  at?: Date;
}

const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Adds a note, or where the goods are now, to a shipment's history without changing its status: locked like a
 * move, checked against the domain's rule (an admin, or the agent holding the goods), one travel event (the
 * shipment's version moves with it, so open screens reload), one audit entry. A location also becomes the
 * shipment's current location.
 */
export const recordTravelNoteIn = async (
  tx: Tx,
  actor: Actor,
  command: TravelNoteCommand,
): Promise<TravelEventRow> => {
  const { booking, shipment } = await lockBooking(tx, command.bookingId);
  checkVersion(shipment, command.expectedVersion);
  const refusal = travelNoteRefusal(actor.role, booking, shipment);
  if (refusal) throw booking.status === 'CONFIRMED' ? forbidden(refusal) : conflict(refusal);
  if (command.kind === 'note' && !hasText(command.notes))
    throw invalid(TRAVEL_NOTE_MESSAGES.notesRequired, { notes: [TRAVEL_NOTE_MESSAGES.notesRequired] });
  if (command.kind === 'location' && !hasText(command.location))
    throw invalid(TRAVEL_NOTE_MESSAGES.locationRequired, {
      location: [TRAVEL_NOTE_MESSAGES.locationRequired],
    });
  const at = command.at ?? new Date();
  const event = await recordTravelEvent(
    tx,
    shipment.id,
    {
      status: shipment.status,
      location: command.location ?? null,
      notes: command.notes ?? null,
      notesPublic: command.notesPublic ?? false,
      agentId: actor.role === 'ADMIN' ? null : actor.id,
      actorId: actor.id,
      actorRole: actor.role,
      at,
    },
    // Passing the unchanged status lets a location update become the shipment's current location.
    command.kind === 'location' ? shipment.status : null,
  );
  await recordAudit(tx, actor, {
    action: command.kind === 'location' ? 'location-update' : 'travel-note',
    entity: 'shipment',
    entityId: shipment.id,
    bookingId: booking.id,
    before: command.kind === 'location' ? { current_location: shipment.currentLocation } : null,
    after: {
      ...(command.kind === 'location' ? { current_location: command.location } : {}),
      ...(hasText(command.notes) ? { notes: command.notes } : {}),
    },
  });
  return event;
};
