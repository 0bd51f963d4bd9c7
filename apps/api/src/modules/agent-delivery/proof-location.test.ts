import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionFields, deliveryJob, eventsOf, patchJob, shipmentById } from '../../../test/agent-work.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/factories.ts';

/** Issue 50: the delivery's proof records where and when it was taken; staff see it, customers never. */
const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let driver: Caller;
let customer: Caller;
let admin: Caller;
let png: Buffer;

beforeAll(async () => {
  driver = await signedIn(t, 'DELIVERY');
  customer = await signedIn(t, 'CUSTOMER');
  admin = await signedIn(t, 'ADMIN');
  png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer();
});

const jobUrl = (id: string) => `/api/v1/agent/delivery/assignments/${id}/`;
const signature = () => ({
  proof_signature: { filename: 'signature.png', contentType: 'image/png', data: png },
});
const TAKEN_AT = new Date(Date.now() - 5 * 60_000).toISOString();
const KUMASI = { lat: 6.688512, lng: -1.624403, accuracy_m: 15, taken_at: TAKEN_AT };

/** A delivery job of `driver`, started (out for delivery), then completed with `extra` fields. */
const deliver = async (extra: Record<string, string>) => {
  const made = await deliveryJob(t.db, customer.user, driver.user.id);
  const start = await patchJob(t, jobUrl(made.job.id), driver.headers, {
    status: 'IN_PROGRESS',
    ...actionFields(new Date(Date.now() - 3600_000)),
  });
  expect(start.statusCode).toBe(200);
  const res = await patchJob(
    t,
    jobUrl(made.job.id),
    driver.headers,
    { status: 'COMPLETED', ...actionFields(), ...extra },
    signature(),
  );
  return { ...made, res };
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const deliveredEvent = (history: { status: string; proof_location?: unknown }[]) =>
  history.find((e) => e.status === 'delivered');

describe('PATCH /agent/delivery/assignments/{id}/ with proof_location', () => {
  it('keeps where and when the proof was taken on the delivered event; staff see it, customers never', async () => {
    const { res, booking, shipment } = await deliver({ proof_location: JSON.stringify(KUMASI) });
    expect(res.statusCode).toBe(200);
    const event = (await eventsOf(t.db, shipment.id)).at(-1)!;
    expect(event).toMatchObject({
      status: 'delivered',
      proofLat: KUMASI.lat,
      proofLng: KUMASI.lng,
      proofAccuracyM: 15,
      proofTakenAt: new Date(TAKEN_AT),
    });
    const expected = {
      lat: KUMASI.lat,
      lng: KUMASI.lng,
      accuracy_m: 15,
      taken_at: TAKEN_AT,
      map_url: 'https://www.google.com/maps/search/?api=1&query=6.688512,-1.624403',
    };

    // Staff: the admin's booking dialog and the packages hub's dialog.
    const adminDetail = await get(`/admin/bookings/${booking.id}/`, admin.headers);
    expect(adminDetail.statusCode).toBe(200);
    expect(deliveredEvent(adminDetail.json().travel_history)?.proof_location).toEqual(expected);
    const hubDetail = await get(`/shipments/${shipment.id}/`, admin.headers);
    expect(hubDetail.statusCode).toBe(200);
    expect(deliveredEvent(hubDetail.json().travel_history)?.proof_location).toEqual(expected);
    // Earlier events have no proof location (null, not absent, for staff).
    expect(adminDetail.json().travel_history[0].proof_location).toBeNull();

    // The customer's booking, its travel history and the public tracker carry neither the key nor the point.
    const { trackingNumber } = await shipmentById(t.db, shipment.id);
    const customerViews = [
      await get(`/bookings/${booking.id}/`, customer.headers),
      await get(`/bookings/${booking.id}/travel-history/`, customer.headers),
      await get(`/shipments/track/${trackingNumber}/`),
    ];
    for (const view of customerViews) {
      expect(view.statusCode).toBe(200);
      expect(view.body).not.toContain('proof_location');
      expect(view.body).not.toContain('6.688');
      expect(view.body).not.toContain('-1.624');
    }
  });

  it('a delivery without a location goes ahead; staff read proof_location null', async () => {
    const { res, booking, shipment } = await deliver({});
    expect(res.statusCode).toBe(200);
    const event = (await eventsOf(t.db, shipment.id)).at(-1)!;
    expect(event).toMatchObject({ status: 'delivered', proofLat: null, proofTakenAt: null });
    const adminDetail = await get(`/admin/bookings/${booking.id}/`, admin.headers);
    expect(deliveredEvent(adminDetail.json().travel_history)?.proof_location).toBeNull();
  });

  it.each([
    ['a latitude past 90', { ...KUMASI, lat: 91 }, 'proof_location.lat'],
    ['a longitude past 180', { ...KUMASI, lng: -181 }, 'proof_location.lng'],
    ['an accuracy over 100 km', { ...KUMASI, accuracy_m: 100_001 }, 'proof_location.accuracy_m'],
    ['a time without a zone', { ...KUMASI, taken_at: '2026-12-04 14:32' }, 'proof_location.taken_at'],
  ])('%s is refused (400, on the field) and nothing is delivered', async (_, location, field) => {
    const { res, shipment } = await deliver({ proof_location: JSON.stringify(location) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toContain(field);
    expect((await shipmentById(t.db, shipment.id)).status).toBe('out_for_delivery');
  });
});
