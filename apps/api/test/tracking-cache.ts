import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '../src/db/schema.ts';
import type { TestApp } from './app.ts';

/** What the tracking cache's tests read of an answer. */
export interface TrackedAnswer {
  status: string;
  booking: { sender_address: { name: string } };
}

/** Changes the sender's name behind the cache's back (no invalidation): a cached answer keeps the old one. */
export const renameSenderQuietly = (t: TestApp, bookingId: string, name: string) =>
  t.db.update(bookings).set({ senderName: name }).where(eq(bookings.id, bookingId));

/**
 * Whether lookups through `track` keep a confirmed parcel's answer. One is kept only if no notification came in
 * while it was read, and the booking's own notifications can still be on their way (PostgreSQL delivers them
 * on a connection of its own; runs saw it): so this reads until an answer is kept, which a quiet rename of the
 * sender (`${label} n`) then leaves unseen, a few times at most.
 */
export const keepsAnAnswer = async (
  t: TestApp,
  track: (trackingNumber: string) => Promise<TrackedAnswer>,
  booking: { bookingId: string; trackingNumber: string },
  label: string,
) => {
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await track(booking.trackingNumber)).status).toBe('confirmed');
    const name = `${label} ${attempt}`;
    await renameSenderQuietly(t, booking.bookingId, name);
    if ((await track(booking.trackingNumber)).booking.sender_address.name !== name) return true;
  }
  return false;
};
