import { canReissueHandoverCode, decideHandoverCode, HANDOVER_MESSAGES } from '@ukgh/domain';
import type { Db } from '../../db/client.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import type { Actor } from '../operations/actor.ts';
import { recordAudit } from '../operations/audit.ts';
import { lockBooking } from '../operations/operations.repository.ts';
import { queueHandoverCodeText } from '../operations/recipient-texts.ts';
import { handoverCodeMatches } from './handover.codes.ts';
import { issueHandoverIn } from './handover.moves.ts';
import { listDeliveredWithoutCode, lockHandover, storeFailedAttempt } from './handover.repository.ts';

export const createHandoverService = (db: Db) => ({
  /**
   * Checks a code the agent typed, in its own transaction so a wrong try is counted (and the fifth locks the
   * code) even though the delivery it came with is refused. Throws 400 with the tries left when it is wrong.
   */
  async check(actor: Actor, bookingId: string, code: string): Promise<void> {
    const verdict = await db.transaction(async (tx) => {
      const { shipment } = await lockBooking(tx, bookingId);
      const row = await lockHandover(tx, bookingId);
      const state = {
        issued: Boolean(row?.codeHash),
        failedAttempts: row?.failedAttempts ?? 0,
        locked: Boolean(row?.lockedAt),
      };
      const decided = decideHandoverCode(state, row ? handoverCodeMatches(code, row) : false);
      if (decided.outcome === 'wrong') {
        const lockedAt = decided.locksNow ? new Date() : null;
        await storeFailedAttempt(tx, bookingId, decided.failedAttempts, lockedAt);
        const entry = { entity: 'shipment' as const, entityId: shipment.id, bookingId };
        await recordAudit(tx, actor, {
          ...entry,
          action: 'handover.wrong-code',
          before: { failed_attempts: state.failedAttempts },
          after: { failed_attempts: decided.failedAttempts, tries_left: decided.triesLeft },
        });
        if (lockedAt)
          await recordAudit(tx, actor, {
            ...entry,
            action: 'handover.lock',
            before: { locked: false },
            after: { locked: true },
          });
      }
      return decided;
    });
    if (verdict.outcome !== 'confirmed') throw invalid(verdict.message, { handover_code: [verdict.message] });
  },

  /** An admin's new code while the parcel is out for delivery: replaces the old one, texted again, audited. */
  async reissue(actor: Actor, bookingId: string) {
    return db.transaction(async (tx) => {
      const { booking, shipment } = await lockBooking(tx, bookingId);
      if (!canReissueHandoverCode({ bookingStatus: booking.status, shipmentStatus: shipment.status }))
        throw conflict(HANDOVER_MESSAGES.notOutForDelivery);
      const at = new Date();
      const issued = await issueHandoverIn(tx, actor, booking, shipment, at, 'handover.reissue');
      await queueHandoverCodeText(tx, booking, shipment, issued, at);
      return { holder: issued.holder, at };
    });
  },

  /** The dashboard's review list: deliveries completed without a code, newest first. */
  deliveredWithoutCode: (limit = 20) => listDeliveredWithoutCode(db, limit),
});
export type HandoverService = ReturnType<typeof createHandoverService>;
