import { DEFAULT_NOTIFICATION_PREFERENCES } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationOutbox, type OutboxRow, type UserRow, users } from '../../db/schema.ts';
import { isOptedOut } from './notifications.repository.ts';
import type { SmsKind, SmsValues } from './sms-templates.ts';
import { type NotificationData, type NotificationKind, TEMPLATES } from './templates/index.ts';

export interface QueueOptions {
  /**
   * Names the event (e.g. `booking_received:<booking id>`): a second queue call with the same key writes
   * nothing, so a retried request or a replayed job never mails twice.
   */
  dedupeKey?: string;
}

/**
 * Decided when the mail is queued, from the preferences the user has at that moment: a mail they turned
 * off is written as `skipped` (kept, so support can see it was not sent and why); account and security
 * mails (template preference null) always go. A deleted account gets nothing.
 */
const wantsMail = (user: UserRow, kind: NotificationKind) => {
  if (user.deletedAt) return false;
  const topic = TEMPLATES[kind].preference;
  if (topic === null) return true;
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...user.notificationPreferences };
  return prefs.email_notifications && prefs[topic];
};

/** The booking a mail is about, for the booking's History: booking mails carry its id (BookingMailData). */
const bookingOf = (data: unknown) => {
  const id = (data as { booking_id?: unknown }).booking_id;
  return typeof id === 'string' ? id : null;
};

const insertRow = async (tx: DbOrTx, row: typeof notificationOutbox.$inferInsert) => {
  // DO NOTHING without a target: only the dedupe index can conflict (ids are random).
  // Due from this process's clock, at the millisecond precision the worker's `now` has (the database's
  // now() has microseconds, which would leave a fresh row not yet due for a worker in the same millisecond).
  const [written] = await tx
    .insert(notificationOutbox)
    .values({ nextAttemptAt: new Date(), ...row })
    .onConflictDoNothing()
    .returning();
  return written ?? null;
};

/** The mails that have a text beside them, for a customer whose SMS or WhatsApp switch is on. */
const CUSTOMER_TEXTS: Partial<Record<NotificationKind, SmsKind>> = {
  booking_confirmed: 'customer_booking_confirmed',
  package_out_for_delivery: 'customer_out_for_delivery',
  package_delivered: 'customer_delivered',
  delivery_window_moved: 'customer_window_moved',
};

/**
 * The customer's text beside a mail, when their `sms_notifications` or `whatsapp_notifications` switch and
 * the mail's topic are on and their profile has a phone; by WhatsApp when that switch is on. Keyed by the
 * mail's own key, so it is queued once as the mail is.
 */
const queueCustomerText = async (
  tx: DbOrTx,
  kind: NotificationKind,
  user: UserRow,
  data: Record<string, unknown>,
  options: QueueOptions,
) => {
  const text = CUSTOMER_TEXTS[kind];
  if (!text || user.deletedAt || !user.phoneE164) return;
  const topic = TEMPLATES[kind].preference;
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...user.notificationPreferences };
  if (!(prefs.sms_notifications || prefs.whatsapp_notifications) || (topic !== null && !prefs[topic])) return;
  const window = (data.window ?? data.delivery_window) as { text?: string } | null | undefined;
  await queueSms(
    tx,
    text,
    user.phoneE164,
    {
      booking_code: String(data.booking_code ?? ''),
      tracking_number: String(data.tracking_number ?? data.booking_code ?? ''),
      recipient: String(data.recipient_name ?? '').split(/\s+/)[0] ?? '',
      ...(window?.text ? { window: window.text } : {}),
    },
    {
      userId: user.id,
      bookingId: typeof data.booking_id === 'string' ? data.booking_id : undefined,
      dedupeKey: options.dedupeKey ? `sms:${options.dedupeKey}` : undefined,
      whatsapp: prefs.whatsapp_notifications,
    },
  );
};

/**
 * Queues a mail to a user, in the caller's transaction: it is sent only if that transaction commits.
 * Pass the user row you hold (or its id). Returns the outbox row, or null when the dedupe key was taken.
 */
export const queueNotification = async <K extends NotificationKind>(
  tx: DbOrTx,
  kind: K,
  to: UserRow | string,
  data: NotificationData<K>,
  options: QueueOptions = {},
): Promise<OutboxRow | null> => {
  // A deleted account is still read (and its mail skipped): a notice must never abort the change it reports.
  const user = typeof to === 'string' ? (await tx.select().from(users).where(eq(users.id, to)))[0] : to;
  if (!user) throw new Error(`queueNotification: no user ${to}`);
  await queueCustomerText(tx, kind, user, data as Record<string, unknown>, options);
  return insertRow(tx, {
    kind,
    userId: user.id,
    bookingId: bookingOf(data),
    toAddress: user.email,
    payload: data as Record<string, unknown>,
    dedupeKey: options.dedupeKey ?? null,
    status: wantsMail(user, kind) ? 'pending' : 'skipped',
  });
};

/**
 * Queues a mail to someone without an account (the recipient in Ghana), in the caller's transaction.
 * The recipient's email is optional on a booking: without one this does nothing and returns null.
 */
export const queueRecipientNotification = async <K extends NotificationKind>(
  tx: DbOrTx,
  kind: K,
  email: string | null | undefined,
  data: NotificationData<K>,
  options: QueueOptions = {},
): Promise<OutboxRow | null> => {
  const address = email?.trim();
  if (!address) return null;
  return insertRow(tx, {
    kind,
    userId: null,
    bookingId: bookingOf(data),
    toAddress: address,
    payload: data as Record<string, unknown>,
    dedupeKey: options.dedupeKey ?? null,
    status: 'pending',
  });
};

/**
 * Queues a text (templates/sms/, or its WhatsApp template when the person opted in to WhatsApp) to a phone in
 * E.164, in the caller's transaction. A number that opted out gets a `skipped` row (support sees why nothing
 * went); a missing number queues nothing. Where no WhatsApp is configured, the worker sends it as an SMS.
 */
export const queueSms = async (
  tx: DbOrTx,
  kind: SmsKind,
  phone: string | null | undefined,
  values: SmsValues,
  options: QueueOptions & { bookingId?: string; userId?: string; whatsapp?: boolean } = {},
): Promise<OutboxRow | null> => {
  if (!phone) return null;
  return insertRow(tx, {
    channel: options.whatsapp ? 'whatsapp' : 'sms',
    kind,
    userId: options.userId ?? null,
    bookingId: options.bookingId ?? null,
    toAddress: phone,
    payload: values as Record<string, unknown>,
    dedupeKey: options.dedupeKey ?? null,
    status: (await isOptedOut(tx, phone)) ? 'skipped' : 'pending',
  });
};
