import {
  MANUAL_UPDATE_STATUSES,
  normalizeShipmentStatus,
  type StatusUpdateInput,
  type TravelEntryInput,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { bookingScope } from '../bookings/bookings.policy.ts';
import { findBookingIn, loadBookingDetail, loadHistory } from '../bookings/bookings.repository.ts';
import { actorOf } from '../operations/actor.ts';
import { applyMoveIn } from '../operations/moves.service.ts';
import { recordTravelNoteIn } from '../operations/travel-notes.ts';
import { type ProofUploads, storeProof } from './proof-files.ts';

const OFFERED: readonly string[] = MANUAL_UPDATE_STATUSES;

/** The travel event a change just wrote: the newest of the shipment's history (oldest first). */
const latestEvent = async (db: DbOrTx, shipmentId: string) => (await loadHistory(db, shipmentId)).at(-1)!;

/**
 * Update Package Status and the staff's travel-history entries (spec 001 §5, spec 000 §7). Every change goes
 * through the operations core: a status through the move service, a note or a place through its note
 * operation. This module only reads the request's files and says which operation to call.
 */
export const createPackageStatusService = (ctx: AppContext) => {
  const { db, files } = ctx;
  return {
    /**
     * One status update: the proof files are checked and stored first (reading them takes time no row lock
     * should be held for), then ONE move; a refused or failed move removes the files again.
     */
    async updateStatus(
      user: UserRow,
      bookingId: string,
      input: StatusUpdateInput,
      uploads: ProofUploads,
      requestId?: string,
    ) {
      const to = normalizeShipmentStatus(input.status);
      if (!to || !OFFERED.includes(to))
        throw invalid(`Unknown status '${input.status}'`, {
          status: [`Choose one of: ${MANUAL_UPDATE_STATUSES.join(', ')}`],
        });
      await findBookingIn(db, bookingScope(user), bookingId);
      const proof = await storeProof(files, uploads);
      try {
        // The answer is read in the move's transaction, under its row locks: once it commits, a concurrent
        // move may follow at once, and the answer must describe this move, not the next one.
        return await db.transaction(async (tx) => {
          const { shipment } = await applyMoveIn(tx, actorOf(user, requestId), {
            bookingId,
            entity: 'shipment',
            to,
            expectedVersion: input.expected_version,
            // An exception's reason is what the staff wrote in the notes.
            reason: input.reason ?? (to === 'exception' ? input.notes : null),
            notes: input.notes,
            notesPublic: input.public_note,
            location: input.location,
            deliveryAgentId: input.delivery_agent_id,
            photoKey: proof.photoKey,
            signatureKey: proof.signatureKey,
            correction: input.correction,
          });
          return { view: await loadBookingDetail(tx, bookingId), event: await latestEvent(tx, shipment.id) };
        });
      } catch (error) {
        await proof.discard();
        throw error;
      }
    },

    /**
     * Staff add to a history: an exception is a move (with its reason); a note or a place is an entry that
     * moves nothing. A booking outside the caller's scope is not found.
     */
    async addEntry(user: UserRow, bookingId: string, input: TravelEntryInput, requestId?: string) {
      const { shipment } = await findBookingIn(db, bookingScope(user), bookingId);
      const actor = actorOf(user, requestId);
      const { kind } = input;
      if (kind === 'exception') {
        await db.transaction((tx) =>
          applyMoveIn(tx, actor, {
            bookingId,
            entity: 'shipment',
            to: 'exception',
            reason: input.notes,
            notes: input.notes,
            notesPublic: input.public_note,
            location: input.location,
            expectedVersion: input.expected_version,
          }),
        );
      } else {
        await db.transaction((tx) =>
          recordTravelNoteIn(tx, actor, {
            bookingId,
            kind,
            notes: input.notes,
            notesPublic: input.public_note,
            location: input.location,
            expectedVersion: input.expected_version,
          }),
        );
      }
      return latestEvent(db, shipment.id);
    },
  };
};
export type PackageStatusService = ReturnType<typeof createPackageStatusService>;
