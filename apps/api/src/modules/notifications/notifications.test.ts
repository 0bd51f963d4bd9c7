import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, moveBookingTo, signedIn } from '../../../test/factories.ts';
import { bookings, notificationOutbox, users } from '../../db/schema.ts';

const t = await createTestApp();

const BOOKINGS = '/api/v1/bookings/';
type Headers = Record<string, string>;

const rowsFor = (userId: string) =>
  t.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
const mailsTo = (email: string) => t.outbox.filter((mail) => mail.to === email);
const createBooking = (headers: Headers, payload: object = bookingPayload()) =>
  t.app.inject({ method: 'POST', url: BOOKINGS, headers, payload });
const setPreferences = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile/notifications/', headers, payload });

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const londonHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' }).format(
      at,
    ),
  );
/**
 * 09:00 in London on the next Tuesday at least two days away, and how the mail writes that day: a fixed date
 * would fall out of the booking calendar (tomorrow up to 60 days ahead) once it had passed.
 */
const nextTuesdayAtNine = () => {
  const at = new Date(Date.now() + 2 * DAY_MS);
  while (at.getUTCDay() !== 2) at.setTime(at.getTime() + DAY_MS);
  at.setUTCHours(9, 0, 0, 0);
  at.setUTCHours(9 - (londonHour(at) - 9));
  return { at, day: `Tue, ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}` };
};

const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/',
    payload: {
      first_name: 'Yaa',
      last_name: 'Asantewaa',
      email,
      phone_e164: '',
      password: 'Passw0rd!',
      password_confirm: 'Passw0rd!',
    },
  });

describe('welcome mail', () => {
  it('is not queued again when the registration is refused (email taken): the holder gets a notice instead', async () => {
    expect((await register('twice@example.com')).statusCode).toBe(201);
    expect((await register('TWICE@example.com')).statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(notificationOutbox)
      .where(sql`lower(${notificationOutbox.toAddress}) = 'twice@example.com'`);
    expect(rows.map((r) => r.kind)).toEqual(['welcome', 'registration_attempt']);
  });

  it('is queued with the new account and sent once, with the company details', async () => {
    const res = await register('yaa@example.com');
    expect(res.statusCode).toBe(201);
    const [row] = await rowsFor(res.json().user.id);
    expect(row).toMatchObject({ kind: 'welcome', status: 'pending', toAddress: 'yaa@example.com' });
    expect(mailsTo('yaa@example.com')).toHaveLength(0);

    await t.deliverMail();
    await t.deliverMail();
    const mails = mailsTo('yaa@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome to UK Ghana Shipping');
    for (const body of [mails[0]!.text, mails[0]!.html!]) {
      expect(body).toContain('Yaa');
      expect(body).toContain('support@ukghanashipping.com');
      expect(body).toContain('+44 20 7946 0321');
      expect(body).toContain('Unit 4, Thames Gateway Park');
    }
    const [sent] = await rowsFor(res.json().user.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });
});

describe('booking mails', () => {
  let customer: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    customer = await signedIn(t, 'CUSTOMER', { firstName: 'Kwame' });
  });

  it("'Booking received' holds the code, the route, the service, the packages, the pickup window and both prices", async () => {
    const pickup = nextTuesdayAtNine();
    const res = await createBooking(
      customer.headers,
      bookingPayload({
        service_level_code: 'EXPRESS',
        preferred_pickup_start: pickup.at.toISOString(),
        preferred_pickup_end: new Date(pickup.at.getTime() + 3 * 3_600_000).toISOString(),
        packages: [{ description: 'Kente cloth', weight_kg: 3, pkg_type: 'BOX', declared_value: 80, qty: 2 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    await t.deliverMail();
    const mail = mailsTo(customer.user.email).find((m) => m.subject.includes('received'));
    expect(mail?.subject).toBe(`Booking ${booking.booking_code} received`);
    const gbp = booking.price_quote_gbp.toLocaleString('en-GB', { minimumFractionDigits: 2 });
    const ghs = booking.price_quote_ghs.toLocaleString('en-GB', { minimumFractionDigits: 2 });
    for (const body of [mail!.text, mail!.html!]) {
      expect(body).toContain(booking.booking_code);
      expect(body).toContain('Kwame');
      expect(body).toContain('London, UK');
      expect(body).toContain('Akosua Owusu, Accra, Greater Accra');
      expect(body).toContain('Flight');
      expect(body).toContain('Kente cloth × 2 (3 kg each)');
      expect(body).toContain(`${pickup.day}, 09:00–12:00`);
      expect(body).toContain(`£${gbp}`);
      expect(body).toContain(`GHS ${ghs}`);
      expect(body).toContain(`http://shipping.test/dashboard/bookings/${booking.id}`);
    }
  });

  it('escapes what the customer typed in the HTML body', async () => {
    const res = await createBooking(
      customer.headers,
      bookingPayload({ recipient_name: 'Ama <b>"Boss"</b> & Co' }),
    );
    expect(res.statusCode).toBe(201);
    await t.deliverMail();
    const mail = mailsTo(customer.user.email).find((m) => m.text.includes(res.json().booking_code));
    expect(mail!.text).toContain('Ama <b>"Boss"</b> & Co');
    expect(mail!.html).toContain('Ama &lt;b&gt;&quot;Boss&quot;&lt;/b&gt; &amp; Co');
    expect(mail!.html).not.toContain('<b>');
  });

  it("sends 'Booking updated' on the customer's edit and 'Booking cancelled' with the reason on cancel", async () => {
    const created = (await createBooking(customer.headers)).json();
    const url = `${BOOKINGS}${created.id}/`;
    const edit = await t.app.inject({
      method: 'PUT',
      url,
      headers: customer.headers,
      payload: bookingPayload({
        recipient_address: { line1: '3 Castle Road', city: 'Kumasi' },
        gh_region_code: 'AR',
      }),
    });
    expect(edit.statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${url}cancel/`,
      headers: customer.headers,
      payload: { reason: 'Plans changed' },
    });
    expect(cancel.statusCode).toBe(200);
    await t.deliverMail();

    const about = mailsTo(customer.user.email).filter((m) => m.text.includes(created.booking_code));
    expect(about.map((m) => m.subject)).toEqual([
      `Booking ${created.booking_code} received`,
      `Booking ${created.booking_code} updated`,
      `Booking ${created.booking_code} cancelled`,
    ]);
    expect(about[1]!.text).toContain('Akosua Owusu, Kumasi, Ashanti');
    expect(about[2]!.text).toContain('Reason given: Plans changed');
    expect(about[2]!.html).toContain('Reason given: Plans changed');
  });

  it('queues nothing when the booking is not stored: the mail is part of the same transaction', async () => {
    const { user, headers } = await signedIn(t, 'CUSTOMER');
    // The outbox refuses this kind for a moment, so the create fails after the booking rows were written.
    await t.db.execute(
      sql`alter table notification_outbox add constraint test_refuse_received check (kind <> 'booking_received') not valid`,
    );
    try {
      const res = await createBooking(headers);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table notification_outbox drop constraint test_refuse_received`);
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.customerId, user.id))).toEqual([]);
    expect(await rowsFor(user.id)).toEqual([]);

    // With the outbox accepting it again, the same request stores the booking and its mail together.
    expect((await createBooking(headers)).statusCode).toBe(201);
    expect(await rowsFor(user.id)).toHaveLength(1);
  });

  it('queues one mail for a create retried with the same Idempotency-Key', async () => {
    const { user, headers } = await signedIn(t, 'CUSTOMER');
    const withKey = { ...headers, 'idempotency-key': 'notify-retry-1' };
    expect((await createBooking(withKey)).statusCode).toBe(201);
    expect((await createBooking(withKey)).statusCode).toBeLessThan(300);
    await t.deliverMail();
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe('notification preferences', () => {
  it('skips booking mails when booking updates are off, and still sends the password reset', async () => {
    const { user, headers } = await signedIn(t, 'CUSTOMER');
    expect((await setPreferences(headers, { booking_updates: false })).statusCode).toBe(200);
    expect((await createBooking(headers)).statusCode).toBe(201);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/',
      payload: { email: user.email },
      remoteAddress: '10.77.0.1',
    });
    expect(reset.statusCode).toBe(200);
    await t.deliverMail();

    const rows = await rowsFor(user.id);
    expect(rows.find((r) => r.kind === 'booking_received')).toMatchObject({ status: 'skipped', attempts: 0 });
    expect(rows.find((r) => r.kind === 'password_reset')).toMatchObject({ status: 'sent' });
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(['Reset your UK Ghana Shipping password']);
  });

  it('skips every topic mail when email notifications are off, whatever the topic says', async () => {
    const { user, headers } = await signedIn(t, 'CUSTOMER');
    await setPreferences(headers, { email_notifications: false, booking_updates: true });
    expect((await createBooking(headers)).statusCode).toBe(201);
    await t.deliverMail();
    expect(mailsTo(user.email)).toEqual([]);
    const [row] = await rowsFor(user.id);
    expect(row).toMatchObject({ kind: 'booking_received', status: 'skipped' });
  });

  it('sends booking mails again once the preference is back on', async () => {
    const { user, headers } = await signedIn(t, 'CUSTOMER');
    await setPreferences(headers, { booking_updates: false });
    await setPreferences(headers, { booking_updates: true });
    expect((await createBooking(headers)).statusCode).toBe(201);
    await t.deliverMail();
    expect(mailsTo(user.email)).toHaveLength(1);
  });
  it('turns off delivery mails with delivery updates and payment mails with payment updates, each alone', async () => {
    const kindsBySwitch = async (preferences: object) => {
      const { user, headers } = await signedIn(t, 'CUSTOMER');
      expect((await setPreferences(headers, preferences)).statusCode).toBe(200);
      const [customer] = await t.db.select().from(users).where(eq(users.id, user.id));
      const { booking } = await makeBooking(t.db, customer!, { status: 'CONFIRMED' });
      await moveBookingTo(t.db, booking.id, { status: 'delivered' });
      const admin = await signedIn(t, 'ADMIN');
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/bookings/${booking.id}/payment/record/`,
        headers: admin.headers,
        payload: {
          method: 'BANK_TRANSFER',
          amount_gbp: booking.priceQuotePence / 100,
          paid_at: new Date().toISOString(),
        },
      });
      expect(paid.statusCode).toBe(200);
      await t.deliverMail();
      const rows = await rowsFor(user.id);
      const kinds = (status: string) =>
        rows
          .filter((r) => r.status === status)
          .map((r) => r.kind)
          .sort();
      return { sent: kinds('sent'), skipped: kinds('skipped') };
    };

    const noDelivery = await kindsBySwitch({ delivery_updates: false });
    expect(noDelivery.skipped).toEqual(['package_delivered', 'package_out_for_delivery']);
    expect(noDelivery.sent).toEqual(expect.arrayContaining(['booking_confirmed', 'payment_received']));

    const noPayment = await kindsBySwitch({ payment_updates: false });
    expect(noPayment.skipped).toEqual(['payment_received']);
    expect(noPayment.sent).toEqual(
      expect.arrayContaining(['booking_confirmed', 'package_out_for_delivery', 'package_delivered']),
    );
  });
});

describe('password reset through the outbox', () => {
  it('keeps the single-use token in the row only until the mail is sent', async () => {
    const { user } = await signedIn(t, 'CUSTOMER');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/',
      payload: { email: user.email },
      remoteAddress: '10.77.0.2',
    });
    // The link is made after the answer (the same answer time for known and unknown addresses).
    await t.app.ctx.background.settled();
    const where = and(eq(notificationOutbox.userId, user.id), eq(notificationOutbox.kind, 'password_reset'));
    const [queued] = await t.db.select().from(notificationOutbox).where(where);
    expect(queued!.payload).toHaveProperty('token');
    await t.deliverMail();
    const token = mailsTo(user.email)[0]!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const [sent] = await t.db.select().from(notificationOutbox).where(where);
    expect(sent!.status).toBe('sent');
    expect(sent!.payload).not.toHaveProperty('token');
    expect(JSON.stringify(sent)).not.toContain(token);
  });
});
