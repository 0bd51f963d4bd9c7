import { GPS_ADDRESS_MESSAGES, RECIPIENT_MESSAGES } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, moveBookingTo, signedIn } from '../../../test/factories.ts';
import { auditEvents, bookings } from '../../db/schema.ts';
import { createRecipientLinks } from '../../lib/recipient-links.ts';

/** Issue 50: the recipient confirms or corrects the digital address from their page. */
const t = await createTestApp();
const links = createRecipientLinks(t.config.jwtSecret);

/** A confirmed booking to Kumasi (Ashanti, 'AR') with the digital address AK-039-5028, and its link token. */
const kumasiParcel = async () => {
  const customer = await makeUser(t.db, { role: 'CUSTOMER' });
  const made = await makeBooking(t.db, customer, {
    status: 'CONFIRMED',
    input: {
      gh_region_code: 'AR',
      recipient_address: { line1: 'Near Kejetia Market', city: 'Kumasi', gps_address: 'AK-039-5028' },
    },
  });
  return { ...made, token: links.path(made.trackingNumber!).slice('/r/'.length) };
};
const putAddress = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/recipient/${token}/address/`, payload });
const stored = async (id: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.recipientPostcode;
const trail = (bookingId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.bookingId, bookingId), eq(auditEvents.action, 'recipient.address')));

describe('PUT /recipient/:token/address/', () => {
  it('the page shows the digital address; a correction typed any way is stored canonical, audited, and read by staff', async () => {
    const { token, booking } = await kumasiParcel();
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/recipient/${token}/` });
    expect(page.json().delivery_address.gps_address).toBe('AK-039-5028');

    const res = await putAddress(token, { gps_address: ' ak4850123 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      line1: 'Near Kejetia Market',
      line2: null,
      city: 'Kumasi',
      region: 'Ashanti',
      gps_address: 'AK-485-0123',
    });
    expect(await stored(booking.id)).toBe('AK-485-0123');
    const [entry] = await trail(booking.id);
    expect(entry).toMatchObject({
      entity: 'booking',
      before: { gps_address: 'AK-039-5028' },
      after: { gps_address: 'AK-485-0123' },
    });
    // The one stored value: the admin's postcode and gps_address both read it.
    const admin = await signedIn(t, 'ADMIN');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/bookings/${booking.id}/`,
      headers: admin.headers,
    });
    expect(detail.json().recipient_address).toMatchObject({
      postcode: 'AK-485-0123',
      gps_address: 'AK-485-0123',
    });
  });

  it('confirming the same address changes nothing and is audited as confirmed', async () => {
    const { token, booking } = await kumasiParcel();
    const res = await putAddress(token, { gps_address: 'AK-039-5028' });
    expect(res.statusCode).toBe(200);
    expect(await stored(booking.id)).toBe('AK-039-5028');
    const [entry] = await trail(booking.id);
    expect(entry!.after).toEqual({ gps_address: 'AK-039-5028', confirmed: true });
  });

  it.each([
    ['a malformed address', 'AK-03-50', GPS_ADDRESS_MESSAGES.malformed],
    ['an address in another region', 'GA-183-8164', GPS_ADDRESS_MESSAGES.region('Ashanti')],
  ])('%s is refused with 400 and the message on the field; nothing is stored', async (_, typed, message) => {
    const { token, booking } = await kumasiParcel();
    const res = await putAddress(token, { gps_address: typed });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.gps_address).toEqual([message]);
    expect(await stored(booking.id)).toBe('AK-039-5028');
    expect(await trail(booking.id)).toHaveLength(0);
  });

  it('is refused with 409 once the parcel is out for delivery', async () => {
    const { token, booking } = await kumasiParcel();
    const driver = await makeUser(t.db, { role: 'DELIVERY' });
    await moveBookingTo(t.db, booking.id, { status: 'out_for_delivery', agentId: driver.id });
    const res = await putAddress(token, { gps_address: 'AK-485-0123' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RECIPIENT_MESSAGES.tooLate);
    expect(await stored(booking.id)).toBe('AK-039-5028');
  });

  it('an altered token is 404', async () => {
    const { token } = await kumasiParcel();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await putAddress(flipped, { gps_address: 'AK-485-0123' })).statusCode).toBe(404);
  });
});
