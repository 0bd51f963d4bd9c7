import { DEFAULT_NOTIFICATION_PREFERENCES } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, moveBookingTo, signedIn } from '../../../test/factories.ts';
import { notificationOutbox, users } from '../../db/schema.ts';
import { createRecipientLinks } from '../../lib/recipient-links.ts';

const t = await createTestApp();
// The recipient's texts link to their own page.
const pageOf = (trackingNumber: string | null) =>
  `http://shipping.test${createRecipientLinks(t.config.jwtSecret).path(trackingNumber!)}`;

const textsOf = async (bookingId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.bookingId, bookingId), eq(notificationOutbox.channel, 'sms')))
    .orderBy(notificationOutbox.createdAt);

describe("the recipient's texts", () => {
  it('go to the recipient’s phone when the booking is confirmed, lands in Ghana and is delivered', async () => {
    const customer = await makeUser(t.db, { role: 'CUSTOMER' });
    const { booking, trackingNumber } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      input: { sender_name: 'Efua Owusu', recipient_phone: '024 412 3456' },
    });
    await moveBookingTo(t.db, booking.id, { status: 'arrived_ghana' });
    await moveBookingTo(t.db, booking.id, { status: 'delivered' });
    const rows = await textsOf(booking.id);
    expect(rows.map((r) => [r.kind, r.toAddress])).toEqual([
      ['recipient_booking_confirmed', '+233244123456'],
      ['recipient_arrived_ghana', '+233244123456'],
      ['recipient_out_for_delivery', '+233244123456'],
      ['recipient_delivered', '+233244123456'],
    ]);

    t.texts.length = 0;
    await t.deliverMail();
    const bodies = t.texts.map((text) => text.body);
    expect(bodies[0]).toBe(
      `Efua has sent you a parcel with UK Ghana Shipping. Follow it: ${pageOf(trackingNumber)} Reply STOP to opt out`,
    );
    // The window as the tracker writes it, its dash made GSM-7 ("Mon 7 - Thu 10 Dec").
    expect(bodies[1]).toMatch(
      new RegExp(
        `^Your parcel from Efua is in Ghana, delivery \\w{3} \\d+( \\w{3})? - \\w{3} \\d+ \\w{3}\\. ${pageOf(trackingNumber)} Reply STOP to opt out$`,
      ),
    );
    expect(bodies[2]).toMatch(
      new RegExp(
        `^Parcel ${trackingNumber} is out for delivery with \\w+, \\+233[\\d ]+\\. Give the driver code \\d{6} at the door\\. Reply STOP to opt out$`,
      ),
    );
    expect(bodies[3]).toMatch(
      new RegExp(`^Parcel ${trackingNumber} was delivered \\d+ \\w{3}, \\d\\d:\\d\\d, signed for\\.`),
    );
  });

  it('reach the customer too when their SMS switch is on and their profile has a phone, never when it is off', async () => {
    const texting = await makeUser(t.db, { role: 'CUSTOMER', phoneE164: '+447700900321' });
    await t.db
      .update(users)
      .set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, sms_notifications: true } })
      .where(eq(users.id, texting.id));
    const quiet = await makeUser(t.db, { role: 'CUSTOMER', phoneE164: '+447700900322' });
    const on = await makeBooking(
      t.db,
      (await t.db.select().from(users).where(eq(users.id, texting.id)))[0]!,
      {
        status: 'CONFIRMED',
        input: { recipient_name: 'Yaw Mensah' },
      },
    );
    const off = await makeBooking(t.db, quiet, { status: 'CONFIRMED' });
    await moveBookingTo(t.db, on.booking.id, { status: 'delivered' });
    // Sorted by kind: the factory's moves to delivered can share one transaction's timestamp, so the
    // outbox's time order does not tell them apart.
    const toCustomer = (rows: Awaited<ReturnType<typeof textsOf>>) =>
      rows
        .filter((r) => r.kind.startsWith('customer_'))
        .map((r) => [r.kind, r.toAddress])
        .sort(([a], [b]) => a!.localeCompare(b!));
    expect(toCustomer(await textsOf(on.booking.id))).toEqual([
      ['customer_booking_confirmed', '+447700900321'],
      ['customer_delivered', '+447700900321'],
      ['customer_out_for_delivery', '+447700900321'],
    ]);
    expect(toCustomer(await textsOf(off.booking.id))).toEqual([]);
    t.texts.length = 0;
    await t.deliverMail();
    expect(t.texts.map((x) => x.body)).toContain(
      `Parcel ${on.trackingNumber} was delivered to Yaw. http://shipping.test/track/${on.trackingNumber} Reply STOP to opt out`,
    );
  });

  it('are not sent for a booking that is only pending', async () => {
    const customer = await makeUser(t.db, { role: 'CUSTOMER' });
    const pending = await makeBooking(t.db, customer);
    expect(await textsOf(pending.booking.id)).toEqual([]);
  });
});

describe("a booking's messages", () => {
  it('are listed for an admin with channel, address and state, and refused to a customer', async () => {
    const customer = await makeUser(t.db, { role: 'CUSTOMER' });
    const { booking } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    const admin = await signedIn(t, 'ADMIN');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/bookings/${booking.id}/messages/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { channel: string; kind: string; to: string; state: string }[];
    expect(results).toContainEqual(
      expect.objectContaining({
        channel: 'sms',
        kind: 'recipient_booking_confirmed',
        to: '+233241234567',
        state: 'pending',
      }),
    );
    expect(results).toContainEqual(
      expect.objectContaining({ channel: 'email', kind: 'booking_confirmed', to: customer.email }),
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/bookings/${booking.id}/messages/`,
      headers: (await signedIn(t, 'CUSTOMER')).headers,
    });
    expect(mine.statusCode).toBe(403);
  });
});
