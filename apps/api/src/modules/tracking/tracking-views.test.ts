import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser } from '../../../test/factories.ts';
import { rowsOf } from '../../db/migration-guard.ts';
import { bookings, departures, packages, shipments, trackingViews, travelEvents } from '../../db/schema.ts';

// The tracker's cache is off: every lookup reads the tracking view the database keeps (migration 0010).
const t = await createTestApp({ env: { RATE_LIMITS: 'off', TRACKING_CACHE: 'off' } });
const customer = await makeUser(t.db);

const track = async (trackingNumber: string) => {
  const res = await t.app.inject({ url: `/api/v1/shipments/track/${trackingNumber}/` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const allViews = () => t.db.select().from(trackingViews).orderBy(asc(trackingViews.shipmentId));
/** The shipments whose view's copies of their shipment's and booking's columns differ from those rows. */
const staleCopies = async () =>
  (
    await rowsOf(
      t.db,
      sql`select s.id from shipments s join bookings b on b.id = s.booking_id
      left join tracking_views v on v.shipment_id = s.id
      where (v.tracking_number, v.shipment_status, v.last_event_at, v.delivered_at, v.departure_id,
             v.booking_status, v.service_level, v.gh_region_code, v.preferred_pickup_start, v.booking_code,
             v.sender_name, v.recipient_name)
        is distinct from (s.tracking_number, s.status, s.last_event_at, s.delivered_at, s.departure_id,
             b.status, b.service_level, b.gh_region_code, b.preferred_pickup_start, b.booking_code,
             b.sender_name, b.recipient_name)`,
    )
  ).length;
/** The view row's version (a row rewritten gets a new one). */
const viewVersion = async (shipmentId: string) =>
  (
    await rowsOf<{ v: string }>(
      t.db,
      sql`select xmin::text as v from tracking_views where shipment_id = ${shipmentId}`,
    )
  )[0]?.v;

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
        notesPublic: true,
        createdAt: new Date('2030-01-02T03:04:05.678Z'),
      })
      .returning();
    expect((await track(trackingNumber!)).travel_history.at(-1)).toEqual({
      status: 'picked_up',
      timestamp: '2030-01-02T03:04:05.678Z',
      location: 'Luton',
      notes: 'Collected',
      code: null,
    });

    await t.db
      .update(travelEvents)
      .set({ notes: 'Collected from the porch' })
      .where(eq(travelEvents.id, added!.id));
    expect((await track(trackingNumber!)).travel_history.at(-1).notes).toBe('Collected from the porch');
    // Marked internal again, the note leaves the public history at once.
    await t.db.update(travelEvents).set({ notesPublic: false }).where(eq(travelEvents.id, added!.id));
    expect((await track(trackingNumber!)).travel_history.at(-1).notes).toBeNull();

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

  it('follow every column of the shipment and booking the tracker reads, whoever writes them', async () => {
    const { booking, shipment, trackingNumber } = await makeBooking(t.db, customer);
    expect(trackingNumber).toBeNull();
    expect(await staleCopies()).toBe(0);

    // A number issued later (an admin's confirmation): the lookup finds it at once.
    await t.db
      .update(shipments)
      .set({ trackingNumber: 'UKG7000000001' })
      .where(eq(shipments.id, shipment.id));
    await t.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, booking.id));
    expect((await track('UKG7000000001')).status).toBe('pending');

    const [departure] = await t.db
      .insert(departures)
      .values({
        mode: 'sea',
        carrier: 'Maersk',
        vesselOrFlight: 'MSC Accra',
        cutOffAt: new Date('2030-01-01T00:00:00Z'),
        etd: new Date('2030-01-03T00:00:00Z'),
        eta: new Date('2030-01-25T00:00:00Z'),
      })
      .returning();
    await t.db
      .update(shipments)
      .set({
        status: 'in_transit',
        lastEventAt: new Date('2030-01-04T00:00:00Z'),
        departureId: departure!.id,
      })
      .where(eq(shipments.id, shipment.id));
    await t.db
      .update(bookings)
      .set({
        senderName: 'Kofi Boateng',
        recipientName: 'Efua Owusu',
        serviceLevel: 'EXPRESS',
        ghRegionCode: 'AR',
        preferredPickupStart: new Date('2029-12-30T09:00:00Z'),
        bookingCode: 'BK-CHANGED1',
      })
      .where(eq(bookings.id, booking.id));
    expect(await staleCopies()).toBe(0);
    const answer = await track('UKG7000000001');
    expect(answer).toMatchObject({
      status: 'in_transit',
      booking: {
        booking_code: 'BK-CHANGED1',
        sender_address: { name: 'Kofi Boateng' },
        recipient_address: { name: 'Efua Owusu' },
        service_level: { code: 'EXPRESS' },
      },
    });

    // A departure removed sets its parcels' departure to none (the foreign key's own update).
    await t.db.delete(departures).where(eq(departures.id, departure!.id));
    await t.db
      .update(shipments)
      .set({ status: 'delivered', deliveredAt: new Date('2030-01-28T12:00:00Z') })
      .where(eq(shipments.id, shipment.id));
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    expect(await staleCopies()).toBe(0);
    expect((await track('UKG7000000001')).status).toBe('cancelled');
  });

  it('are not rewritten by changes the tracker does not read', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    const before = await viewVersion(shipment.id);
    expect(before).toBeDefined();
    await t.db.update(shipments).set({ updatedAt: new Date() }).where(eq(shipments.id, shipment.id));
    await t.db.update(bookings).set({ senderPhone: '+447700900111' }).where(eq(bookings.id, booking.id));
    // Nor by a copied column written again with the value it had.
    await t.db.update(shipments).set({ status: shipment.status }).where(eq(shipments.id, shipment.id));
    await t.db.update(bookings).set({ senderName: booking.senderName }).where(eq(bookings.id, booking.id));
    expect(await viewVersion(shipment.id)).toBe(before);
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
