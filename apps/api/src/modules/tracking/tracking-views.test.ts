import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser } from '../../../test/factories.ts';
import { bookings, packages, shipments, trackingViews, travelEvents } from '../../db/schema.ts';

// The tracker's cache is off: every lookup reads the tracking view the database keeps (migration 0010).
const t = await createTestApp({ env: { RATE_LIMITS: 'off', TRACKING_CACHE: 'off' } });
const customer = await makeUser(t.db);

const track = async (trackingNumber: string) => {
  const res = await t.app.inject({ url: `/api/v1/shipments/track/${trackingNumber}/` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const allViews = () => t.db.select().from(trackingViews).orderBy(asc(trackingViews.shipmentId));

describe("the tracker's views of packages and travel history", () => {
  it('follow a travel event added, corrected and removed, whoever writes it', async () => {
    const { shipment, trackingNumber } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    const [added] = await t.db
      .insert(travelEvents)
      .values({
        shipmentId: shipment.id,
        status: 'picked_up',
        location: 'Luton, UK',
        notes: 'Collected',
        createdAt: new Date('2030-01-02T03:04:05.678Z'),
      })
      .returning();
    expect((await track(trackingNumber!)).travel_history.at(-1)).toEqual({
      status: 'picked_up',
      timestamp: '2030-01-02T03:04:05.678Z',
      location: 'Luton, UK',
      notes: 'Collected',
      code: null,
    });

    await t.db
      .update(travelEvents)
      .set({ notes: 'Collected from the porch' })
      .where(eq(travelEvents.id, added!.id));
    expect((await track(trackingNumber!)).travel_history.at(-1).notes).toBe('Collected from the porch');

    await t.db.delete(travelEvents).where(eq(travelEvents.id, added!.id));
    const statuses = (await track(trackingNumber!)).travel_history.map((e: { status: string }) => e.status);
    expect(statuses).toEqual(['pending', 'confirmed']);
  });

  it("follow a booking's packages added, changed and removed, in their order", async () => {
    const { booking, trackingNumber } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      input: {
        packages: [
          { description: 'Rice', weight_kg: 10, pkg_type: 'BAG' },
          { description: 'Shoes', weight_kg: 3.5, pkg_type: 'BOX' },
        ],
      },
    });
    expect((await track(trackingNumber!)).booking.packages).toEqual([
      { description: 'Rice', weight_kg: 10, qty: 1 },
      { description: 'Shoes', weight_kg: 3.5, qty: 1 },
    ]);

    await t.db.update(packages).set({ weightKg: '12.75', qty: 2 }).where(eq(packages.description, 'Rice'));
    await t.db.delete(packages).where(eq(packages.description, 'Shoes'));
    await t.db
      .insert(packages)
      .values({ bookingId: booking.id, position: 5, description: 'Barrel of clothes', weightKg: '40.00' });
    expect((await track(trackingNumber!)).booking.packages).toEqual([
      { description: 'Rice', weight_kg: 12.75, qty: 2 },
      { description: 'Barrel of clothes', weight_kg: 40, qty: 1 },
    ]);
  });

  it('are made with the shipment and go with it', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer);
    const [view] = await t.db.select().from(trackingViews).where(eq(trackingViews.shipmentId, shipment.id));
    expect(JSON.parse(view!.packages)).toEqual([{ description: 'Clothes and shoes', weight_kg: 20, qty: 1 }]);
    expect(JSON.parse(view!.history)).toMatchObject([{ status: 'pending' }]);

    await t.db.delete(bookings).where(eq(bookings.id, booking.id));
    expect(await t.db.select().from(trackingViews).where(eq(trackingViews.shipmentId, shipment.id))).toEqual(
      [],
    );
  });

  it('written change by change equal the views rebuilt at once (as the migration and the bench seed write them)', async () => {
    await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'at_warehouse', notes: 'Weighed "twice"' }, { status: 'in_transit' }],
    });
    const kept = await allViews();
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(shipments)) as [
      { count: number },
    ];
    expect(kept).toHaveLength(count);

    await t.db.delete(trackingViews);
    await t.db.execute(sql`select tracking_views_refresh(array(select id from shipments))`);
    expect(await allViews()).toEqual(kept);
  });
});
