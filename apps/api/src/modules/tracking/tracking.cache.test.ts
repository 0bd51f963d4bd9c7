import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TrackingResult } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { factoryAdmin, makeBooking, makeUser } from '../../../test/factories.ts';
import { keepsAnAnswer, renameSenderQuietly } from '../../../test/tracking-cache.ts';
import { createMoveService } from '../operations/moves.service.ts';
import { createTrackingCache } from './tracking.cache.ts';

const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const customer = await makeUser(t.db);

const trackHere = async (number: string) => {
  const res = await t.app.inject({ url: `/api/v1/shipments/track/${number}/` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the tracking cache', () => {
  it('answers from memory until a move, whose status the very next lookup shows', async () => {
    const { booking, trackingNumber } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    expect(
      await keepsAnAnswer(
        t,
        trackHere,
        { bookingId: booking.id, trackingNumber: trackingNumber! },
        'Quiet Rename',
      ),
    ).toBe(true);

    const admin = await factoryAdmin(t.db);
    const pickupAgent = await makeUser(t.db, { role: 'PICKUP' });
    await createMoveService(t.db).apply(admin, {
      bookingId: booking.id,
      entity: 'shipment',
      to: 'pickup_assigned',
      pickupAgentId: pickupAgent.id,
      notes: 'Collection booked',
      notesPublic: true,
    });
    const next = await trackHere(trackingNumber!);
    expect(next.status).toBe('pickup_assigned');
    expect(next.travel_history.at(-1).notes).toBe('Collection booked');
    expect(next.booking.sender_address.name).toMatch(/^Quiet Rename \d$/);
  });

  it('a move shows in every encoding on the next lookup', async () => {
    // Answers under 1 KB go uncompressed: eight packages make this one larger.
    const packages = Array.from({ length: 8 }, (_, i) => ({
      description: `Box ${i + 1} of clothes and kitchenware`,
      weight_kg: 10,
      pkg_type: 'BOX' as const,
      declared_value: 100,
    }));
    const { booking, trackingNumber } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      input: { packages },
    });
    const compressed = async (encoding: 'br' | 'gzip') => {
      const res = await t.app.inject({
        url: `/api/v1/shipments/track/${trackingNumber}/`,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      return JSON.parse(body.toString());
    };
    const plain = await trackHere(trackingNumber!);
    expect(await compressed('br')).toEqual(plain);
    expect(await compressed('gzip')).toEqual(plain);

    await renameSenderQuietly(t, booking.id, 'Quiet Rename');
    expect((await compressed('br')).booking.sender_address.name).toBe(plain.booking.sender_address.name);

    const admin = await factoryAdmin(t.db);
    await createMoveService(t.db).apply(admin, {
      bookingId: booking.id,
      entity: 'shipment',
      to: 'pickup_assigned',
      pickupAgentId: (await makeUser(t.db, { role: 'PICKUP' })).id,
      notes: 'Collection booked',
    });
    for (const encoding of ['br', 'gzip'] as const) {
      const next = await compressed(encoding);
      expect(next.status, encoding).toBe('pickup_assigned');
      expect(next.booking.sender_address.name, encoding).toBe('Quiet Rename');
    }
  });

  it('forgets a booking deleted by an admin', async () => {
    const { booking, trackingNumber } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    await trackHere(trackingNumber!);
    const admin = await makeUser(t.db, { role: 'ADMIN' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: admin.email, password: 'Passw0rd!23' },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/bookings/${booking.id}/delete/`,
      headers: { authorization: `Bearer ${login.json().tokens.access}` },
    });
    expect(res.statusCode).toBeLessThan(300);
    const after = await t.app.inject({ url: `/api/v1/shipments/track/${trackingNumber}/` });
    expect(after.statusCode).toBe(404);
  });
});

describe('concurrent lookups of one number', () => {
  /** A cache that hears invalidations (a stand-in for the LISTEN connection) and a load we finish by hand. */
  const setUp = async () => {
    const cache = await createTrackingCache({
      listen: async (_channel, _onMessage, onConnected) => {
        onConnected();
        return async () => {};
      },
    });
    const loads: ((status: string) => void)[] = [];
    const load = () =>
      new Promise<TrackingResult>((resolve) => {
        loads.push((status) => resolve({ status } as TrackingResult));
      });
    return { cache, loads, load };
  };

  it('share one database read', async () => {
    const { cache, loads, load } = await setUp();
    const readers = Array.from({ length: 50 }, () => cache.read('UKG0000000001', load));
    expect(loads).toHaveLength(1);
    loads[0]!('confirmed');
    const answers = await Promise.all(readers);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.status).toBe('confirmed');
    expect(cache.get('UKG0000000001')?.status).toBe('confirmed');
    await cache.close();
  });

  it('do not share a read begun before an invalidation, and keep neither answer read across it', async () => {
    const { cache, loads, load } = await setUp();
    const before = cache.read('UKG0000000001', load);
    cache.drop(['UKG0000000001']);
    const after = cache.read('UKG0000000001', load);
    expect(loads).toHaveLength(2);
    loads[0]!('confirmed');
    loads[1]!('pickup_assigned');
    expect((await before)!.status).toBe('confirmed');
    expect((await after)!.status).toBe('pickup_assigned');
    expect(cache.get('UKG0000000001')?.status).toBe('pickup_assigned');
    await cache.close();
  });
});
