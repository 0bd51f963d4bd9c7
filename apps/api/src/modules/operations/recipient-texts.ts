import { type HandoverMethod, toE164 } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type BookingRow, type ShipmentRow, users } from '../../db/schema.ts';
import { mailWindowOf } from '../delivery-window/delivery-window.mail.ts';
import type { IssuedHandover } from '../handover/handover.moves.ts';
import { queueSms } from '../notifications/notifications.queue.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';

/** The sender as the recipient knows them: the first name (the text has little room and says nothing more). */
const senderOf = (booking: BookingRow) => booking.senderName.trim().split(/\s+/)[0] ?? booking.senderName;

const phoneOf = (booking: BookingRow) => toE164(booking.recipientPhone, ['GH', 'GB']);

// Ghana keeps GMT all year; the recipient reads the time of day where they are.
const ghanaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The recipient in Ghana hears by SMS (or WhatsApp, when they opted in) that the parcel is booked, with the tracker's link (issue 48). */
export const queueConfirmationText = async (tx: Tx, booking: BookingRow, trackingNumber: string) => {
  await queueSms(
    tx,
    'recipient_booking_confirmed',
    phoneOf(booking),
    { sender: senderOf(booking), tracking_number: trackingNumber },
    {
      bookingId: booking.id,
      whatsapp: booking.recipientWhatsappOptIn,
      dedupeKey: `sms:recipient_booking_confirmed:${booking.id}`,
    },
  );
};

/**
 * The recipient's texts for the goods' moves: arrived in Ghana (with the delivery window), out for delivery
 * (the driver's first name and a number to call) and delivered (when, and how it was proved). Keyed like the mails by the shipment version the move starts from.
 */
export const queueMoveTexts = async (
  tx: Tx,
  booking: BookingRow,
  shipment: ShipmentRow,
  change: {
    to: string;
    at: Date;
    photoKey?: string | null;
    signatureKey?: string | null;
    deliveryAgentId?: string | null;
    /** The code issued for this trip out (out_for_delivery only): the one place its plaintext goes. */
    handover?: IssuedHandover | null;
    /** How the delivery was confirmed (delivered only). */
    handoverMethod?: HandoverMethod | null;
  },
) => {
  const tracking_number = shipment.trackingNumber;
  if (!tracking_number) return;
  const options = {
    bookingId: booking.id,
    whatsapp: booking.recipientWhatsappOptIn,
    dedupeKey: `sms:${change.to}:${shipment.id}:${shipment.version}`,
  };
  if (change.to === 'arrived_ghana') {
    const window = (await mailWindowOf(tx, booking.id))?.text;
    if (!window) return;
    await queueSms(
      tx,
      'recipient_arrived_ghana',
      phoneOf(booking),
      { sender: senderOf(booking), tracking_number, window },
      options,
    );
  } else if (change.to === 'out_for_delivery') {
    const driver = await driverOf(tx, change.deliveryAgentId ?? shipment.deliveryAgentId);
    if (!driver) return;
    const values = { tracking_number, ...driver };
    // Every trip out issues a code (writeShipmentMove); the text is what carries it.
    if (!change.handover) return;
    const holder = change.handover.holder;
    if (!holder) {
      const code = change.handover.code;
      await queueSms(tx, 'recipient_out_for_delivery', phoneOf(booking), { ...values, code }, options);
    } else {
      // The person the recipient named receives the parcel, so the code goes to them; the recipient is told who holds it.
      await queueSms(
        tx,
        'recipient_out_for_delivery_alternate',
        phoneOf(booking),
        { ...values, holder: firstNameOf(holder.name) },
        options,
      );
      await queueSms(
        tx,
        'alternate_out_for_delivery',
        holder.phone,
        { ...values, recipient: firstNameOf(booking.recipientName), code: change.handover.code },
        { ...options, dedupeKey: `${options.dedupeKey}:alternate` },
      );
    }
  } else if (change.to === 'delivered') {
    const proof =
      change.handoverMethod === 'CODE'
        ? 'confirmed with the door code'
        : change.signatureKey
          ? 'signed for'
          : change.photoKey
            ? 'photo taken at the door'
            : 'recorded by the driver';
    await queueSms(
      tx,
      'recipient_delivered',
      phoneOf(booking),
      { tracking_number, time: ghanaTime.format(change.at), proof },
      options,
    );
  }
};

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The driver's first name and a number to call: their own phone, or the Ghana office's when their profile has none. */
const driverOf = async (tx: Tx, agentId: string | null | undefined) => {
  const [agent] = agentId ? await tx.select().from(users).where(eq(users.id, agentId)) : [];
  if (!agent) return null;
  return {
    agent: agent.firstName,
    agent_phone: agent.phoneE164 ?? (await getCompanyDetails(tx)).ghana_phone,
  };
};

/** An admin's new handover code, texted to whoever holds the code (the recipient or their alternate receiver). */
export const queueHandoverCodeText = async (
  tx: Tx,
  booking: BookingRow,
  shipment: ShipmentRow,
  issued: IssuedHandover,
  at: Date,
) => {
  const driver = await driverOf(tx, shipment.deliveryAgentId);
  await queueSms(
    tx,
    'handover_code_reissued',
    issued.holder?.phone ?? phoneOf(booking),
    {
      tracking_number: shipment.trackingNumber ?? '',
      agent: driver?.agent ?? 'the driver',
      code: issued.code,
    },
    { bookingId: booking.id, dedupeKey: `sms:handover_code_reissued:${booking.id}:${at.getTime()}` },
  );
};

/** A delivery window that moved by more than a day (delivery-window.mail.ts decides which). */
export const queueWindowMovedText = async (
  tx: Tx,
  booking: BookingRow,
  trackingNumber: string,
  window: string,
  dedupeKey: string,
) => {
  await queueSms(
    tx,
    'recipient_window_moved',
    phoneOf(booking),
    { sender: senderOf(booking), tracking_number: trackingNumber, window },
    { bookingId: booking.id, whatsapp: booking.recipientWhatsappOptIn, dedupeKey: `sms:${dedupeKey}` },
  );
};
