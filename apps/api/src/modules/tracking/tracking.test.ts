import { formatDeliveryWindow, TRACKING_MESSAGES, trackingResultSchema } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser } from '../../../test/factories.ts';
import { bookings, rateLimitCounters } from '../../db/schema.ts';

const GENERAL_LIMIT = 8;
const t = await createTestApp({
  env: {
    RATE_LIMIT_GLOBAL_PER_MINUTE: String(GENERAL_LIMIT),
    RATE_LIMIT_TRACKING_PER_MINUTE: '5',
    RATE_LIMIT_TRACKING_MISSES_PER_HOUR: '3',
  },
});
const unlimited = await createTestApp({
  env: { RATE_LIMITS: 'off', RATE_LIMIT_TRACKING_PER_MINUTE: '1', RATE_LIMIT_TRACKING_MISSES_PER_HOUR: '1' },
});

// Each test looks up from its own address unless it is testing the limits.
let lastHost = 0;
const freshAddress = () => `10.20.${Math.floor(++lastHost / 250)}.${lastHost % 250}`;
const track = (number: string, remoteAddress = freshAddress()) =>
  t.app.inject({ url: `/api/v1/shipments/track/${encodeURIComponent(number)}/`, remoteAddress });

const customer = await makeUser(t.db, { email: 'sender.customer@example.com', phoneE164: '+447700900999' });
const agent = await makeUser(t.db, { role: 'DELIVERY', firstName: 'Yaw', lastName: 'Agentname' });
const created = new Date('2025-03-01T09:00:00.000Z');
const moving = await makeBooking(t.db, customer, {
  status: 'CONFIRMED',
  trackingNumber: 'UKG4829103756',
  at: created,
  input: {
    service_level_code: 'EXPRESS',
    packages: [
      { description: 'Clothes and shoes', weight_kg: 12.5, pkg_type: 'BOX', qty: 2, declared_value: 80 },
      { description: 'Documents', weight_kg: 0.4, pkg_type: 'ENVELOPE' },
    ],
  },
  events: [
    // Given out of order on purpose: the tracker sorts by time.
    {
      status: 'at_warehouse',
      location: 'London Warehouse, UK',
      notes: 'Received at the warehouse',
      notesPublic: true,
      agentId: agent.id,
      photoKey: 'proofs/secret-photo.png',
      at: new Date('2025-03-03T15:30:00.000Z'),
    },
    {
      status: 'picked_up',
      location: 'London, UK',
      notes: null,
      agentId: agent.id,
      signatureKey: 'proofs/secret-signature.png',
      at: new Date('2025-03-02T11:00:00.000Z'),
    },
    {
      status: 'exception',
      code: 'exception',
      location: 'London Warehouse, UK',
      notes: 'Label damaged, relabelled',
      notesPublic: true,
      at: new Date('2025-03-04T08:00:00.000Z'),
    },
  ],
});

describe('GET /shipments/track/{trackingNumber}/', () => {
  it('reads back the same names, packages, history and window, written outside ASCII', async () => {
    await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      trackingNumber: 'UKG4829103758',
      input: {
        recipient_name: 'Ɔkɔmfo Ɛsi Nsɛm',
        packages: [
          { description: 'Kente cloth – 2 pièces', weight_kg: 3, pkg_type: 'BOX', declared_value: 90 },
        ],
      },
      events: [
        {
          status: 'picked_up',
          location: 'Peckham, London',
          notes: 'Left with Ɛsi’s neighbour',
          notesPublic: true,
        },
      ],
    });
    for (const times of [1, 2]) {
      const res = await track('UKG4829103758');
      expect(res.statusCode, `lookup ${times}`).toBe(200);
      const body = res.json();
      expect(body.booking.recipient_address.name).toBe('Ɔkɔmfo Ɛsi Nsɛm');
      expect(body.booking.packages[0].description).toBe('Kente cloth – 2 pièces');
      expect(body.travel_history.at(-1).notes).toBe('Left with Ɛsi’s neighbour');
      expect(body.delivery_window.text).toBe(
        formatDeliveryWindow(body.delivery_window.from, body.delivery_window.to),
      );
      expect(body.delivery_window.text).toContain(' – ');
      expect(body.delivery_window.depends_on).toContain('–');
    }
  });

  it('answers every field of the tracking result, history oldest first, without signing in', async () => {
    const res = await track('UKG4829103756');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tracking_number: 'UKG4829103756',
      status: 'exception',
      booking: {
        booking_code: moving.booking.bookingCode,
        sender_address: { name: 'Kofi Boateng' },
        recipient_address: { name: 'Akosua Owusu' },
        service_level: { code: 'EXPRESS', name: 'Express', label: 'Flight' },
        packages: [
          { description: 'Clothes and shoes', weight_kg: 12.5, qty: 2 },
          { description: 'Documents', weight_kg: 0.4, qty: 1 },
        ],
      },
      delivery_confirmation: null,
      delivery_window: {
        from: null,
        to: null,
        depends_on: 'on hold until the exception is resolved',
        delivered_on: null,
        text: null,
      },
      travel_history: [
        {
          status: 'pending',
          timestamp: '2025-03-01T09:00:00.000Z',
          location: 'London',
          notes: 'Booking received',
          code: null,
        },
        {
          status: 'confirmed',
          timestamp: '2025-03-01T10:00:00.000Z',
          location: 'London',
          notes: 'Booking confirmed',
          code: null,
        },
        {
          status: 'picked_up',
          timestamp: '2025-03-02T11:00:00.000Z',
          location: 'London',
          notes: null,
          code: null,
        },
        {
          status: 'at_warehouse',
          timestamp: '2025-03-03T15:30:00.000Z',
          location: 'London Warehouse',
          notes: 'Received at the warehouse',
          code: null,
        },
        {
          status: 'exception',
          timestamp: '2025-03-04T08:00:00.000Z',
          location: 'London Warehouse',
          notes: 'Label damaged, relabelled',
          code: 'exception',
        },
      ],
    });
  });

  it('answers exactly the contract: reading it through trackingResultSchema changes nothing', async () => {
    const body = (await track('UKG4829103756')).json();
    expect(trackingResultSchema.parse(body)).toEqual(body);
  });

  it('sends names, descriptions and notes as they were written: quotes, backslashes, line breaks, any script', async () => {
    const words = 'Kente "cloth" \\ Ɔkɔdeɛ 🇬🇭';
    const odd = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      input: {
        packages: [{ description: words, weight_kg: 0.25, pkg_type: 'BOX' }],
        sender_name: 'Ama "Nana" Serwaa',
      },
      events: [
        { status: 'picked_up', location: 'Tab\there', notes: `Line one\n${words}\u0001`, notesPublic: true },
      ],
    });
    const res = await track(odd.trackingNumber!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(trackingResultSchema.parse(body)).toEqual(body);
    expect(body.booking.sender_address.name).toBe('Ama "Nana" Serwaa');
    expect(body.booking.packages).toEqual([{ description: words, weight_kg: 0.25, qty: 1 }]);
    expect(body.travel_history.at(-1)).toMatchObject({
      status: 'picked_up',
      location: 'Tab\there',
      notes: `Line one\n${words}\u0001`,
      code: null,
    });
  });

  it('never carries addresses, phone numbers, emails, agents, proofs or prices', async () => {
    const body = (await track('UKG4829103756')).body;
    for (const secret of [
      '221B Baker Street',
      'Flat 2',
      'NW1 6XE',
      '14 Oxford Street',
      'Osu',
      'GA-183-8164',
      '+447700900123',
      '+233241234567',
      '+447700900999',
      'kofi.sender@example.com',
      'akosua.recipient@example.com',
      'sender.customer@example.com',
      'Agentname',
      'secret-photo',
      'secret-signature',
      'photo_url',
      'signature_url',
      'agent',
      'price',
      'declared_value',
      moving.booking.id,
      moving.shipment.id,
      customer.id,
    ])
      expect(body).not.toContain(secret);
  });

  it('shows the town only, and notes only when marked for the customer or written by the system', async () => {
    const booked = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [
        {
          status: 'picked_up',
          location: 'London SW2 1RW',
          notes: '1 box + 1 barrel collected, barrel taped.',
        },
        {
          status: 'at_warehouse',
          location: '221B Baker Street, London NW1',
          notes: 'Shelf 4',
          notesPublic: true,
        },
      ],
    });
    const history = (await track(booked.trackingNumber!)).json().travel_history as {
      status: string;
      location: string | null;
      notes: string | null;
    }[];
    const of = (status: string) => history.find((e) => e.status === status)!;
    expect(of('pending').notes).toBe('Booking received');
    expect(of('confirmed').notes).toBe('Booking confirmed');
    expect(of('picked_up')).toMatchObject({ location: 'London', notes: null });
    expect(of('at_warehouse')).toMatchObject({ location: 'London', notes: 'Shelf 4' });
    expect(JSON.stringify(history)).not.toMatch(/SW2|1RW|Baker|barrel/);
  });

  it('reads a number typed with spaces or dashes, in any case', async () => {
    for (const typed of ['UKG 4829 1037 56', 'ukg-4829-1037-56']) {
      const res = await track(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().tracking_number).toBe('UKG4829103756');
    }
  });

  it('upper-cases and trims the number it is given', async () => {
    const res = await track(' ukg4829103756 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().tracking_number).toBe('UKG4829103756');
  });

  it('shows a Standard booking as Ship and a confirmed one with its first two events', async () => {
    const fresh = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    const res = await track(fresh.trackingNumber!.toLowerCase());
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      booking: { service_level: { code: 'STANDARD', name: 'Standard', label: 'Ship' } },
    });
    expect(res.json().travel_history.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'confirmed',
    ]);
  });

  it('answers 404 with the spec message for a well-formed number nobody has', async () => {
    const res = await track('UKG0000000001');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: TRACKING_MESSAGES.notFound });
  });

  it.each(['UKG123', 'ABC1234567890', 'UKG12345678901', 'UKG 12345 678', "UKG1234567890' or 1=1"])(
    'answers 400 with the spec message for the malformed %j',
    async (number) => {
      const res = await track(number);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        message: TRACKING_MESSAGES.invalidFormat,
      });
    },
  );

  it('finds nothing for bookings that were never confirmed', async () => {
    const pending = await makeBooking(t.db, customer);
    const rejected = await makeBooking(t.db, customer, { status: 'REJECTED' });
    expect(pending.trackingNumber).toBeNull();
    expect(rejected.trackingNumber).toBeNull();
    expect((await track('UKG0000000002')).statusCode).toBe(404);
  });

  it('limits lookups per address per minute with 429 and Retry-After', async () => {
    const address = '10.30.0.1';
    for (let i = 0; i < 5; i++) expect((await track('UKG4829103756', address)).statusCode).toBe(200);
    const blocked = await track('UKG4829103756', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await track('UKG4829103756', '10.30.0.2')).statusCode).toBe(200);
  });

  it('limits unknown numbers per address per hour, blocking even real numbers after', async () => {
    const address = '10.31.0.1';
    for (let i = 0; i < 3; i++) expect((await track(`UKG000000010${i}`, address)).statusCode).toBe(404);
    const blocked = await track('UKG4829103756', address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await track('UKG4829103756', '10.31.0.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 0; i < 3; i++)
      expect((await track(`UKG000000020${i}`, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(404);
    expect((await track('UKG4829103756', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await track('UKG4829103756', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('counts a lookup under the general per-address limit in its own statement, as the plugin would', async () => {
    const address = '10.32.0.1';
    const other = () => t.app.inject({ url: '/api/v1/collection-days/', remoteAddress: address });
    for (let i = 0; i < 4; i++) expect((await other()).statusCode).toBe(200);
    const count = vi.spyOn(t.app.ctx.limiter, 'count');
    const countAndWatch = vi.spyOn(t.app.ctx.limiter, 'countAndWatch');
    try {
      const remaining: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await track('UKG4829103756', address);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBe(String(GENERAL_LIMIT));
        remaining.push(String(res.headers['x-ratelimit-remaining']));
      }
      // The four calls before and these four share one count: the plugin's key, counted here.
      expect(remaining).toEqual(['3', '2', '1', '0']);
      // One statement a lookup, and the plugin's hook does not count it again.
      expect(countAndWatch).toHaveBeenCalledTimes(4);
      expect(count).not.toHaveBeenCalled();
    } finally {
      count.mockRestore();
      countAndWatch.mockRestore();
    }
    // The ninth request of the minute: refused under the general limit (the tracker's own allows a fifth).
    const refused = await track('UKG4829103756', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // And the plugin sees the lookups in the count of the address's other calls.
    expect((await other()).statusCode).toBe(429);
  });

  it('counts a malformed number under the general limit only, and refuses it there too', async () => {
    const address = '10.33.0.1';
    for (let i = 0; i < GENERAL_LIMIT; i++) expect((await track('UKG123', address)).statusCode).toBe(400);
    const refused = await track('UKG123', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a moment and try again.');
    const [lookups] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `track:ip:${address}`));
    expect(lookups).toBeUndefined();
  });

  it('shows a booking cancelled after confirmation as cancelled', async () => {
    const { booking, trackingNumber } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    expect((await track(trackingNumber!)).json().status).toBe('cancelled');
  });
});

describe('RATE_LIMITS=off', () => {
  it('lets every lookup through', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await unlimited.app.inject({ url: `/api/v1/shipments/track/UKG000000030${i}/` });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the public calls as needing no token', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/v1/shipments/track/{trackingNumber}/', 'get'],
      ['/api/v1/quotes/', 'post'],
      ['/api/v1/rates/', 'get'],
      ['/api/v1/company/', 'get'],
      ['/api/v1/contact/', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], path).toBeDefined();
      expect(doc.paths[path][method].security).toEqual([]);
    }
    expect(
      doc.paths['/api/v1/shipments/track/{trackingNumber}/'].get.responses['200'].content['application/json']
        .schema.properties,
    ).toHaveProperty('travel_history');
  });
});
