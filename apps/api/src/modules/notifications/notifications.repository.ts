import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationOutbox, smsOptOuts } from '../../db/schema.ts';

/** Whether a phone number has opted out of SMS (it texted STOP). */
export const isOptedOut = async (tx: DbOrTx, phone: string) =>
  (await tx.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length >
  0;

/** The number gets no more SMS, and what is queued for it is skipped. */
export const optOut = async (tx: DbOrTx, phone: string, source: string) => {
  await tx.insert(smsOptOuts).values({ phone, source }).onConflictDoNothing();
  await tx
    .update(notificationOutbox)
    .set({ status: 'skipped', lastError: 'the number opted out' })
    .where(
      and(
        eq(notificationOutbox.channel, 'sms'),
        eq(notificationOutbox.toAddress, phone),
        eq(notificationOutbox.status, 'pending'),
      ),
    );
};

export const optIn = async (tx: DbOrTx, phone: string) => {
  await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
};

/**
 * A provider's delivery report: the message it names moves from sent to delivered or failed. A report for a
 * message we do not know, or one that is already final, changes nothing (reports may come twice or late).
 */
export const recordDeliveryReport = async (
  tx: DbOrTx,
  provider: string,
  providerMessageId: string,
  report: { delivered: true } | { delivered: false; error: string },
) => {
  const rows = await tx
    .update(notificationOutbox)
    .set(
      report.delivered
        ? { status: 'delivered', deliveredAt: new Date() }
        : { status: 'failed', lastError: report.error.slice(0, 500) },
    )
    .where(
      and(
        eq(notificationOutbox.provider, provider),
        eq(notificationOutbox.providerMessageId, providerMessageId),
        inArray(notificationOutbox.status, ['sent']),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
};

/** Every message about a booking, oldest first (a booking has a few dozen at the most). */
export const listBookingMessages = (tx: DbOrTx, bookingId: string) =>
  tx
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.bookingId, bookingId))
    .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
    .limit(500);
