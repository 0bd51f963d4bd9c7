import { randomUUID } from 'node:crypto';
import {
  type BookingStatus,
  bookingCreateSchema,
  DEFAULT_RATE_CARD,
  GPS_ADDRESS_MESSAGES,
  PICKUP_DATE_MESSAGE,
  PICKUP_WINDOW_MESSAGES,
  quote,
} from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  bearer,
  bookingPayload,
  confirmBooking,
  makeBooking,
  makeUser,
  signedIn,
  tokenFor,
} from '../../../test/factories.ts';
import { bookings, currencyRates, payments, shipments, travelEvents } from '../../db/schema.ts';
import { createUrlSigner } from '../../lib/signed-urls.ts';
import { createDiskStore } from '../../lib/storage.ts';

const t = await createTestApp();

const BOOKINGS = '/api/v1/bookings/';
const one = (id: string) => `${BOOKINGS}${id}/`;
type Headers = Record<string, string>;
type Caller = Awaited<ReturnType<typeof signedIn>>;

const create = (payload: object, headers: Headers) =>
  t.app.inject({ method: 'POST', url: BOOKINGS, headers, payload });
const list = (query: string, headers: Headers) => t.app.inject({ url: `${BOOKINGS}${query}`, headers });

const DAY_MS = 86_400_000;
/** An ISO instant `days` from now at `hour`:00 UTC, moved off a Sunday unless `anyDay`. */
const pickupAt = (days: number, hour: number, { anyDay = false } = {}) => {
  const at = new Date(Date.now() + days * DAY_MS);
  if (!anyDay && at.getUTCDay() === 0) at.setTime(at.getTime() + DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};
/** The next Sunday at least two days away, at `hour`:00 UTC. */
const sundayAt = (hour: number) => {
  const at = new Date(Date.now() + 2 * DAY_MS);
  while (at.getUTCDay() !== 0) at.setTime(at.getTime() + DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};
describe('POST /bookings/', () => {
  let customer: Caller;
  beforeAll(async () => {
    customer = await signedIn(t, 'CUSTOMER');
  });

  it('stores the sender and recipient phones as E.164 whichever way they were typed', async () => {
    const payload = bookingPayload({ sender_phone: '07700 900123', recipient_phone: '0241234567' });
    const res = await create(payload, customer.headers);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect([row!.senderPhone, row!.recipientPhone]).toEqual(['+447700900123', '+233241234567']);
    // A Ghana number is not a UK sender's phone.
    const wrong = await create(bookingPayload({ sender_phone: '0241234567' }), customer.headers);
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().details)).toEqual(['sender_phone']);
  });

  it('stores a PENDING booking priced by the server, ignoring any price in the payload (201)', async () => {
    const payload = {
      ...bookingPayload({
        packages: [
          { description: 'Clothes', weight_kg: 20, pkg_type: 'BOX', declared_value: 150, qty: 1 },
          { description: 'Rice cooker', weight_kg: 4.5, pkg_type: 'BAG', declared_value: 40, qty: 2 },
        ],
        insurance_opt_in: true,
        notes: 'Call before pickup',
      }),
      price_quote_gbp: 0.01,
      total_price_gbp: 0.01,
      status: 'CONFIRMED',
    };
    const res = await create(payload, customer.headers);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const [rate] = await t.db.select().from(currencyRates);
    const expected = quote(
      bookingCreateSchema.parse(payload),
      DEFAULT_RATE_CARD,
      rate ? Number(rate.rate) : DEFAULT_RATE_CARD.gbp_to_ghs,
    );
    expect(body).toMatchObject({
      status: 'PENDING',
      display_status: 'pending',
      price_quote_gbp: expected.price_quote_gbp,
      total_price_gbp: expected.price_quote_gbp,
      price_quote_ghs: expected.price_quote_ghs,
      packages_count: 3,
      total_weight: 29,
      tracking_number: null,
      notes: 'Call before pickup',
      insurance_opt_in: true,
      gh_region_code: 'GR',
      region_name: 'Greater Accra',
      service_level: { code: 'STANDARD', name: 'Standard', label: 'Ship' },
      payment: { status: 'PENDING', amount_gbp: expected.price_quote_gbp },
      customer: { email: customer.user.email, full_name: 'Kofi Boateng' },
      sender_address: { line1: '221B Baker Street', city: 'London', postal_code: 'NW1 6XE', country: 'GB' },
      recipient_address: { name: 'Akosua Owusu', city: 'Accra', phone: '+233241234567', country: 'GH' },
      can_cancel: true,
      can_edit: true,
    });
    expect(body.price_quote_gbp).toBeGreaterThan(1);
    expect(body.booking_code).toMatch(/^BK-[A-Z0-9]{8}$/);
    expect(body.packages).toHaveLength(2);
    expect(body.packages[1]).toMatchObject({
      description: 'Rice cooker',
      qty: 2,
      weight_kg: 4.5,
      pkg_type: 'BAG',
    });
    expect(body.travel_history).toHaveLength(1);
    expect(body.travel_history[0]).toMatchObject({ status: 'pending', status_display: 'Pending' });
    expect(body.price_breakdown.length).toBeGreaterThan(1);
  });

  it.each([
    ['sender_name', (p: Record<string, unknown>) => ({ ...p, sender_name: '' }), 'sender_name'],
    ['sender_email', (p: Record<string, unknown>) => ({ ...p, sender_email: 'nope' }), 'sender_email'],
    [
      'sender_address.postcode',
      (p: Record<string, unknown>) => ({
        ...p,
        sender_address: { line1: 'x', city: 'London', postcode: '12345' },
      }),
      'sender_address.postcode',
    ],
    [
      'sender_address.line1',
      (p: Record<string, unknown>) => ({ ...p, sender_address: { city: 'London', postcode: 'SE5 9NR' } }),
      'sender_address.line1',
    ],
    ['recipient_name', (p: Record<string, unknown>) => ({ ...p, recipient_name: ' ' }), 'recipient_name'],
    [
      'recipient_phone',
      (p: Record<string, unknown>) => ({ ...p, recipient_phone: 'call me' }),
      'recipient_phone',
    ],
    [
      'recipient_address.city',
      (p: Record<string, unknown>) => ({ ...p, recipient_address: { line1: '1 Ring Road', city: '' } }),
      'recipient_address.city',
    ],
    [
      'recipient_address.line1',
      (p: Record<string, unknown>) => ({ ...p, recipient_address: { city: 'Accra' } }),
      'recipient_address.line1',
    ],
    [
      'recipient_address.postcode',
      (p: Record<string, unknown>) => ({
        ...p,
        recipient_address: { line1: '1 Ring Road', city: 'Accra', postcode: 'SW1A 1AA' },
      }),
      'recipient_address.postcode',
    ],
    ['gh_region_code', (p: Record<string, unknown>) => ({ ...p, gh_region_code: 'XX' }), 'gh_region_code'],
    ['packages', (p: Record<string, unknown>) => ({ ...p, packages: [] }), 'packages'],
    [
      'packages.0.description',
      (p: Record<string, unknown>) => ({ ...p, packages: [{ weight_kg: 2, pkg_type: 'BOX' }] }),
      'packages.0.description',
    ],
    [
      'packages.0.qty',
      (p: Record<string, unknown>) => ({
        ...p,
        packages: [{ description: 'x', weight_kg: 2, pkg_type: 'BOX', qty: 0 }],
      }),
      'packages.0.qty',
    ],
    [
      'packages.0.weight_kg (a box weighing nothing)',
      (p: Record<string, unknown>) => ({
        ...p,
        packages: [{ description: 'x', weight_kg: 0, pkg_type: 'BOX' }],
      }),
      'packages.0.weight_kg',
    ],
    [
      'packages.1.weight_kg (a bag without a weight)',
      (p: Record<string, unknown>) => ({
        ...p,
        packages: [
          { description: 'x', weight_kg: 2, pkg_type: 'BOX' },
          { description: 'y', pkg_type: 'BAG' },
        ],
      }),
      'packages.1.weight_kg',
    ],
    [
      'packages.0.pkg_type',
      (p: Record<string, unknown>) => ({
        ...p,
        packages: [{ description: 'x', weight_kg: 2, pkg_type: 'CRATE' }],
      }),
      'packages.0.pkg_type',
    ],
    [
      'preferred_pickup_end',
      (p: Record<string, unknown>) => ({
        ...p,
        preferred_pickup_start: pickupAt(7, 10),
        preferred_pickup_end: pickupAt(7, 9),
      }),
      'preferred_pickup_end',
    ],
  ])('answers 400 naming %s', async (_name, change, field) => {
    const before = await t.db.select().from(bookings).where(eq(bookings.customerId, customer.user.id));
    const res = await create(change(bookingPayload() as Record<string, unknown>), customer.headers);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.details)).toContain(field);
    const after = await t.db.select().from(bookings).where(eq(bookings.customerId, customer.user.id));
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ['yesterday', -1],
    ['a Sunday', 'sunday'],
    ['more than 60 days ahead', 70],
  ] as const)('refuses a pickup %s with a clear message (400)', async (_name, when) => {
    const start = when === 'sunday' ? sundayAt(10) : pickupAt(when, 10, { anyDay: true });
    const res = await create(bookingPayload({ preferred_pickup_start: start }), customer.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ preferred_pickup_start: [PICKUP_DATE_MESSAGE] });
  });

  it('refuses a pickup window over several days or outside the collection hours with 400 on the field', async () => {
    const { headers } = await signedIn(t, 'CUSTOMER');
    const cases = [
      [
        { preferred_pickup_start: pickupAt(3, 10), preferred_pickup_end: pickupAt(43, 10) },
        'preferred_pickup_end',
        PICKUP_WINDOW_MESSAGES.sameDay,
      ],
      [
        { preferred_pickup_start: pickupAt(3, 3), preferred_pickup_end: pickupAt(3, 10) },
        'preferred_pickup_start',
        PICKUP_WINDOW_MESSAGES.hours,
      ],
      [
        { preferred_pickup_end: pickupAt(3, 10) },
        'preferred_pickup_start',
        PICKUP_WINDOW_MESSAGES.startMissing,
      ],
    ] as const;
    for (const [window, field, message] of cases) {
      const res = await create(bookingPayload(window), headers);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().details).toEqual({ [field]: [message] });
    }
    const ok = await create(
      bookingPayload({ preferred_pickup_start: pickupAt(3, 10), preferred_pickup_end: pickupAt(3, 14) }),
      headers,
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('names every bad field at once', async () => {
    const res = await create({ packages: [{}] }, customer.headers);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(
      expect.arrayContaining([
        'sender_name',
        'sender_email',
        'sender_address',
        'recipient_name',
        'recipient_phone',
        'recipient_address',
        'gh_region_code',
        'packages.0.description',
        'packages.0.pkg_type',
      ]),
    );
  });

  it('accepts every Ghana region code of today and BA, upper-casing them', async () => {
    for (const code of ['ah', 'BA', 'OT', 'WN']) {
      // No digital address: the factory's is in Greater Accra, which these regions are not.
      const recipient_address = { line1: '5 Main Road', city: 'Techiman' };
      const res = await create(bookingPayload({ gh_region_code: code, recipient_address }), customer.headers);
      expect(res.statusCode, code).toBe(201);
      expect(res.json().gh_region_code).toBe(code.toUpperCase());
    }
  });

  it('keeps a digital address typed as ak0395028 as AK-039-5028, and refuses one in another region or malformed', async () => {
    const ok = await create(
      bookingPayload({
        gh_region_code: 'AR',
        recipient_address: { line1: 'Near Kejetia Market', city: 'Kumasi', gps_address: 'ak0395028' },
      }),
      customer.headers,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().recipient_address).toMatchObject({
      gps_address: 'AK-039-5028',
      postcode: 'AK-039-5028',
    });
    const elsewhere = await create(
      bookingPayload({
        gh_region_code: 'GR',
        recipient_address: { line1: 'Near Kejetia Market', city: 'Kumasi', postcode: 'AK-039-5028' },
      }),
      customer.headers,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details['recipient_address.postcode']).toEqual([
      GPS_ADDRESS_MESSAGES.region('Greater Accra'),
    ]);
    const malformed = await create(
      bookingPayload({ recipient_address: { line1: '5 Ring Road', city: 'Accra', gps_address: 'GA-18-81' } }),
      customer.headers,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details['recipient_address.gps_address']).toEqual([
      GPS_ADDRESS_MESSAGES.malformed,
    ]);
  });

  it('normalises a UK postcode written without its space', async () => {
    const res = await create(
      bookingPayload({ sender_address: { line1: '1 High St', city: 'Leeds', postcode: 'ls11ba' } }),
      customer.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().sender_address.postcode).toBe('LS1 1BA');
  });

  it('is idempotent under the same Idempotency-Key: one booking, the same one returned', async () => {
    const caller = await signedIn(t, 'CUSTOMER');
    const headers = { ...caller.headers, 'idempotency-key': `wizard-${randomUUID()}` };
    const first = await create(bookingPayload(), headers);
    const second = await create(bookingPayload(), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.db.select().from(bookings).where(eq(bookings.customerId, caller.user.id));
    expect(rows).toHaveLength(1);
    // Another key makes another booking.
    const third = await create(bookingPayload(), { ...caller.headers, 'idempotency-key': 'another-key' });
    expect(third.statusCode).toBe(201);
    expect(third.json().id).not.toBe(first.json().id);
  });

  it('makes one booking for two concurrent requests with the same key', async () => {
    const caller = await signedIn(t, 'CUSTOMER');
    const headers = { ...caller.headers, 'idempotency-key': randomUUID() };
    const results = await Promise.all([create(bookingPayload(), headers), create(bookingPayload(), headers)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(results[0]!.json().id).toBe(results[1]!.json().id);
    const rows = await t.db.select().from(bookings).where(eq(bookings.customerId, caller.user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps the same key of two customers apart', async () => {
    const a = await signedIn(t, 'CUSTOMER');
    const b = await signedIn(t, 'CUSTOMER');
    const key = randomUUID();
    const ra = await create(bookingPayload(), { ...a.headers, 'idempotency-key': key });
    const rb = await create(bookingPayload(), { ...b.headers, 'idempotency-key': key });
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(ra.json().id).not.toBe(rb.json().id);
  });

  it('answers 400 to a malformed Idempotency-Key', async () => {
    const res = await create(bookingPayload(), { ...customer.headers, 'idempotency-key': 'a b c' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('Idempotency-Key');
  });

  it('is for customers only: 401 anonymous, 403 staff', async () => {
    expect((await create(bookingPayload(), {})).statusCode).toBe(401);
    for (const role of ['ADMIN', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as const) {
      const staff = await signedIn(t, role);
      expect((await create(bookingPayload(), staff.headers)).statusCode, role).toBe(403);
    }
  });
});

describe('GET /bookings/ and /bookings/stats/', () => {
  let me: Caller;
  let other: Caller;
  const ids: Record<string, string> = {};
  let pickup: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    me = await signedIn(t, 'CUSTOMER');
    other = await signedIn(t, 'CUSTOMER');
    pickup = await makeUser(t.db, { role: 'PICKUP', firstName: 'Kwame', lastName: 'Pickup' });
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const mk = async (
      name: string,
      days: number,
      input: Parameters<typeof bookingPayload>[0] = {},
      status: BookingStatus = 'PENDING',
    ) => {
      const { booking } = await makeBooking(t.db, me.user, { input, at: at(days), status });
      ids[name] = booking.id;
      return booking;
    };
    await mk('pending', 1, {
      recipient_address: { line1: '5 Palm Avenue', city: 'Kumasi' },
      gh_region_code: 'AH',
    });
    await mk('confirmed', 2);
    await confirmBooking(t.db, ids.confirmed!);
    await mk('assigned', 3);
    await confirmBooking(t.db, ids.assigned!, { pickupAgentId: pickup.id });
    // A booking accepted before the move service existed (rows written so far), whose the shipment has not left its first state: the Booked counter.
    await mk('booked', 3.5);
    await t.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, ids.booked!));
    await mk('cancelled', 4, {}, 'CANCELLED');
    await mk('transit', 5, { recipient_name: 'Yaw Mensah Transit' });
    await confirmBooking(t.db, ids.transit!, {
      pickupAgentId: pickup.id,
      events: [{ status: 'picked_up', location: 'London' }, { status: 'in_transit' }],
    });
    await mk('delivered', 6, {
      packages: [
        { description: 'Laptop', weight_kg: 3, pkg_type: 'BOX', qty: 1 },
        { description: 'Books', weight_kg: 2.5, pkg_type: 'BOX', qty: 2 },
      ],
    });
    await confirmBooking(t.db, ids.delivered!, {
      pickupAgentId: pickup.id,
      events: [
        { status: 'picked_up' },
        { status: 'at_warehouse' },
        { status: 'arrived_ghana' },
        { status: 'delivered' },
      ],
    });
    await mk('ghana', 7);
    await confirmBooking(t.db, ids.ghana!, {
      events: [{ status: 'picked_up' }, { status: 'at_gh_warehouse' }],
    });
    await mk('exception', 8);
    await confirmBooking(t.db, ids.exception!, {
      events: [{ status: 'picked_up' }, { status: 'exception', code: 'exception', notes: 'Held by customs' }],
    });
    await t.db
      .update(payments)
      .set({ status: 'PAID', paidAt: new Date() })
      .where(eq(payments.bookingId, ids.delivered!));
    await makeBooking(t.db, other.user);
  });

  it('lists the pre-shipment bookings by default, newest first, only mine', async () => {
    const res = await list('', me.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'count',
      'count_cap',
      'count_capped',
      'next',
      'previous',
      'results',
    ]);
    expect(body).toMatchObject({ count_cap: 1000, count_capped: false });
    expect(body.count).toBe(5);
    expect(body.results.map((r: { id: string }) => r.id)).toEqual([
      ids.pending,
      ids.confirmed,
      ids.assigned,
      ids.booked,
      ids.cancelled,
    ]);
    expect(body.results.map((r: { display_status: string }) => r.display_status)).toEqual([
      'pending',
      'confirmed',
      'confirmed and assigned',
      'booked',
      'cancelled',
    ]);
  });

  it('gives each card the fields the spec lists', async () => {
    const card = (await list('?status=assigned', me.headers)).json().results[0];
    expect(card).toMatchObject({
      id: ids.assigned,
      status: 'CONFIRMED',
      display_status: 'confirmed and assigned',
      display_status_label: 'Confirmed and Assigned',
      city: 'Accra',
      gh_region_code: 'GR',
      region_name: 'Greater Accra',
      destination: { city: 'Accra', gh_region_code: 'GR', region_name: 'Greater Accra' },
      packages_count: 1,
      total_weight: 20,
      service_level: { code: 'STANDARD', name: 'Standard', label: 'Ship' },
      pickup_agent: {
        id: pickup.id,
        first_name: 'Kwame',
        last_name: 'Pickup',
        name: 'Kwame Pickup',
        email: pickup.email,
        avatar_url: null,
      },
      warehouse_agent: null,
      delivery_agent: null,
      // Confirmed with a pickup agent: the move service assigns the pickup in the same step.
      shipment_status: 'pickup_assigned',
      is_exception: false,
      picked_up_at: null,
    });
    expect(card.tracking_number).toMatch(/^UKG\d{10}$/);
    expect(card.created_at).toEqual(expect.any(String));
    expect(card).toHaveProperty('preferred_pickup_start');
    expect(card).toHaveProperty('notes');
  });

  it.each([
    ['pending', ['pending']],
    ['booked', ['booked']],
    ['confirmed', ['confirmed']],
    ['assigned', ['assigned']],
    ['confirmed%20and%20assigned', ['assigned']],
    ['cancelled', ['cancelled']],
    ['all', ['pending', 'confirmed', 'assigned', 'booked', 'cancelled']],
  ])('filters the bookings by status=%s', async (status, names) => {
    const body = (await list(`?status=${status}`, me.headers)).json();
    expect(body.results.map((r: { id: string }) => r.id).sort()).toEqual(names.map((n) => ids[n]).sort());
  });

  it('answers 400 to an unknown status filter or tab', async () => {
    expect((await list('?status=lost', me.headers)).statusCode).toBe(400);
    expect((await list('?tab=parcels', me.headers)).statusCode).toBe(400);
  });

  it('searches by booking code, recipient line 1, city and name', async () => {
    const [pending] = await t.db.select().from(bookings).where(eq(bookings.id, ids.pending!));
    expect((await list(`?search=${pending!.bookingCode.toLowerCase()}`, me.headers)).json().count).toBe(1);
    expect((await list('?search=palm%20avenue', me.headers)).json().results[0].id).toBe(ids.pending);
    expect((await list('?search=kumasi', me.headers)).json().results[0].id).toBe(ids.pending);
    expect((await list('?search=akosua', me.headers)).json().count).toBe(5);
    expect((await list('?search=%25', me.headers)).json().count).toBe(0);
  });

  it('lists shipments with tab=shipments: progress, exception flag, picked-up date', async () => {
    const body = (await list('?tab=shipments', me.headers)).json();
    expect(body.count).toBe(4);
    const byId = Object.fromEntries(body.results.map((r: { id: string }) => [r.id, r]));
    expect(byId[ids.transit!]).toMatchObject({
      shipment_status: 'in_transit',
      display_status: 'in_transit',
      progress_percent: 56,
      is_exception: false,
    });
    expect(byId[ids.transit!].picked_up_at).toEqual(expect.any(String));
    expect(byId[ids.delivered!]).toMatchObject({ shipment_status: 'delivered', progress_percent: 100 });
    expect(byId[ids.ghana!]).toMatchObject({ shipment_status: 'at_ghana_warehouse', progress_percent: 78 });
    // An exception stands where the goods last were (picked up: 33 %), as on the details page and /track.
    expect(byId[ids.exception!]).toMatchObject({
      shipment_status: 'exception',
      is_exception: true,
      last_stage_status: 'picked_up',
      progress_percent: 33,
    });
  });

  it('lists bookings of every stage with tab=all, delivered ones too, for the dashboard', async () => {
    const body = (await list('?tab=all&page_size=100', me.headers)).json();
    const bookingsTab = (await list('?page_size=100', me.headers)).json();
    const shipmentsTab = (await list('?tab=shipments&page_size=100', me.headers)).json();
    expect(body.count).toBe(bookingsTab.count + shipmentsTab.count);
    expect(body.results.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([ids.pending, ids.delivered, ids.transit]),
    );
    const filtered = await list('?tab=all&status=delivered', me.headers);
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().details).toHaveProperty('status');
  });

  it('filters shipments by status=exception', async () => {
    const res = await list('?tab=shipments&status=exception', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { id: string }) => r.id)).toEqual([ids.exception]);
  });

  it('filters and searches shipments, by tracking number too, reading status synonyms', async () => {
    const [ship] = await t.db.select().from(shipments).where(eq(shipments.bookingId, ids.transit!));
    const byTracking = (await list(`?tab=shipments&search=${ship!.trackingNumber}`, me.headers)).json();
    expect(byTracking.results.map((r: { id: string }) => r.id)).toEqual([ids.transit]);
    const ghana = (await list('?tab=shipments&status=at_ghana_warehouse', me.headers)).json();
    expect(ghana.results.map((r: { id: string }) => r.id)).toEqual([ids.ghana]);
    const synonym = (await list('?tab=shipments&status=AT_GH_WAREHOUSE', me.headers)).json();
    expect(synonym.count).toBe(1);
    const byName = (await list('?tab=shipments&search=transit', me.headers)).json();
    expect(byName.results.map((r: { id: string }) => r.id)).toEqual([ids.transit]);
  });

  it('lists every package of my shipments with tab=packages', async () => {
    const body = (await list('?tab=packages&status=delivered', me.headers)).json();
    expect(body.count).toBe(2);
    expect(body.results.map((r: { description: string }) => r.description)).toEqual(['Laptop', 'Books']);
    expect(body.results[1]).toMatchObject({
      booking_id: ids.delivered,
      qty: 2,
      weight_kg: 2.5,
      total_weight: 5,
      // Laptop is item 1; the Books line of quantity 2 is items 2 and 3 of 3.
      item_number: '2–3 of 3',
      booking_packages_count: 3,
      recipient_name: 'Akosua Owusu',
      city: 'Accra',
      country: 'GH',
      status: 'delivered',
      progress_percent: 100,
      service_level: { code: 'STANDARD' },
    });
    expect(body.results[1].tracking_number).toMatch(/^UKG\d{10}$/);
    expect(body.results[1].picked_up_at).toEqual(expect.any(String));
    const all = (await list('?tab=packages', me.headers)).json();
    expect(all.count).toBe(5);
    const search = (await list('?tab=packages&search=laptop', me.headers)).json();
    expect(search.results.map((r: { description: string }) => r.description)).toEqual(['Laptop']);
  });

  it('pages with a keyset next (cursor) and with page numbers', async () => {
    const all = (await list('?page_size=100', me.headers)).json();
    const first = (await list('?page_size=3', me.headers)).json();
    expect(first.count).toBe(5);
    expect(first.results).toHaveLength(3);
    expect(first.next).toMatch(/cursor=/);
    const second = (await t.app.inject({ url: first.next, headers: me.headers })).json();
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    expect([...first.results, ...second.results].map((r: { id: string }) => r.id)).toEqual(
      all.results.map((r: { id: string }) => r.id),
    );
    const byNumber = (await list('?page_size=3&page=2', me.headers)).json();
    expect(byNumber.results.map((r: { id: string }) => r.id)).toEqual(
      second.results.map((r: { id: string }) => r.id),
    );
    expect(byNumber.previous).toMatch(/page=1/);
    expect((await list('?cursor=nope', me.headers)).statusCode).toBe(400);
  });

  it('shows another customer none of my bookings; admins and warehouse staff see all', async () => {
    const theirs = (await list('', other.headers)).json();
    expect(theirs.count).toBe(1);
    expect(theirs.results.every((r: { id: string }) => !Object.values(ids).includes(r.id))).toBe(true);
    const admin = await signedIn(t, 'ADMIN');
    const everything = (await list('?page_size=100', admin.headers)).json();
    expect(everything.results.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([ids.pending]),
    );
    const warehouse = await signedIn(t, 'WAREHOUSE');
    expect(
      (await list('?tab=shipments&page_size=100', warehouse.headers)).json().count,
    ).toBeGreaterThanOrEqual(4);
  });

  it('shows a pickup agent only the bookings they are assigned to', async () => {
    const headers = bearer(await tokenFor(t, pickup));
    const pre = (await list('', headers)).json();
    expect(pre.results.map((r: { id: string }) => r.id)).toEqual([ids.assigned]);
    const stranger = await signedIn(t, 'PICKUP');
    expect((await list('', stranger.headers)).json().count).toBe(0);
    expect((await t.app.inject({ url: one(ids.assigned!), headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: one(ids.assigned!), headers })).statusCode).toBe(200);
  });

  it('401 without a token', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${BOOKINGS}stats/` })).statusCode).toBe(401);
  });

  it('counts my bookings and shipments for the tiles and counters', async () => {
    const res = await t.app.inject({ url: `${BOOKINGS}stats/`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, ids.delivered!));
    expect(body).toEqual({
      total_bookings: 9,
      // Each booking waiting for collection in exactly one counter: they add up to those in progress.
      pending: 1,
      booked: 1,
      confirmed: 1,
      assigned: 1,
      cancelled: 1,
      rejected: 0,
      bookings_in_progress: 4,
      total_shipments: 4,
      active_shipments: 3,
      in_transit: 1,
      delivered: 1,
      in_ghana: 1,
      exceptions: 1,
      by_shipment_status: { in_transit: 1, delivered: 1, at_ghana_warehouse: 1, exception: 1 },
      total_spent_gbp: paid!.amountPence / 100,
      outstanding_gbp: expect.any(Number),
    });
    expect(body.outstanding_gbp).toBeGreaterThan(0);
    const theirs = (await t.app.inject({ url: `${BOOKINGS}stats/`, headers: other.headers })).json();
    expect(theirs).toMatchObject({ total_bookings: 1, pending: 1, total_shipments: 0, total_spent_gbp: 0 });
  });
});

describe('GET, PUT /bookings/{id}/', () => {
  let owner: Caller;
  let stranger: Caller;
  beforeAll(async () => {
    owner = await signedIn(t, 'CUSTOMER');
    stranger = await signedIn(t, 'CUSTOMER');
  });

  it('returns the whole booking to its owner', async () => {
    const { booking } = await makeBooking(t.db, owner.user, {
      input: {
        packages: [
          {
            description: 'Shoes',
            weight_kg: 3,
            pkg_type: 'BOX',
            length_cm: 40,
            width_cm: 30,
            height_cm: 20,
            declared_value: 75.5,
          },
          { description: 'Letters', weight_kg: 0.2, pkg_type: 'ENVELOPE', declared_value: 0 },
        ],
        fragile: true,
        cod_opt_in: true,
        proof_mode: 'SIGNATURE',
      },
    });
    const res = await t.app.inject({ url: one(booking.id), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const field of [
      'id',
      'booking_code',
      'status',
      'created_at',
      'confirmed_at',
      'tracking_number',
      'label_url',
      'notes',
      'service_level',
      'gh_region_code',
      'preferred_pickup_start',
      'preferred_pickup_end',
      'price_quote_gbp',
      'price_quote_ghs',
      'total_price_gbp',
      'total_price_ghs',
      'price_breakdown',
      'customer',
      'sender_address',
      'pickup_address',
      'recipient_address',
      'packages',
      'pickup_agent',
      'warehouse_agent',
      'delivery_agent',
      'shipment',
      'payment',
      'receipts',
      'recipient_name',
      'packages_count',
      'total_weight',
      'fragile',
      'insurance_opt_in',
      'cod_opt_in',
      'proof_mode',
      'rejection_reason',
      'cancellation_reason',
      'travel_history',
    ])
      expect(body, field).toHaveProperty(field);
    expect(body.packages).toHaveLength(2);
    expect(body.packages[0]).toMatchObject({
      pkg_type: 'BOX',
      description: 'Shoes',
      qty: 1,
      weight_kg: 3,
      dimensions: { length_cm: 40, width_cm: 30, height_cm: 20 },
      declared_value: 75.5,
    });
    expect(body.packages[0].id).toEqual(expect.any(String));
    expect(body).toMatchObject({
      fragile: true,
      cod_opt_in: true,
      proof_mode: 'SIGNATURE',
      pickup_address: { line1: '221B Baker Street' },
      shipment: { status: 'pending', tracking_number: null },
      payment: { status: 'PENDING', method: null, reference: null, paid_at: null },
      receipts: [],
      label_url: null,
    });
  });

  it('answers 404 to another customer, and for an unknown id; 400 for a malformed one', async () => {
    const { booking } = await makeBooking(t.db, owner.user);
    const res = await t.app.inject({ url: one(booking.id), headers: stranger.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await t.app.inject({ url: one(randomUUID()), headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: one('nope'), headers: owner.headers })).statusCode).toBe(400);
    for (const url of [
      `${one(booking.id)}travel-history/`,
      `/api/v1/shipments/bookings/${booking.id}/shipping-label/`,
    ])
      expect((await t.app.inject({ url, headers: stranger.headers })).statusCode, url).toBe(404);
  });

  it('lets the owner correct a pending booking: packages replaced, price recomputed at the current rate', async () => {
    const { booking } = await makeBooking(t.db, owner.user);
    await t.db.insert(currencyRates).values({ rate: '20.5', createdAt: new Date(Date.now() + 1000) });
    const changed = bookingPayload({
      recipient_name: 'Ama Serwaa',
      recipient_address: { line1: '3 Liberation Road', city: 'Tamale' },
      gh_region_code: 'NR',
      service_level_code: 'EXPRESS',
      packages: [
        { description: 'Phone', weight_kg: 1, pkg_type: 'BOX' },
        { description: 'Tablet', weight_kg: 2, pkg_type: 'BOX', qty: 2 },
      ],
      notes: 'Corrected',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: one(booking.id),
      headers: owner.headers,
      payload: { ...changed, price_quote_gbp: 1 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = quote(bookingCreateSchema.parse(changed), DEFAULT_RATE_CARD, 20.5);
    expect(body).toMatchObject({
      id: booking.id,
      booking_code: booking.bookingCode,
      status: 'PENDING',
      recipient_name: 'Ama Serwaa',
      gh_region_code: 'NR',
      city: 'Tamale',
      notes: 'Corrected',
      service_level: { code: 'EXPRESS', label: 'Flight' },
      packages_count: 3,
      total_weight: 5,
      price_quote_gbp: expected.price_quote_gbp,
      price_quote_ghs: expected.price_quote_ghs,
      gbp_to_ghs_rate: 20.5,
      payment: { amount_gbp: expected.price_quote_gbp },
    });
    expect(body.packages.map((p: { description: string }) => p.description)).toEqual(['Phone', 'Tablet']);
    expect(body.price_quote_gbp).not.toBe(booking.priceQuotePence / 100);
  });

  it('refuses to change a booking once it is not pending (409), and validates the payload (400)', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const put = (payload: object, headers = owner.headers) =>
      t.app.inject({ method: 'PUT', url: one(booking.id), headers, payload });
    const res = await put(bookingPayload({ notes: 'Too late' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.notes).toBeNull();
    const { booking: pending } = await makeBooking(t.db, owner.user);
    const bad = await t.app.inject({
      method: 'PUT',
      url: one(pending.id),
      headers: owner.headers,
      payload: bookingPayload({ gh_region_code: 'ZZ' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('gh_region_code');
    const sunday = await t.app.inject({
      method: 'PUT',
      url: one(pending.id),
      headers: owner.headers,
      payload: bookingPayload({ preferred_pickup_start: sundayAt(10) }),
    });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().details).toEqual({ preferred_pickup_start: [PICKUP_DATE_MESSAGE] });
    expect((await put(bookingPayload(), stranger.headers)).statusCode).toBe(404);
    // Admins correct through the same call (package-status.test.ts); the agents may not.
    const agent = await signedIn(t, 'WAREHOUSE');
    expect((await put(bookingPayload(), agent.headers)).statusCode).toBe(403);
  });
});

describe('POST /bookings/{id}/cancel/', () => {
  it('cancels a pending booking once, with one travel event', async () => {
    const owner = await signedIn(t, 'CUSTOMER');
    const { booking, shipment } = await makeBooking(t.db, owner.user);
    const cancel = (headers: Headers) =>
      t.app.inject({ method: 'POST', url: `${one(booking.id)}cancel/`, headers });

    const stranger = await signedIn(t, 'CUSTOMER');
    expect((await cancel(stranger.headers)).statusCode).toBe(404);
    expect((await cancel({})).statusCode).toBe(401);
    for (const role of ['ADMIN', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as const)
      expect((await cancel((await signedIn(t, role)).headers)).statusCode, role).toBe(403);

    const res = await cancel(owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: booking.id,
      status: 'CANCELLED',
      display_status: 'cancelled',
      cancellation_reason: 'Cancelled by the customer',
      can_cancel: false,
    });
    const events = await t.db.select().from(travelEvents).where(eq(travelEvents.shipmentId, shipment.id));
    expect(events.filter((e) => e.status === 'cancelled')).toHaveLength(1);

    const again = await cancel(owner.headers);
    expect(again.statusCode).toBe(409);
    const after = await t.db.select().from(travelEvents).where(eq(travelEvents.shipmentId, shipment.id));
    expect(after).toHaveLength(events.length);
    // Still listed for the customer, as cancelled.
    const listed = (await list('?status=cancelled', owner.headers)).json();
    expect(listed.results.map((r: { id: string }) => r.id)).toEqual([booking.id]);
  });

  it('refuses a screen that saw an older version of the booking (409), and takes the current one', async () => {
    const owner = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, owner.user);
    const seen = (await t.app.inject({ method: 'GET', url: one(booking.id), headers: owner.headers })).json();
    const version = seen.shipment.version as number;
    const cancel = (expected_version: number) =>
      t.app.inject({
        method: 'POST',
        url: `${one(booking.id)}cancel/`,
        headers: owner.headers,
        payload: { expected_version },
      });
    const stale = await cancel(version + 1);
    expect(stale.statusCode).toBe(409);
    const [unchanged] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged!.status).toBe('PENDING');
    const res = await cancel(version);
    expect(res.statusCode).toBe(200);
    expect(res.json().shipment.version).toBeGreaterThan(version);
  });

  it('refuses a confirmed booking (409)', async () => {
    const owner = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${one(booking.id)}cancel/`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('GET /bookings/{id}/travel-history/ and signed file links', () => {
  let owner: Caller;
  let bookingId: string;
  let photoKey: string;
  const store = () => createDiskStore(`${t.dataDir}/uploads`);

  beforeAll(async () => {
    owner = await signedIn(t, 'CUSTOMER');
    const driver = await makeUser(t.db, { role: 'DELIVERY', firstName: 'Esi', lastName: 'Driver' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    photoKey = await store().put('proofs', png, 'png');
    const signatureKey = await store().put('proofs', png, 'png');
    const { booking } = await makeBooking(t.db, owner.user);
    bookingId = booking.id;
    await confirmBooking(t.db, booking.id, {
      deliveryAgentId: driver.id,
      events: [
        { status: 'picked_up', location: 'London' },
        { status: 'in_transit', location: 'Heathrow' },
        { status: 'out_for_delivery', agentId: driver.id },
        { status: 'delivered', agentId: driver.id, photoKey, signatureKey, notes: 'Received by Akosua' },
      ],
    });
  });

  const history = (headers: Headers) => t.app.inject({ url: `${one(bookingId)}travel-history/`, headers });

  it('returns the events oldest first with the spec fields', async () => {
    const res = await history(owner.headers);
    expect(res.statusCode).toBe(200);
    const events = res.json();
    // The factory moves the goods along the real route, so the stops between the events given are there too.
    expect(events.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'confirmed',
      'picked_up',
      'at_warehouse',
      'in_transit',
      'arrived_ghana',
      'at_ghana_warehouse',
      'out_for_delivery',
      'delivered',
    ]);
    const times = events.map((e: { timestamp: string }) => Date.parse(e.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const delivered = events.at(-1);
    expect(delivered).toMatchObject({
      status: 'delivered',
      status_display: 'Delivered',
      notes: 'Received by Akosua',
      agent_name: 'Esi Driver',
      agent: { first_name: 'Esi' },
    });
    expect(delivered.created_at).toBe(delivered.timestamp);
    expect(delivered.photo_url).toMatch(/^\/api\/v1\/files\/proofs\/.+\?expires=\d+&sig=/);
    expect(delivered.signature_url).toMatch(/^\/api\/v1\/files\/proofs\//);
    expect(events[0]).toMatchObject({ photo_url: null, signature_url: null, agent_name: null, agent: null });
    expect(Object.keys(events[0]).sort()).toEqual(
      [
        'id',
        'status',
        'status_display',
        'code',
        'location',
        'notes',
        'timestamp',
        'created_at',
        'agent_name',
        'agent',
        'photo_url',
        'signature_url',
      ].sort(),
    );
  });

  it('serves a proof through its signed link, without a bearer header', async () => {
    const delivered = (await history(owner.headers)).json().at(-1);
    const res = await t.app.inject({ url: delivered.photo_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a forged, altered or expired link', async () => {
    const url = new URL((await history(owner.headers)).json().at(-1).photo_url, 'http://x');
    const expires = url.searchParams.get('expires');
    const sig = url.searchParams.get('sig')!;
    const forged = `${url.pathname}?expires=${expires}&sig=${sig.slice(0, -2)}xx`;
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const later = `${url.pathname}?expires=${Number(expires) + 3600}&sig=${sig}`;
    expect((await t.app.inject({ url: later })).statusCode).toBe(403);
    const otherFile = `/api/v1/files/proofs/${randomUUID()}.png?expires=${expires}&sig=${sig}`;
    expect((await t.app.inject({ url: otherFile })).statusCode).toBe(403);
    const signer = createUrlSigner(t.config.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = `/api/v1/files/${photoKey}?expires=${past}&sig=${signer.sign(photoKey, past)}`;
    expect((await t.app.inject({ url: expired })).statusCode).toBe(403);
    const otherSecret = createUrlSigner('another-secret-that-is-long-enough-for-this').url(photoKey);
    expect((await t.app.inject({ url: otherSecret })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(400);
    // A correctly signed link still works.
    expect((await t.app.inject({ url: signer.url(photoKey) })).statusCode).toBe(200);
  });

  it('answers 404 to another customer and 401 to nobody', async () => {
    const stranger = await signedIn(t, 'CUSTOMER');
    expect((await history(stranger.headers)).statusCode).toBe(404);
    expect((await history({})).statusCode).toBe(401);
  });

  it('includes the history and the exception flag in the booking details', async () => {
    const body = (await t.app.inject({ url: one(bookingId), headers: owner.headers })).json();
    expect(body.travel_history).toHaveLength(9);
    expect(body).toMatchObject({
      display_status: 'delivered',
      shipment_status: 'delivered',
      progress_percent: 100,
      is_exception: false,
      delivery_agent: { first_name: 'Esi', name: 'Esi Driver' },
    });
  });
});
