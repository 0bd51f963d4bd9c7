import type { Tx } from '../../db/client.ts';
import { allBookings, findBookingIn } from '../bookings/bookings.repository.ts';
import type { Actor } from '../operations/actor.ts';
import { recordAudit } from '../operations/audit.ts';
import { invalidateTracking, noteChange } from '../tracking/tracking.cache.ts';
import {
  deleteBookingRow,
  deleteQueuedMailsOfBooking,
  listProofFileKeys,
  listReceiptFileKeys,
} from './admin-bookings.repository.ts';

/**
 * Deletes a booking with everything that belongs to it, inside the caller's transaction, and answers the
 * keys of its stored files (receipts, delivery proofs) for the caller to remove once it has committed.
 * Packages, the shipment (with its travel events and jobs), the payment and receipts go with the booking
 * through their foreign keys (ON DELETE CASCADE); queued mails hold the booking only in their payload, so
 * they are deleted here. Audit entries have no foreign key and stay, with one more saying who deleted it.
 */
export const deleteBookingIn = async (tx: Tx, actor: Actor, id: string): Promise<string[]> => {
  const { booking, shipment } = await findBookingIn(tx, allBookings, id, { lock: true });
  const [receiptRows, proofRows] = await Promise.all([
    listReceiptFileKeys(tx, id),
    listProofFileKeys(tx, shipment.id),
  ]);
  await deleteQueuedMailsOfBooking(tx, id);
  await deleteBookingRow(tx, id);
  await invalidateTracking(tx, [shipment.trackingNumber]);
  await noteChange(tx);
  await recordAudit(tx, actor, {
    action: 'booking.deleted',
    entity: 'booking',
    entityId: id,
    before: {
      booking_code: booking.bookingCode,
      status: booking.status,
      customer_id: booking.customerId,
      tracking_number: shipment.trackingNumber,
      shipment_status: shipment.status,
    },
    after: null,
  });
  return [
    ...receiptRows.map((r) => r.key),
    ...proofRows.flatMap((p) => [p.photo, p.signature].filter((key): key is string => !!key)),
  ];
};
