import { type HandoverMethod, handoverLabel, toE164, type WithoutCodeReason } from '@ukgh/domain';
import type { Tx } from '../../db/client.ts';
import type { BookingRow, ShipmentRow } from '../../db/schema.ts';
import type { Actor } from '../operations/actor.ts';
import { recordAudit } from '../operations/audit.ts';
import { newHandoverCode } from './handover.codes.ts';
import { readAlternate, storeIssuedCode, storeOutcome, voidCode } from './handover.repository.ts';

/**
 * The handover code's part in the moves (called from the operations repository, in the move's transaction):
 * issued on the way out, its outcome written on delivery, void on a cancel.
 */

/** Who holds the code: the alternate receiver the recipient named, else the recipient (null: the recipient). */
export interface IssuedHandover {
  code: string;
  holder: { name: string; phone: string } | null;
}

/** How a delivery was confirmed, as the delivering step passes it to the move. */
export interface HandoverOutcome {
  method: HandoverMethod;
  reason: WithoutCodeReason | null;
}

const recipientPhone = (booking: BookingRow) => toE164(booking.recipientPhone, ['GH', 'GB']);

/**
 * Issues the code of a trip out, inside the move's transaction: only its salted hash is written; the
 * plaintext goes back to the caller for the text. The audit entry says to whom, never the code.
 */
export const issueHandoverIn = async (
  tx: Tx,
  actor: Actor | null,
  booking: BookingRow,
  shipment: ShipmentRow,
  at: Date,
  action = 'handover.issue',
): Promise<IssuedHandover> => {
  const alternate = await readAlternate(tx, booking.id);
  const holder = alternate
    ? { name: alternate.name, phone: toE164(alternate.phone, ['GH', 'GB']) ?? alternate.phone }
    : null;
  const { code, hash, salt } = newHandoverCode();
  await storeIssuedCode(tx, booking.id, {
    hash,
    salt,
    sentTo: holder?.phone ?? recipientPhone(booking),
    at,
  });
  await recordAudit(tx, actor, {
    action,
    entity: 'shipment',
    entityId: shipment.id,
    bookingId: booking.id,
    before: null,
    after: { sent_to: holder ? 'alternate receiver' : 'recipient', issued_at: at.toISOString() },
  });
  return { code, holder };
};

/** The delivered move records how it was confirmed, and the code's hash goes (it is used or no longer needed). */
export const recordHandoverOutcomeIn = async (
  tx: Tx,
  bookingId: string,
  outcome: HandoverOutcome,
  at: Date,
  deliveredBy: string | null,
) => {
  await storeOutcome(tx, bookingId, { method: outcome.method, reason: outcome.reason, at, by: deliveredBy });
};

/** A cancelled booking's code is void. */
export const voidHandoverIn = (tx: Tx, bookingId: string, at: Date) => voidCode(tx, bookingId, at);

/** The audit's words for the outcome, which the admin's History shows: the method and the reason (or none). */
export const outcomeAudit = (outcome: HandoverOutcome) => ({
  handover: handoverLabel(outcome.method, outcome.reason),
});
