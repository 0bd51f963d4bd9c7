import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, signedIn } from '../../../test/factories.ts';
import { signedEvent, startStripeStandIn } from '../../../test/stripe-stand-in.ts';
import { auditEvents, type BookingRow, notificationOutbox, payments, stripeEvents } from '../../db/schema.ts';

const SECRET_KEY = 'sk_test_standin_0123456789';
const WEBHOOK_SECRET = 'whsec_test_standin_0123456789';

const stripe = await startStripeStandIn({ secretKey: SECRET_KEY });
afterAll(() => stripe.close());
const t = await createTestApp({
  env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
});

type Caller = Awaited<ReturnType<typeof signedIn>>;
let owner: Caller;
let admin: Caller;
beforeAll(async () => {
  owner = await signedIn(t, 'CUSTOMER', { firstName: 'Esi' });
  admin = await signedIn(t, 'ADMIN');
});

const api = (path: string) => `/api/v1${path}`;
const payNow = (bookingId: string, caller: Caller = owner, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: api(`/bookings/${bookingId}/payment/checkout/`),
    headers: caller.headers,
    ...(payload ? { payload } : {}),
  });
const deliver = (payload: string, header?: string) =>
  t.app.inject({
    method: 'POST',
    url: api('/payments/stripe/webhook/'),
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    payload,
  });
const paymentRow = async (bookingId: string) =>
  (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;
const mails = (bookingId: string, kind: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.kind, kind),
        sql`${notificationOutbox.payload}->>'booking_id' = ${bookingId}`,
      ),
    );
const trail = (bookingId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.bookingId, bookingId)).orderBy(auditEvents.seq);
const sessionRequests = (bookingId: string) =>
  stripe.requests.filter(
    (r) => r.path === '/v1/checkout/sessions' && r.form['metadata[booking_id]'] === bookingId,
  );

/** A booking of the owner's with its Checkout Session opened through Pay now; the stand-in's session. */
const openedBooking = async (status: 'PENDING' | 'CONFIRMED' = 'CONFIRMED') => {
  const { booking } = await makeBooking(t.db, owner.user, { status });
  const res = await payNow(booking.id);
  expect(res.statusCode).toBe(200);
  const sessionId = sessionRequests(booking.id).length
    ? [...stripe.sessions.values()].find(
        (s) => s.metadata && (s.metadata as Record<string, string>).booking_id === booking.id,
      )!.id
    : null;
  return { booking, session: stripe.sessions.get(String(sessionId))! };
};

/** Checkout's completed event for this session, as Stripe sends it once the customer has paid. */
const paidEvent = (session: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  signedEvent(
    'checkout.session.completed',
    {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${String(session.id)}`,
      ...overrides,
    },
    WEBHOOK_SECRET,
  );

const paidBooking = async () => {
  const opened = await openedBooking();
  const event = paidEvent(opened.session);
  expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
  return opened;
};

describe('Pay now', () => {
  it('opens a Checkout Session for the amount due in pence, whatever the client sends, with the booking code and an idempotency key', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const res = await payNow(booking.id, owner, { amount_gbp: 0.01, amount: 1, currency: 'usd' });
    expect(res.statusCode).toBe(200);
    const [call, ...more] = sessionRequests(booking.id);
    expect(more).toHaveLength(0);
    expect(call!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call!.idempotencyKey).toBe(`checkout:${booking.id}:1`);
    expect(call!.form).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      'line_items[0][price_data][unit_amount]': String(booking.priceQuotePence),
      'line_items[0][price_data][currency]': 'gbp',
      client_reference_id: booking.bookingCode,
      'metadata[booking_code]': booking.bookingCode,
      'payment_intent_data[metadata][booking_id]': booking.id,
      success_url: `http://shipping.test/dashboard/bookings/${booking.id}?tab=payment&checkout=success`,
      cancel_url: `http://shipping.test/dashboard/bookings/${booking.id}?tab=payment&checkout=cancelled`,
    });
    // The dashboard's automatic payment methods decide: card, Apple Pay, Google Pay, Pay by Bank.
    expect(Object.keys(call!.form).some((k) => k.startsWith('payment_method_types'))).toBe(false);
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(res.json()).toEqual({ url: session.url });
    expect((await trail(booking.id)).map((e) => e.action)).toContain('payment.checkout-opened');

    const view = await t.app.inject({ url: api(`/bookings/${booking.id}/payment/`), headers: owner.headers });
    expect(view.json().can_pay_online).toBe(true);
  });

  it('makes one session for 20 clicks at once, and hands the open session out again', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => payNow(booking.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    expect(sessionRequests(booking.id)).toHaveLength(1);
    const later = await payNow(booking.id);
    expect(later.json().url).toBe(answers[0]!.json().url);
    expect(sessionRequests(booking.id)).toHaveLength(1);
  });

  it('closes a session opened at an earlier amount due at Stripe before opening one at the new amount', async () => {
    const { booking, session: first } = await openedBooking();
    await t.db
      .update(payments)
      .set({ amountPence: booking.priceQuotePence + 500 })
      .where(eq(payments.bookingId, booking.id));
    const again = await payNow(booking.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().url).not.toBe(first.url);
    expect(stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${first.id}/expire`)).toBe(true);
    expect(stripe.sessions.get(String(first.id))!.status).toBe('expired');
    expect(sessionRequests(booking.id).at(-1)!.form['line_items[0][price_data][unit_amount]']).toBe(
      String(booking.priceQuotePence + 500),
    );
  });

  it('is the owner’s alone, and refused when nothing is due', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const stranger = await signedIn(t, 'CUSTOMER');
    expect((await payNow(booking.id, stranger)).statusCode).toBe(404);
    expect((await payNow(booking.id, admin)).statusCode).toBe(403);
    const { booking: cancelled } = await makeBooking(t.db, owner.user, { status: 'CANCELLED' });
    const refused = await payNow(cancelled.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This booking was cancelled or rejected: there is nothing to pay');
    const { booking: paid } = await paidBooking();
    expect((await payNow(paid.id)).statusCode).toBe(409);
    expect(sessionRequests(cancelled.id)).toHaveLength(0);
  });
});

describe('the webhook', () => {
  it('makes the payment Paid by card once Stripe says so, with the receipt mail and an audit entry', async () => {
    const { booking, session } = await openedBooking();
    const event = paidEvent(session);
    const res = await deliver(event.payload, event.header);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = await paymentRow(booking.id);
    expect(paid).toMatchObject({
      status: 'PAID',
      method: 'CARD_STRIPE',
      reference: `pi_${session.id}`,
      recordedBy: null,
    });
    expect(await mails(booking.id, 'payment_received')).toHaveLength(1);
    expect((await trail(booking.id)).map((e) => e.action)).toContain('payment.paid-online');

    const mine = await t.app.inject({ url: api(`/bookings/${booking.id}/payment/`), headers: owner.headers });
    expect(mine.json()).toMatchObject({
      payment: { status: 'PAID' },
      can_pay_online: false,
      can_upload_receipt: false,
    });
    const adminView = await t.app.inject({
      url: api(`/admin/bookings/${booking.id}/payment/`),
      headers: admin.headers,
    });
    expect(adminView.json().payment).toMatchObject({
      method_display: 'Card (Stripe)',
      reference: `pi_${session.id}`,
    });
  });

  it('applies a replayed event once: the second delivery changes nothing', async () => {
    const { booking, session } = await openedBooking();
    const event = paidEvent(session);
    expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    const once = await paymentRow(booking.id);
    const again = signedEvent(
      'checkout.session.completed',
      JSON.parse(event.payload).data.object,
      WEBHOOK_SECRET,
      event.eventId,
    );
    expect((await deliver(again.payload, again.header)).statusCode).toBe(200);
    expect(await paymentRow(booking.id)).toEqual(once);
    expect(await mails(booking.id, 'payment_received')).toHaveLength(1);
    expect((await trail(booking.id)).filter((e) => e.action === 'payment.paid-online')).toHaveLength(1);
  });

  it('refuses a forged or unsigned event and changes nothing', async () => {
    const { booking, session } = await openedBooking();
    const forged = signedEvent(
      'checkout.session.completed',
      { ...session, payment_status: 'paid' },
      'whsec_not_ours',
    );
    const bad = await deliver(forged.payload, forged.header);
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe('The Stripe signature does not verify');
    const genuine = paidEvent(session);
    // The genuine signature over other bytes (an amount changed on the way) does not verify either.
    expect((await deliver(genuine.payload.replace('"paid"', '"paid" '), genuine.header)).statusCode).toBe(
      403,
    );
    expect((await deliver(genuine.payload)).statusCode).toBe(401);
    const notEvent = signedEvent('x', {}, WEBHOOK_SECRET);
    expect((await deliver('{"hello":1}', notEvent.header)).statusCode).toBe(403);
    // Signed, but not an event Stripe sends: 400.
    const notEventBody = '{"hello":1}';
    const signedJunk = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload: notEventBody,
      secret: WEBHOOK_SECRET,
    });
    expect((await deliver(notEventBody, signedJunk)).statusCode).toBe(400);
    expect((await paymentRow(booking.id)).status).toBe('PENDING');
    const [row] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, forged.eventId));
    expect(row).toBeUndefined();
  });

  it('changes nothing for an event with another booking’s amount or code, and keeps why', async () => {
    const { booking: mine, session } = await openedBooking();
    const { booking: other } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    await t.db
      .update(payments)
      .set({ amountPence: mine.priceQuotePence + 2500 })
      .where(eq(payments.bookingId, other.id));
    const otherAmount = paidEvent(session, { amount_total: mine.priceQuotePence + 2500 });
    expect((await deliver(otherAmount.payload, otherAmount.header)).statusCode).toBe(200);
    const otherCode = paidEvent(session, { client_reference_id: other.bookingCode });
    expect((await deliver(otherCode.payload, otherCode.header)).statusCode).toBe(200);
    const otherBooking = paidEvent(session, {
      metadata: { booking_id: other.id, booking_code: other.bookingCode },
    });
    expect((await deliver(otherBooking.payload, otherBooking.header)).statusCode).toBe(200);
    const euros = paidEvent(session, { currency: 'eur' });
    expect((await deliver(euros.payload, euros.header)).statusCode).toBe(200);
    for (const b of [mine, other]) expect((await paymentRow(b.id)).status).toBe('PENDING');
    const outcomes = await t.db
      .select()
      .from(stripeEvents)
      .where(
        sql`${stripeEvents.eventId} in (${sql.join(
          [otherAmount, otherCode, otherBooking, euros].map((e) => sql`${e.eventId}`),
          sql`, `,
        )})`,
      );
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'not applied: the amount is not the amount due',
      'not applied: the currency is not the one due',
      'not applied: the payment names another booking',
      'not one of our sessions',
    ]);
  });

  it('waits for a delayed Pay by Bank payment, then records its success or failure', async () => {
    const { booking, session } = await openedBooking();
    const completed = paidEvent(session, { payment_status: 'unpaid' });
    expect((await deliver(completed.payload, completed.header)).statusCode).toBe(200);
    expect((await paymentRow(booking.id)).status).toBe('PENDING');
    const succeeded = signedEvent(
      'checkout.session.async_payment_succeeded',
      { ...session, payment_status: 'paid', payment_intent: 'pi_bank_1' },
      WEBHOOK_SECRET,
    );
    expect((await deliver(succeeded.payload, succeeded.header)).statusCode).toBe(200);
    expect(await paymentRow(booking.id)).toMatchObject({ status: 'PAID', reference: 'pi_bank_1' });

    const { booking: failing, session: failed } = await openedBooking();
    const failure = signedEvent(
      'checkout.session.async_payment_failed',
      { ...failed, payment_status: 'unpaid' },
      WEBHOOK_SECRET,
    );
    expect((await deliver(failure.payload, failure.header)).statusCode).toBe(200);
    expect((await paymentRow(failing.id)).status).toBe('PENDING');
    expect(await mails(failing.id, 'online_payment_failed')).toHaveLength(1);
    await t.deliverMail();
    const told = t.outbox.find(
      (m) => m.subject === `Your payment for booking ${failing.bookingCode} did not go through`,
    );
    expect(told?.text).toContain(`http://shipping.test/dashboard/bookings/${failing.id}?tab=payment`);
    expect((await trail(failing.id)).map((e) => e.action)).toContain('payment.online-failed');
    // The failed session is not handed out again: Pay now opens a new one.
    expect((await payNow(failing.id)).json().url).not.toBe(failed.url);
    expect(sessionRequests(failing.id).map((r) => r.idempotencyKey)).toEqual([
      `checkout:${failing.id}:1`,
      `checkout:${failing.id}:2`,
    ]);
  });
});

describe('a card refund', () => {
  it('goes through Stripe’s refund API and becomes Refunded when charge.refunded confirms it', async () => {
    const { booking, session } = await paidBooking();
    const paid = await paymentRow(booking.id);
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/admin/bookings/${booking.id}/payment/refund/`),
      headers: admin.headers,
      payload: { reason: 'Customer cancelled before collection' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment: { status: 'PAID' }, can_refund: false });
    expect(res.json().payment.refund_requested_at).not.toBeNull();
    const [call, ...more] = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.payment_intent === paid.reference,
    );
    expect(more).toHaveLength(0);
    expect(call!.idempotencyKey).toBe(`refund:${paid.id}`);
    expect(await mails(booking.id, 'payment_refunded')).toHaveLength(0);
    const twice = await t.app.inject({
      method: 'POST',
      url: api(`/admin/bookings/${booking.id}/payment/refund/`),
      headers: admin.headers,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);

    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: `pi_${session.id}`,
      amount: booking.priceQuotePence,
      amount_refunded: booking.priceQuotePence,
      refunded: true,
      currency: 'gbp',
    };
    const event = signedEvent('charge.refunded', charge, WEBHOOK_SECRET);
    expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    expect(await paymentRow(booking.id)).toMatchObject({
      status: 'REFUNDED',
      refundReason: 'Customer cancelled before collection',
      refundedBy: admin.user.id,
    });
    expect(await mails(booking.id, 'payment_refunded')).toHaveLength(1);
    expect((await trail(booking.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['payment.refund-requested', 'payment.refunded']),
    );
  });

  it('leaves a partial refund made in Stripe unrecorded (one payment settles the booking)', async () => {
    const { booking, session } = await paidBooking();
    const event = signedEvent(
      'charge.refunded',
      {
        id: 'ch_2',
        payment_intent: `pi_${session.id}`,
        amount: booking.priceQuotePence,
        amount_refunded: 100,
        refunded: false,
        currency: 'gbp',
      },
      WEBHOOK_SECRET,
    );
    expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    expect((await paymentRow(booking.id)).status).toBe('PAID');
  });
});

describe('the Booking received mail', () => {
  it('carries a Pay now link to the booking’s Payment tab', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/bookings/'),
      headers: owner.headers,
      payload: bookingPayload(),
    });
    expect(res.statusCode).toBe(201);
    await t.deliverMail();
    const mail = t.outbox.find((m) => m.subject === `Booking ${res.json().booking_code} received`)!;
    expect(mail.text).toContain(`http://shipping.test/dashboard/bookings/${res.json().id}?tab=payment`);
    expect(mail.html).toContain('Pay now');
  });
});

describe('when Stripe refuses the call', () => {
  it('answers 503 with a message, and neither a session nor an audit entry is kept', async () => {
    const { app } = await buildAppOn(t.database, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_revoked',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    await app.ready();
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const res = await app.inject({
      method: 'POST',
      url: api(`/bookings/${booking.id}/payment/checkout/`),
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Card payment is unavailable right now: try again in a moment, or pay by bank transfer',
    );
    expect((await trail(booking.id)).map((e) => e.action)).not.toContain('payment.checkout-opened');
    // The next click, with Stripe answering, opens the session as attempt 1.
    expect((await payNow(booking.id)).statusCode).toBe(200);
    expect(sessionRequests(booking.id).at(-1)!.idempotencyKey).toBe(`checkout:${booking.id}:1`);
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('offers no Pay now and answers 404 to checkout and the webhook: bank transfer stays', async () => {
    const { app } = await buildAppOn(t.database);
    await app.ready();
    const { booking }: { booking: BookingRow } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const view = await app.inject({ url: api(`/bookings/${booking.id}/payment/`), headers: owner.headers });
    expect(view.json()).toMatchObject({ can_pay_online: false, can_upload_receipt: true });
    const pay = await app.inject({
      method: 'POST',
      url: api(`/bookings/${booking.id}/payment/checkout/`),
      headers: owner.headers,
    });
    expect(pay.statusCode).toBe(404);
    const event = signedEvent('checkout.session.completed', {}, WEBHOOK_SECRET);
    const hook = await app.inject({
      method: 'POST',
      url: api('/payments/stripe/webhook/'),
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    });
    expect(hook.statusCode).toBe(404);
  });
});
