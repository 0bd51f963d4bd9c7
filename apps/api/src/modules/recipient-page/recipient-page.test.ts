import { RECIPIENT_MESSAGES } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, moveBookingTo, signedIn } from '../../../test/factories.ts';
import { auditEvents } from '../../db/schema.ts';
import { createRecipientLinks } from '../../lib/recipient-links.ts';

const t = await createTestApp();
const links = createRecipientLinks(t.config.jwtSecret);
const tokenOf = (trackingNumber: string | null) => links.path(trackingNumber!).slice('/r/'.length);

const parcel = async () => {
  const customer = await makeUser(t.db, { role: 'CUSTOMER' });
  const made = await makeBooking(t.db, customer, {
    status: 'CONFIRMED',
    input: { sender_name: 'Efua Owusu', recipient_name: 'Kwame Mensah' },
  });
  return { ...made, token: tokenOf(made.trackingNumber) };
};
const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/recipient/${token}/` });
const put = (token: string, what: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/recipient/${token}/${what}/`, payload });

describe("the recipient's page", () => {
  it('opens from the link in the texts, showing the parcel, the address and no choices yet', async () => {
    const { token, trackingNumber, booking } = await parcel();
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tracking.tracking_number).toBe(trackingNumber);
    expect(body.tracking.booking.sender_address).toEqual({ name: 'Efua Owusu' });
    expect(body.delivery_address.line1).toBe(booking.recipientLine1);
    expect(body.choices).toEqual({
      alternate_receiver: null,
      location: null,
      collect_at_warehouse: false,
      updated_at: null,
    });
    expect(body.change_refusal).toBeNull();
    expect(body.driver).toBeNull();
  });

  it('answers 404 for a token altered by one character, or another parcel’s digits with this signature, 400 for no token', async () => {
    const a = await parcel();
    const b = await parcel();
    const flipped = a.token.slice(0, -1) + (a.token.endsWith('A') ? 'B' : 'A');
    const swapped = b.token.slice(0, 10) + a.token.slice(10);
    for (const token of [flipped, swapped]) {
      const res = await page(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail ?? res.json().message).toBe(RECIPIENT_MESSAGES.notFound);
    }
    // Not the shape of a link at all: refused before any lookup.
    expect((await page('nonsense')).statusCode).toBe(400);
  });

  it('takes an alternate receiver, a location and collection, each audited, and shows them back', async () => {
    const { token, booking } = await parcel();
    const receiver = await put(token, 'receiver', {
      receiver: { name: 'Ama Mensah', phone: '024 412 3456' },
    });
    expect(receiver.statusCode).toBe(200);
    expect(receiver.json().alternate_receiver).toEqual({ name: 'Ama Mensah', phone: '+233244123456' });
    expect(
      (await put(token, 'location', { location: { lat: 6.6885, lng: -1.6244, accuracy_m: 12 } })).statusCode,
    ).toBe(200);
    expect((await put(token, 'collection', { collect_at_warehouse: true })).statusCode).toBe(200);

    const choices = (await page(token)).json().choices;
    expect(choices).toMatchObject({
      alternate_receiver: { name: 'Ama Mensah', phone: '+233244123456' },
      location: { lat: 6.6885, lng: -1.6244, accuracy_m: 12 },
      collect_at_warehouse: true,
    });
    expect(choices.location.map_url).toContain('6.688500,-1.624400');
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.bookingId, booking.id));
    expect(trail.map((e) => e.action).filter((a) => a.startsWith('recipient.'))).toEqual([
      'recipient.receiver',
      'recipient.location',
      'recipient.collection',
    ]);
    const named = trail.find((e) => e.action === 'recipient.receiver')!;
    expect(named.before).toEqual({ alternate_receiver: null });
    expect(named.after).toEqual({ alternate_receiver: { name: 'Ama Mensah', phone: '+233244123456' } });
  });

  it('refuses a UK phone for the alternate receiver with 400 on the field, and keeps nothing', async () => {
    const { token } = await parcel();
    const res = await put(token, 'receiver', { receiver: { name: 'Ama Mensah', phone: '07700 900123' } });
    expect(res.statusCode).toBe(400);
    expect((await page(token)).json().choices.alternate_receiver).toBeNull();
  });

  it('names the driver once out for delivery, and then refuses changes with 409', async () => {
    const { token, booking } = await parcel();
    const driver = await makeUser(t.db, {
      role: 'DELIVERY',
      firstName: 'Kwabena',
      phoneE164: '+233241112222',
    });
    await moveBookingTo(t.db, booking.id, { status: 'out_for_delivery', agentId: driver.id });
    const body = (await page(token)).json();
    expect(body.driver).toEqual({ first_name: 'Kwabena', phone: '+233241112222' });
    expect(body.change_refusal).toBe(RECIPIENT_MESSAGES.tooLate);
    const late = await put(token, 'collection', { collect_at_warehouse: true });
    expect(late.statusCode).toBe(409);
    expect((await page(token)).json().choices.collect_at_warehouse).toBe(false);
  });

  it('is refused to nobody: it needs no sign-in, and a signed-in customer of another booking sees the same', async () => {
    const { token } = await parcel();
    const other = await signedIn(t, 'CUSTOMER');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recipient/${token}/`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(200);
  });

  it('shows staff the choices and the page’s link on the booking, and the delivery agent on the job', async () => {
    const { token, booking, trackingNumber } = await parcel();
    await put(token, 'receiver', { receiver: { name: 'Ama Mensah', phone: '0244123456' } });
    await put(token, 'collection', { collect_at_warehouse: true });

    const admin = await signedIn(t, 'ADMIN');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/bookings/${booking.id}/`,
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().recipient_page_path).toBe(`/r/${token}`);
    expect(detail.json().recipient_choices).toMatchObject({
      alternate_receiver: { name: 'Ama Mensah', phone: '+233244123456' },
      collect_at_warehouse: true,
    });

    const driver = await signedIn(t, 'DELIVERY');
    await moveBookingTo(t.db, booking.id, { status: 'at_ghana_warehouse' });
    await moveBookingTo(t.db, booking.id, { status: 'out_for_delivery', agentId: driver.user.id });
    const jobs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agent/delivery/assignments/',
      headers: driver.headers,
    });
    const job = jobs
      .json()
      .results.find(
        (j: { shipment: { tracking_code: string } }) => j.shipment.tracking_code === trackingNumber,
      );
    expect(job.shipment.booking.recipient_choices).toMatchObject({
      alternate_receiver: { name: 'Ama Mensah' },
      collect_at_warehouse: true,
    });
  });
});
