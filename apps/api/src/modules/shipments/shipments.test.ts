import { COMPANY_DEFAULTS } from '@ukgh/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { confirmBooking, makeBooking, signedIn } from '../../../test/factories.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
const SEARCH = '/api/v1/shipments/search/';
const label = (id: string) => `/api/v1/shipments/bookings/${id}/shipping-label/`;

let owner: Caller;
let stranger: Caller;
let confirmedId: string;
let trackingNumber: string;
let pendingId: string;

beforeAll(async () => {
  owner = await signedIn(t, 'CUSTOMER');
  stranger = await signedIn(t, 'CUSTOMER');
  const { booking } = await makeBooking(t.db, owner.user, {
    input: {
      packages: [
        { description: 'Clothes', weight_kg: 10, pkg_type: 'BOX', qty: 2 },
        { description: 'Shoes', weight_kg: 4.25, pkg_type: 'BAG' },
      ],
    },
  });
  confirmedId = booking.id;
  trackingNumber = (await confirmBooking(t.db, booking.id, { events: [{ status: 'picked_up' }] }))
    .trackingNumber;
  pendingId = (await makeBooking(t.db, owner.user)).booking.id;
});

const search = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: SEARCH, headers, payload });

describe('POST /shipments/search/', () => {
  it("returns the caller's booking for a tracking number in any case", async () => {
    const res = await search({ tracking_number: ` ${trackingNumber.toLowerCase()} ` }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: confirmedId,
      tracking_number: trackingNumber,
      shipment_status: 'picked_up',
    });
    expect(res.json().travel_history.length).toBeGreaterThan(1);
  });

  it("answers 404 for someone else's or an unknown number, 400 for a malformed one, 401 for nobody", async () => {
    expect((await search({ tracking_number: trackingNumber }, stranger.headers)).statusCode).toBe(404);
    expect((await search({ tracking_number: 'UKG0000000000' }, owner.headers)).statusCode).toBe(404);
    const bad = await search({ tracking_number: 'UKG123' }, owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.tracking_number[0]).toMatch(/^Invalid tracking number format/);
    expect((await search({}, owner.headers)).statusCode).toBe(400);
    expect((await search({ tracking_number: trackingNumber }, {})).statusCode).toBe(401);
  });

  it('finds any booking for an admin', async () => {
    const admin = await signedIn(t, 'ADMIN');
    expect((await search({ tracking_number: trackingNumber }, admin.headers)).json().id).toBe(confirmedId);
  });
});

describe('GET /shipments/bookings/{id}/shipping-label/', () => {
  it('answers 409 before the booking has a tracking number', async () => {
    const res = await t.app.inject({ url: label(pendingId), headers: owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No tracking code available for this booking');
  });

  it('returns the label data once it has one', async () => {
    const res = await t.app.inject({ url: label(confirmedId), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      booking_id: confirmedId,
      tracking_number: trackingNumber,
      label_url: `/api/v1/shipments/bookings/${confirmedId}/shipping-label/download/`,
      download_url: `/api/v1/shipments/bookings/${confirmedId}/shipping-label/download/`,
      tracking_url: `http://shipping.test/track/${trackingNumber}`,
      from: {
        company: COMPANY_DEFAULTS.name,
        address: COMPANY_DEFAULTS.uk_address.line1,
        city: COMPANY_DEFAULTS.uk_address.city,
        phone: COMPANY_DEFAULTS.support_phone,
      },
      to: {
        name: 'Akosua Owusu',
        address: '14 Oxford Street',
        address2: 'Osu',
        city: 'Accra',
        phone: '+233241234567',
        region_name: 'Greater Accra',
      },
      weight: 24.25,
      packages_count: 3,
      item_number: '1–3 of 3',
      // The PDF has a page per item.
      items: [
        { item_number: '1 of 3', description: 'Clothes', weight_kg: 10 },
        { item_number: '2 of 3', description: 'Clothes', weight_kg: 10 },
        { item_number: '3 of 3', description: 'Shoes', weight_kg: 4.25 },
      ],
      status: 'picked_up',
    });
    expect(body.booking_code).toMatch(/^BK-/);
    expect(body.barcode_image).toMatch(/^data:image\/png;base64,/);
    expect(body.qr_code_image).toMatch(/^data:image\/png;base64,/);
    expect(body.created_at).toEqual(expect.any(String));
    expect(body.confirmed_at).toEqual(expect.any(String));
  });

  it('answers 404 to another customer and 401 to nobody', async () => {
    expect((await t.app.inject({ url: label(confirmedId), headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: label(confirmedId) })).statusCode).toBe(401);
  });
});
