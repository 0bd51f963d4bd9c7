import type { AdminDashboard, Role } from '@ukgh/domain';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, signedIn } from '../../../test/factories.ts';
import { payments, receipts, users } from '../../db/schema.ts';
import { seedSettings } from '../../seed/demo-settings.ts';
import { startOfLondonDay } from './dashboard.period.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');
const DASHBOARD = '/api/v1/admin/dashboard/';
const SEARCH = '/api/v1/admin/dashboard/search/';
const DAY = 24 * 3600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const read = async (): Promise<AdminDashboard> => {
  const res = await t.app.inject({ url: DASHBOARD, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

// Everything the figures are computed from, made through the factories (the real move service).
const before = await read();
const ama = await makeUser(t.db, { firstName: 'Amarachi', lastName: 'Quaye', phoneE164: '+447700900456' });
const yaw = await makeUser(t.db, { firstName: 'Yaw', lastName: 'Darko' });
// An account from the previous window.
await t.db
  .update(users)
  .set({ createdAt: ago(40) })
  .where(eq(users.id, yaw.id));

const b1 = await makeBooking(t.db, ama, { at: ago(5) });
const b2 = await makeBooking(t.db, yaw, { at: ago(40) });
const b3 = await makeBooking(t.db, ama, { status: 'CONFIRMED', at: ago(10) });
await makeBooking(t.db, ama, { status: 'REJECTED', at: ago(20) });
await makeBooking(t.db, ama, { status: 'CANCELLED', at: ago(3) });
await makeBooking(t.db, yaw, { status: 'CONFIRMED', at: ago(45), events: [{ status: 'in_transit' }] });
await makeBooking(t.db, yaw, { status: 'CONFIRMED', at: ago(2), events: [{ status: 'out_for_delivery' }] });
const b8 = await makeBooking(t.db, ama, {
  status: 'CONFIRMED',
  at: ago(3),
  events: [{ status: 'delivered', at: new Date() }],
});
const b9 = await makeBooking(t.db, yaw, {
  status: 'CONFIRMED',
  at: ago(50),
  events: [{ status: 'delivered', at: ago(35) }],
});
const b10 = await makeBooking(t.db, ama, {
  status: 'CONFIRMED',
  at: ago(6),
  events: [{ status: 'exception', notes: 'Held by customs: invoice requested' }],
});
// Money received for the two deliveries, one in each window; a receipt waiting to be checked on b3.
const paid = async (bookingId: string, paidAt: Date) => {
  const [row] = await t.db
    .update(payments)
    .set({ status: 'PAID', paidAt, method: 'BANK_TRANSFER' })
    .where(eq(payments.bookingId, bookingId))
    .returning();
  return row!.amountPence;
};
const paidNow = await paid(b8.booking.id, ago(1));
const paidBefore = await paid(b9.booking.id, ago(35));
await t.db.insert(receipts).values({
  bookingId: b3.booking.id,
  uploadedBy: ama.id,
  fileKey: 'receipts/test.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 1234,
  originalName: 'bank-transfer.pdf',
});
const after = await read();
const factoryUsers = (await t.db.select().from(users).where(like(users.email, 'factory-%'))).length;

describe('GET /admin/dashboard/: figures from the bookings made', () => {
  it('counts users, active bookings, in transit, delivered today, pending reviews', () => {
    // Two customers, plus the factory's admin and agents the moves needed (made on first use).
    expect(after.total_users - before.total_users).toBe(2 + factoryUsers);
    // b1, b2 (pending), b3, in transit, out for delivery, exception: not delivered, not closed.
    expect(after.active_bookings - before.active_bookings).toBe(6);
    expect(after.in_transit - before.in_transit).toBe(2);
    expect(after.delivered_today - before.delivered_today).toBe(1);
    expect(after.pending_reviews - before.pending_reviews).toBe(2);
  });

  it('counts bookings by status, shipments by stage, payments pending and paid', () => {
    const diff = (a: Record<string, number>, b: Record<string, number>) =>
      Object.fromEntries(Object.keys(a).map((k) => [k, a[k]! - b[k]!]));
    expect(diff(after.bookings, before.bookings)).toEqual({
      total: 10,
      pending: 2,
      confirmed: 6,
      rejected: 1,
      cancelled: 1,
    });
    expect(diff(after.shipments, before.shipments)).toMatchObject({
      confirmed: 1,
      in_transit: 1,
      out_for_delivery: 1,
      delivered: 2,
      exception: 1,
    });
    // Every live booking's shipment once; the rejected and cancelled ones are at no stage.
    expect(diff(after.shipments, before.shipments).pending).toBe(2);
    expect(Object.values(diff(after.shipments, before.shipments)).reduce((a, b) => a + b, 0)).toBe(8);
    // Outstanding: the live bookings not paid (b1, b2, b3, in transit, out for delivery, exception).
    expect(diff(after.payments, before.payments)).toEqual({ pending: 6, paid: 2 });
    expect(after.revenue_gbp - before.revenue_gbp).toBeCloseTo((paidNow + paidBefore) / 100, 2);
  });

  it('compares the last 30 days with the 30 before, both values sent', () => {
    expect(after.period.days).toBe(30);
    const span = Date.parse(after.period.to) - Date.parse(after.period.current_from);
    expect(span).toBe(30 * DAY);
    expect(Date.parse(after.period.current_from) - Date.parse(after.period.previous_from)).toBe(30 * DAY);
    const change = (key: keyof AdminDashboard['changes']) => ({
      current: after.changes[key].current - before.changes[key].current,
      previous: after.changes[key].previous - before.changes[key].previous,
    });
    // Made 5, 10, 20, 3, 2, 3 and 6 days ago; 40, 45 and 50 days ago.
    expect(change('bookings')).toEqual({ current: 7, previous: 3 });
    expect(change('deliveries')).toEqual({ current: 1, previous: 1 });
    // Yaw's account is back-dated into the previous window.
    expect(change('new_users')).toEqual({ current: 1 + factoryUsers, previous: 1 });
    expect(change('revenue_gbp').current).toBeCloseTo(paidNow / 100, 2);
    expect(change('revenue_gbp').previous).toBeCloseTo(paidBefore / 100, 2);
  });

  it('lists what needs attention, oldest first, each with where to handle it', () => {
    expect(after.attention.counts).toEqual({ pending_booking: 2, exception: 1, receipt: 1 });
    const pending = after.attention.items.filter((i) => i.kind === 'pending_booking');
    expect(pending.map((i) => i.booking_id)).toEqual([b2.booking.id, b1.booking.id]);
    expect(pending[1]).toMatchObject({
      booking_code: b1.booking.bookingCode,
      customer_name: 'Amarachi Quaye',
      shipment_id: b1.shipment.id,
      detail: null,
      link: `/admin/bookings?search=${b1.booking.bookingCode}`,
    });
    const [exception] = after.attention.items.filter((i) => i.kind === 'exception');
    expect(exception).toMatchObject({
      booking_id: b10.booking.id,
      shipment_status: 'exception',
      detail: 'Held by customs: invoice requested',
      link: `/admin/shipments?search=${b10.trackingNumber}`,
    });
    const [receipt] = after.attention.items.filter((i) => i.kind === 'receipt');
    expect(receipt).toMatchObject({
      booking_id: b3.booking.id,
      detail: 'bank-transfer.pdf',
      link: `/admin/bookings?booking=${b3.booking.id}&tab=payment`,
    });
  });

  it('admins only: 401 anonymous, 403 for every other role', async () => {
    expect((await t.app.inject({ url: DASHBOARD })).statusCode).toBe(401);
    for (const role of ['CUSTOMER', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as Role[]) {
      const other = await signedIn(t, role);
      expect((await t.app.inject({ url: DASHBOARD, headers: other.headers })).statusCode, role).toBe(403);
      expect((await t.app.inject({ url: `${SEARCH}?q=UKG`, headers: other.headers })).statusCode).toBe(403);
    }
  });
});

describe('GET /admin/dashboard/search/', () => {
  const search = async (q: string) => {
    const res = await t.app.inject({ url: `${SEARCH}?q=${encodeURIComponent(q)}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as { booking_id: string; link: string }[]).map((r) => r.booking_id);
  };

  it('finds a booking by code, tracking number, customer name or phone', async () => {
    expect(await search(b1.booking.bookingCode.toLowerCase())).toEqual([b1.booking.id]);
    expect(await search(b10.trackingNumber!)).toEqual([b10.booking.id]);
    const byName = await search('amarachi');
    expect(byName).toHaveLength(6);
    expect(byName).toContain(b8.booking.id);
    expect(byName).not.toContain(b2.booking.id);
    // The national form of the customer's number finds their bookings too.
    expect((await search('07700 900456')).sort()).toEqual(byName.sort());
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('answers a short list, newest first, linking to the booking', async () => {
    const res = await t.app.inject({ url: `${SEARCH}?q=yaw`, headers: admin.headers });
    const results = res.json().results as { booking_id: string; created_at: string; link: string }[];
    expect(results.map((r) => r.booking_id)[0]).not.toBe(b9.booking.id);
    const times = results.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(results.every((r) => r.link.startsWith('/admin/'))).toBe(true);
  });

  it('400 for a query shorter than 2 characters', async () => {
    const res = await t.app.inject({ url: `${SEARCH}?q=a`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /admin/dashboard/: the setup checklist', () => {
  it('names each step not done on a fresh installation, and marks one done once an admin saves it', async () => {
    const fresh = await createTestApp();
    const boss = await signedIn(fresh, 'ADMIN');
    const setupOf = async () =>
      ((await fresh.app.inject({ url: DASHBOARD, headers: boss.headers })).json() as AdminDashboard).setup;
    // The defaults a new installation writes are not a step done.
    expect(await setupOf()).toEqual({
      company: false,
      bank_details: false,
      collection_days: false,
      rate_card: false,
    });
    const saved = await fresh.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: boss.headers,
      payload: {
        bank_details: {
          account_name: 'UK Ghana Shipping Ltd',
          bank_name: 'Barclays',
          sort_code: '20-00-00',
          account_number: '55779911',
        },
        collection_days: [1, 3, 5],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await setupOf()).toEqual({
      company: false,
      bank_details: true,
      collection_days: true,
      rate_card: false,
    });
  });
});

describe('the demo seed', () => {
  it('fills every step of the setup checklist', async () => {
    const fresh = await createTestApp();
    const boss = await signedIn(fresh, 'ADMIN');
    await seedSettings(fresh.db, boss.user);
    const res = await fresh.app.inject({ url: DASHBOARD, headers: boss.headers });
    expect((res.json() as AdminDashboard).setup).toEqual({
      company: true,
      bank_details: true,
      collection_days: true,
      rate_card: true,
    });
  });
});

describe('startOfLondonDay', () => {
  it('is UK midnight in winter and in summer', () => {
    expect(startOfLondonDay(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfLondonDay(new Date('2026-07-15T10:00:00Z')).toISOString()).toBe('2026-07-14T23:00:00.000Z');
    // 23:30 UTC on 14 July is already 15 July in London.
    expect(startOfLondonDay(new Date('2026-07-14T23:30:00Z')).toISOString()).toBe('2026-07-14T23:00:00.000Z');
  });
});
