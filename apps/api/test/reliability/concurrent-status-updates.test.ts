/**
 * SECURITY.md "Nothing lost" 2: 50 status updates to one package at once. The move service locks the booking
 * and shipment rows and checks the version, so each accepted update is one event in the history, in the order
 * they were applied, the version counts every one of them, and the final status is the last accepted one.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, shipments, travelEvents } from '../../src/db/schema.ts';
import { createTestApp } from '../app.ts';
import { makeBooking, signedIn } from '../factories.ts';

const t = await createTestApp();

const STATUSES = ['at_warehouse', 'consolidated', 'in_transit', 'arrived_ghana', 'at_ghana_warehouse'];

describe('50 concurrent status updates to one package', () => {
  it('puts every accepted one in the history, in order, and ends on the last accepted', async () => {
    const admin = await signedIn(t, 'ADMIN');
    const customer = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    const [before] = await t.db.select().from(shipments).where(eq(shipments.bookingId, booking.id));

    // Explicit corrections (any status, with a reason naming the request); one in five also says which
    // version it saw, so at most one of those may win and the rest are stale.
    const updates = Array.from({ length: 50 }, (_, i) => ({
      status: STATUSES[i % STATUSES.length]!,
      correction: true,
      reason: `request ${i}`,
      ...(i % 5 === 0 ? { expected_version: before!.version } : {}),
    }));
    const answers = await Promise.all(
      updates.map((payload) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/bookings/${booking.id}/update-status/`,
          headers: admin.headers,
          payload,
        }),
      ),
    );
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    const accepted = new Map(
      answers
        .map((res, i) => ({ res, update: updates[i]! }))
        .filter(({ res }) => res.statusCode === 200)
        .map(({ res, update }) => [
          res.json().event.id as string,
          { ...update, status: res.json().event.status },
        ]),
    );
    expect(accepted.size).toBeGreaterThan(25);
    expect([...accepted.values()].filter((a) => 'expected_version' in a).length).toBeLessThanOrEqual(1);

    // No lost update: every accepted one bumped the version once.
    const [after] = await t.db.select().from(shipments).where(eq(shipments.bookingId, booking.id));
    expect(after!.version).toBe(before!.version + accepted.size);

    // The history holds exactly the accepted ones (a refused one left nothing), in the order they were
    // applied: the audit trail's sequence, which each move writes in its transaction, agrees with it. (The
    // booking in each answer is read after its move commits, so a later move may already show in it.)
    const history = await t.db
      .select()
      .from(travelEvents)
      .where(eq(travelEvents.shipmentId, before!.id))
      .orderBy(asc(travelEvents.createdAt));
    const added = history.filter((e) => e.notes?.includes('request '));
    expect(added).toHaveLength(accepted.size);
    expect(new Set(added.map((e) => e.id))).toEqual(new Set(accepted.keys()));
    for (const event of added)
      expect(event.notes).toBe(`Status corrected by an admin: ${accepted.get(event.id)!.reason}`);
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, before!.id), eq(auditEvents.action, 'correction')))
      .orderBy(asc(auditEvents.seq));
    expect(trail.map((a) => (a.after as { reason?: string }).reason)).toEqual(
      added.map((e) => accepted.get(e.id)!.reason),
    );

    // The final status is the last accepted.
    expect(after!.status).toBe(accepted.get(added.at(-1)!.id)!.status);
    expect(history.at(-1)!.id).toBe(added.at(-1)!.id);
  }, 180_000);
});
