import { decidePayment, onlinePaymentMismatch } from '@ukgh/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound, unauthenticated } from '../../lib/errors.ts';
import { askStripe, type Stripe } from '../../lib/stripe.ts';
import { bookingMailData } from '../bookings/booking-mail.ts';
import { ownerScope } from '../bookings/bookings.policy.ts';
import { allBookings, findBookingCustomer, findBookingIn } from '../bookings/bookings.repository.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import { actorOf } from '../operations/actor.ts';
import { recordAudit } from '../operations/audit.ts';
import { findPaymentByStripeReference, lockPayment, updatePayment } from './payments.repository.ts';
import { audited, mailPaid, mailRefunded } from './payments.service.ts';
import {
  claimStripeEvent,
  findCheckoutSession,
  insertCheckoutSession,
  lastCheckoutAttempt,
  liveCheckoutSessions,
  openCheckoutSession,
  setCheckoutSessionStatus,
  settleStripeEvent,
} from './stripe.repository.ts';

export const STRIPE_MESSAGES = {
  unavailable: 'Card payment is not available: pay by bank transfer and upload the receipt',
  noSignature: 'The Stripe-Signature header is missing',
  badSignature: 'The Stripe signature does not verify',
  badEvent: 'The event is not one Stripe sends',
} as const;

// A session about to expire is not handed out again: the customer needs time on Stripe's page.
const REUSE_MARGIN_MS = 10 * 60 * 1000;

/** The few fields of a Checkout Session the webhook reads (Stripe's event carries the whole object). */
const sessionObject = z.object({
  id: z.string(),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type SessionObject = z.infer<typeof sessionObject>;

const chargeObject = z.object({
  id: z.string(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  refunded: z.boolean(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
});

const eventShape = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

/** The event's object in the shape this type of event has; a 400 otherwise (Stripe never sends one). */
const objectAs = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(STRIPE_MESSAGES.badEvent);
  return parsed.data;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Card and pay-by-bank through Stripe Checkout (issue 49). Pay now opens a Checkout Session for the amount
 * due, computed here in pence from the payment row and never taken from the client; Stripe's webhook,
 * verified by its signature, moves the payment through the same domain rules as an accepted receipt, once
 * per event id.
 */
export const createStripePaymentsService = (ctx: AppContext, stripe: Stripe | null) => {
  const { db, config, log } = ctx;
  const webhookSecret = config.stripe?.webhookSecret ?? null;
  const paymentTab = (bookingId: string, outcome: string) =>
    `${config.publicUrl}/dashboard/bookings/${bookingId}?tab=payment&checkout=${outcome}`;

  /**
   * The booking row is locked while the session is looked up or made, so clicks at the same moment queue
   * and the later ones reuse the first one's session. The idempotency key numbers the attempt: should the
   * transaction fail after Stripe made the session, the retry asks with the same key and gets it back.
   */
  const checkout = async (user: UserRow, requestId: string | null, bookingId: string) => {
    if (!stripe) throw notFound(STRIPE_MESSAGES.unavailable);
    return db.transaction(async (tx) => {
      const { booking } = await findBookingIn(tx, ownerScope(user), bookingId, { lock: true });
      const payment = await lockPayment(tx, booking);
      const verdict = decidePayment('pay-online', {
        bookingStatus: booking.status,
        paymentStatus: payment.status,
      });
      if (!verdict.allowed) throw conflict(verdict.reason);
      const open = await openCheckoutSession(
        tx,
        booking.id,
        payment.amountPence,
        new Date(Date.now() + REUSE_MARGIN_MS),
      );
      if (open) return { url: open.url };
      // A session opened at an earlier amount due is closed at Stripe first, so its page cannot be paid.
      for (const stale of await liveCheckoutSessions(tx, booking.id, new Date())) {
        await askStripe(log, () => stripe.checkout.sessions.expire(stale.sessionId));
        await setCheckoutSessionStatus(tx, stale.id, 'EXPIRED');
      }
      const attempt = (await lastCheckoutAttempt(tx, booking.id)) + 1;
      const metadata = { booking_id: booking.id, booking_code: booking.bookingCode };
      const session = await askStripe(log, () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            currency: 'gbp',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'gbp',
                  unit_amount: payment.amountPence,
                  product_data: { name: `Shipping, booking ${booking.bookingCode}` },
                },
              },
            ],
            client_reference_id: booking.bookingCode,
            metadata,
            payment_intent_data: { metadata },
            customer_email: user.email,
            success_url: paymentTab(booking.id, 'success'),
            cancel_url: paymentTab(booking.id, 'cancelled'),
          },
          { idempotencyKey: `checkout:${booking.id}:${attempt}` },
        ),
      );
      if (!session.url) throw conflict(STRIPE_MESSAGES.unavailable);
      await insertCheckoutSession(tx, {
        bookingId: booking.id,
        sessionId: session.id,
        attempt,
        url: session.url,
        amountPence: payment.amountPence,
        currency: payment.currency,
        expiresAt: new Date(session.expires_at * 1000),
        createdBy: user.id,
      });
      await recordAudit(tx, actorOf(user, requestId), {
        action: 'payment.checkout-opened',
        entity: 'booking',
        entityId: booking.id,
        after: { stripe_session_id: session.id, amount_gbp: payment.amountPence / 100, attempt },
      });
      return { url: session.url };
    });
  };

  /** The booking a session event is about, locked with its payment and customer; null if it is not ours. */
  const sessionBooking = async (tx: DbOrTx, session: SessionObject) => {
    const row = await findCheckoutSession(tx, session.id);
    if (!row) return null;
    const claimed = session.metadata?.booking_id;
    if (claimed && claimed !== row.bookingId) return null;
    const { booking } = await findBookingIn(tx, allBookings, row.bookingId, { lock: true });
    const payment = await lockPayment(tx, booking);
    const customer = (await findBookingCustomer(tx, booking.customerId))!;
    return { row, booking, payment, customer };
  };

  /** Checkout says the money came: the payment becomes PAID by card, as an accepted receipt makes it. */
  const sessionPaid = async (tx: DbOrTx, session: SessionObject) => {
    const found = await sessionBooking(tx, session);
    if (!found) return { outcome: 'not one of our sessions', bookingId: null };
    const { row, booking, payment, customer } = found;
    const mismatch = onlinePaymentMismatch(
      {
        bookingCode: session.client_reference_id ?? null,
        amountPence: session.amount_total ?? null,
        currency: session.currency ?? null,
      },
      { bookingCode: booking.bookingCode, amountPence: payment.amountPence, currency: payment.currency },
    );
    if (mismatch) return { outcome: `not applied: ${mismatch}`, bookingId: booking.id };
    const verdict = decidePayment('online-paid', {
      bookingStatus: booking.status,
      paymentStatus: payment.status,
    });
    if (!verdict.allowed) return { outcome: `not applied: ${verdict.reason}`, bookingId: booking.id };
    const paid = await updatePayment(tx, payment.id, {
      status: verdict.to,
      method: 'CARD_STRIPE',
      paidAt: new Date(),
      reference: idOf(session.payment_intent) ?? session.id,
      recordedBy: null,
      receiptId: null,
    });
    await setCheckoutSessionStatus(tx, row.id, 'COMPLETE');
    await recordAudit(tx, null, {
      action: 'payment.paid-online',
      entity: 'booking',
      entityId: booking.id,
      before: audited(payment),
      after: { ...audited(paid), stripe_session_id: session.id },
    });
    await mailPaid(tx, booking, customer, paid);
    return { outcome: 'applied: paid', bookingId: booking.id };
  };

  /** A delayed payment (Pay by Bank) did not go through: recorded, and the customer is told. */
  const sessionFailed = async (tx: DbOrTx, session: SessionObject) => {
    const found = await sessionBooking(tx, session);
    if (!found) return { outcome: 'not one of our sessions', bookingId: null };
    const { row, booking, customer } = found;
    await setCheckoutSessionStatus(tx, row.id, 'FAILED');
    await recordAudit(tx, null, {
      action: 'payment.online-failed',
      entity: 'booking',
      entityId: booking.id,
      before: { stripe_session_id: session.id, session_status: row.status },
      after: { stripe_session_id: session.id, session_status: 'FAILED' },
    });
    await queueNotification(
      tx,
      'online_payment_failed',
      customer,
      { ...(await bookingMailData(tx, booking, customer.firstName)), amount_gbp: row.amountPence / 100 },
      { dedupeKey: `online_payment_failed:${row.id}` },
    );
    return { outcome: 'applied: failed', bookingId: booking.id };
  };

  /** Stripe says the charge went back in full: the payment becomes REFUNDED (asked here or in Stripe). */
  const chargeRefunded = async (tx: DbOrTx, charge: z.infer<typeof chargeObject>) => {
    const intent = idOf(charge.payment_intent);
    const known = intent ? await findPaymentByStripeReference(tx, intent) : null;
    if (!known) return { outcome: 'not one of our payments', bookingId: null };
    const { booking } = await findBookingIn(tx, allBookings, known.bookingId, { lock: true });
    const payment = await lockPayment(tx, booking);
    if (!charge.refunded || charge.amount_refunded !== payment.amountPence)
      return { outcome: 'not applied: not refunded in full', bookingId: booking.id };
    const verdict = decidePayment('refund', { bookingStatus: booking.status, paymentStatus: payment.status });
    if (!verdict.allowed) return { outcome: `not applied: ${verdict.reason}`, bookingId: booking.id };
    const reason = payment.refundReason ?? 'Refunded through Stripe';
    const refunded = await updatePayment(tx, payment.id, {
      status: verdict.to,
      refundedAt: new Date(),
      refundReason: reason,
    });
    await recordAudit(tx, null, {
      action: 'payment.refunded',
      entity: 'booking',
      entityId: booking.id,
      before: audited(payment),
      after: { ...audited(refunded), stripe_charge_id: charge.id },
    });
    const customer = (await findBookingCustomer(tx, booking.customerId))!;
    await mailRefunded(tx, booking, customer, refunded, reason);
    return { outcome: 'applied: refunded', bookingId: booking.id };
  };

  const apply = async (tx: DbOrTx, event: z.infer<typeof eventShape>) => {
    const session = () => objectAs(sessionObject, event.data.object);
    switch (event.type) {
      case 'checkout.session.completed': {
        const s = session();
        // Pay by Bank may complete the page before the money moves: its async_payment_* event follows.
        if (s.payment_status !== 'paid') return { outcome: 'waiting for the payment', bookingId: null };
        return sessionPaid(tx, s);
      }
      case 'checkout.session.async_payment_succeeded':
        return sessionPaid(tx, session());
      case 'checkout.session.async_payment_failed':
        return sessionFailed(tx, session());
      case 'charge.refunded':
        return chargeRefunded(tx, objectAs(chargeObject, event.data.object));
      default:
        return { outcome: 'ignored: not an event we use', bookingId: null };
    }
  };

  return {
    checkout,

    /**
     * One delivery of Stripe's webhook: verified against the endpoint secret on the bytes as sent, then
     * applied in one transaction with its event id claimed, so a replay (or a second delivery) changes
     * nothing. An event that does not match what is due is kept with the reason and answered 200, so
     * Stripe does not send it again.
     */
    async webhook(rawBody: Buffer, signature: string | undefined) {
      if (!stripe || !webhookSecret) throw notFound(STRIPE_MESSAGES.unavailable);
      if (!signature) throw unauthenticated(STRIPE_MESSAGES.noSignature);
      let verified: unknown;
      try {
        verified = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeSignatureVerificationError')
          throw forbidden(STRIPE_MESSAGES.badSignature);
        throw invalid(STRIPE_MESSAGES.badEvent);
      }
      const parsed = eventShape.safeParse(verified);
      if (!parsed.success) throw invalid(STRIPE_MESSAGES.badEvent);
      const event = parsed.data;
      const result = await db.transaction(async (tx) => {
        if (!(await claimStripeEvent(tx, event.id, event.type)))
          return { outcome: 'replay: already applied', bookingId: null };
        const done = await apply(tx, event);
        await settleStripeEvent(tx, event.id, done.outcome, done.bookingId);
        return done;
      });
      const line = { stripeEvent: event.id, type: event.type, ...result };
      if (result.outcome.startsWith('not applied') || result.outcome.startsWith('not one'))
        log.warn(line, 'stripe event changed nothing');
      else log.info(line, 'stripe event');
      return { received: true as const };
    },
  };
};
export type StripePaymentsService = ReturnType<typeof createStripePaymentsService>;
