import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { factoryAdmin, makeBooking, makeUser, moveBookingTo } from '../../../test/factories.ts';
import { bookings } from '../../db/schema.ts';
import { createMoveService } from '../operations/moves.service.ts';

const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const customer = await makeUser(t.db);

const trackHere = async (number: string) => {
  const res = await t.app.inject({ url: `/api/v1/shipments/track/${number}/` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Changes the sender's name behind the cache's back (no invalidation): a cached answer keeps the old one. */
const renameSenderQuietly = (bookingId: string, name: string) =>
  t.db.update(bookings).set({ senderName: name }).where(eq(bookings.id, bookingId));

describe('the tracking cache', () => {
  it('answers from memory until a move, whose status the very next lookup shows', async () => {
    const { booking, trackingNumber } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    expect((await trackHere(trackingNumber!)).status).toBe('confirmed');

    await renameSenderQuietly(booking.id, 'Quiet Rename');
    const cached = await trackHere(trackingNumber!);
    expect(cached.booking.sender_address.name).not.toBe('Quiet Rename');

    const admin = await factoryAdmin(t.db);
    const pickupAgent = await makeUser(t.db, { role: 'PICKUP' });
    await createMoveService(t.db).apply(admin, {
      bookingId: booking.id,
      entity: 'shipment',
      to: 'pickup_assigned',
      pickupAgentId: pickupAgent.id,
      notes: 'Collection booked',
    });
    const next = await trackHere(trackingNumber!);
    expect(next.status).toBe('pickup_assigned');
    expect(next.travel_history.at(-1).notes).toBe('Collection booked');
    expect(next.booking.sender_address.name).toBe('Quiet Rename');
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
