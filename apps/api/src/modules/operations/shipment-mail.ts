import type { ShipmentStatus } from '@ukgh/domain';
import type { Tx } from '../../db/client.ts';
import type { BookingRow, ShipmentRow } from '../../db/schema.ts';
import { bookingMailData } from '../bookings/booking-mail.ts';
import { findBookingCustomer, findBookingRow } from '../bookings/bookings.repository.ts';
import { mailWindowOf } from '../delivery-window/delivery-window.mail.ts';
import { queueNotification, queueRecipientNotification } from '../notifications/notifications.queue.ts';

const MAIL_OF = {
  out_for_delivery: 'package_out_for_delivery',
  delivered: 'package_delivered',
} as const satisfies Partial<Record<ShipmentStatus, string>>;

/**
 * The customer (and the recipient in Ghana, when the booking has their email) hear when the goods set out
 * for delivery and when they arrive (spec 001 §5). Queued in the move's transaction; keyed by the shipment
 * version the move starts from (each move has its own), so a parcel that goes out twice (a failed attempt)
 * mails twice, while a replayed move never does.
 */
export const queueDeliveryMails = async (
  tx: Tx,
  booking: BookingRow,
  shipment: ShipmentRow,
  to: ShipmentStatus,
) => {
  if (to !== 'out_for_delivery' && to !== 'delivered') return;
  const kind = MAIL_OF[to];
  const current = await findBookingRow(tx, booking.id);
  const customer = await findBookingCustomer(tx, booking.customerId);
  const key = `${kind}:${shipment.id}:${shipment.version}`;
  const facts = {
    tracking_number: shipment.trackingNumber,
    delivery_window: to === 'out_for_delivery' ? await mailWindowOf(tx, booking.id) : null,
  };
  await queueNotification(
    tx,
    kind,
    customer!,
    { ...(await bookingMailData(tx, current!, customer!.firstName)), ...facts, audience: 'customer' },
    { dedupeKey: key },
  );
  await queueRecipientNotification(
    tx,
    kind,
    current!.recipientEmail,
    { ...(await bookingMailData(tx, current!, current!.recipientName)), ...facts, audience: 'recipient' },
    { dedupeKey: `${key}:recipient` },
  );
};
