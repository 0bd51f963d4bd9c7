import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationOutbox, type OutboxRow, smsOptOuts } from '../../db/schema.ts';

/** The channels that write to a phone: a number that opted out gets neither. */
const PHONE_CHANNELS = ['sms', 'whatsapp'];

/** Whether a phone number has opted out of texts (it sent STOP by SMS or WhatsApp). */
export const isOptedOut = async (tx: DbOrTx, phone: string) =>
  (await tx.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length >
  0;

/** The number gets no more SMS or WhatsApp messages, and what is queued for it is skipped. */
export const optOut = async (tx: DbOrTx, phone: string, source: string) => {
  await tx.insert(smsOptOuts).values({ phone, source }).onConflictDoNothing();
  await tx
    .update(notificationOutbox)
    .set({ status: 'skipped', lastError: 'the number opted out' })
    .where(
      and(
        inArray(notificationOutbox.channel, PHONE_CHANNELS),
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

/**
 * A status from WhatsApp's webhook for the message it names. `sent` changes nothing (the row is sent once the
 * API took it); `delivered` and `read` only move forward, and may come in either order; `failed` ends a
 * message not yet delivered and returns it, for its SMS. The values the message was sent with go once its
 * outcome is known, as an SMS's go when it is sent.
 */
export const recordWhatsAppStatus = async (
  tx: DbOrTx,
  providerMessageId: string,
  status: 'delivered' | 'read' | 'failed',
  scrub: (row: OutboxRow) => Record<string, unknown>,
  error?: string,
): Promise<OutboxRow | null> => {
  const from = status === 'failed' ? ['sent'] : status === 'read' ? ['sent', 'delivered'] : ['sent'];
  const [row] = await tx
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.provider, 'whatsapp'),
        eq(notificationOutbox.providerMessageId, providerMessageId),
        inArray(notificationOutbox.status, from),
      ),
    )
    .for('update');
  if (!row) return null;
  await tx
    .update(notificationOutbox)
    .set({
      status,
      payload: scrub(row),
      ...(status === 'failed'
        ? { lastError: (error ?? 'WhatsApp: failed').slice(0, 500) }
        : { deliveredAt: row.deliveredAt ?? new Date() }),
    })
    .where(eq(notificationOutbox.id, row.id));
  return status === 'failed' ? row : null;
};

/**
 * The SMS that replaces a refused WhatsApp message: same kind, number and values, linked to it by
 * `fallback_of`, keyed by it so the worker and a late webhook never send it twice. Null when it exists.
 */
export const insertFallbackSms = async (tx: DbOrTx, whatsapp: OutboxRow, due = new Date()) => {
  const [row] = await tx
    .insert(notificationOutbox)
    .values({
      channel: 'sms',
      kind: whatsapp.kind,
      userId: whatsapp.userId,
      bookingId: whatsapp.bookingId,
      toAddress: whatsapp.toAddress,
      payload: whatsapp.payload,
      dedupeKey: `sms-fallback:${whatsapp.id}`,
      fallbackOf: whatsapp.id,
      nextAttemptAt: due,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

/** A WhatsApp message the worker gives up on: failed with the API's error, in the fallback's transaction. */
export const failWhatsApp = (
  tx: DbOrTx,
  row: OutboxRow,
  lastError: string,
  payload: Record<string, unknown>,
) =>
  tx
    .update(notificationOutbox)
    .set({ status: 'failed', lastError, payload })
    .where(eq(notificationOutbox.id, row.id));

/** A WhatsApp message queued where no WhatsApp is configured: it goes as the SMS it would fall back to. */
export const turnIntoSms = (tx: DbOrTx, row: OutboxRow) =>
  tx.update(notificationOutbox).set({ channel: 'sms' }).where(eq(notificationOutbox.id, row.id));

/** Every message about a booking, oldest first (a booking has a few dozen at the most). */
export const listBookingMessages = (tx: DbOrTx, bookingId: string) =>
  tx
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.bookingId, bookingId))
    .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
    .limit(500);
