import type { AdminAnalytics, Role } from '@ukgh/domain';
import { TIME_ZONE } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, signedIn } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');
const URL = '/api/v1/admin/analytics/';
const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
// en-CA writes dates as YYYY-MM-DD.
const londonDay = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

const read = async (period?: string): Promise<AdminAnalytics> => {
  const res = await t.app.inject({ url: period ? `${URL}?period=${period}` : URL, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const customer = await makeUser(t.db, { firstName: 'Esi', lastName: 'Mensah' });
const collector = await makeUser(t.db, { role: 'PICKUP', firstName: 'Kwame', lastName: 'Asante' });
// In the last 30 days: a pending Ship booking, a delivered Flight booking, a rejected Ship booking.
const pending = await makeBooking(t.db, customer, { at: ago(48) });
const delivered = await makeBooking(t.db, customer, {
  status: 'CONFIRMED',
  at: ago(72),
  input: { service_level_code: 'EXPRESS' },
  events: [{ status: 'picked_up', agentId: collector.id }, { status: 'delivered' }],
});
const rejected = await makeBooking(t.db, customer, { status: 'REJECTED', at: ago(24) });
// Forty days ago: outside 30 days, inside 90 days; confirmed and in transit.
const older = await makeBooking(t.db, customer, {
  status: 'CONFIRMED',
  at: ago(40 * 24),
  events: [{ status: 'in_transit' }],
});
const pence = (b: { booking: { priceQuotePence: number } }) => b.booking.priceQuotePence;
const pounds = (p: number) => Math.round(p) / 100;

describe('GET /admin/analytics/', () => {
  it('defaults to 30 daily buckets, every day present, counting the bookings made on each', async () => {
    const data = await read();
    expect(data.period).toBe('30d');
    expect(data.bucket).toBe('day');
    expect(data.series).toHaveLength(30);
    expect(data.series.at(-1)!.date).toBe(londonDay(new Date()));
    const on = (b: typeof pending) => data.series.find((s) => s.date === londonDay(b.booking.createdAt))!;
    expect(on(pending).bookings).toBe(1);
    expect(on(pending).revenue_gbp).toBe(pounds(pence(pending)));
    // A rejected booking counts as a booking but earns nothing.
    expect(on(rejected)).toMatchObject({ bookings: 1, revenue_gbp: 0 });
    expect(data.totals).toEqual({ bookings: 3, revenue_gbp: pounds(pence(pending) + pence(delivered)) });
    expect(data.series.reduce((sum, s) => sum + s.bookings, 0)).toBe(3);
    expect(data.series.filter((s) => s.bookings === 0)).toHaveLength(27);
  });

  it('counts the stages each of the period’s bookings reached, from travel events', async () => {
    const funnel = Object.fromEntries((await read('30d')).funnel.map((f) => [f.stage, f.count]));
    expect(funnel).toEqual({
      booked: 3,
      confirmed: 1,
      picked_up: 1,
      at_warehouse: 1,
      in_transit: 1,
      arrived_ghana: 1,
      out_for_delivery: 1,
      delivered: 1,
    });
    const wider = Object.fromEntries((await read('90d')).funnel.map((f) => [f.stage, f.count]));
    expect(wider).toMatchObject({ booked: 4, confirmed: 2, in_transit: 2, arrived_ghana: 1, delivered: 1 });
  });

  it('splits bookings and revenue by service level', async () => {
    expect((await read()).service_levels).toEqual([
      { service_level: 'STANDARD', bookings: 2, revenue_gbp: pounds(pence(pending)) },
      { service_level: 'EXPRESS', bookings: 1, revenue_gbp: pounds(pence(delivered)) },
    ]);
  });

  it('gives the median hours between consecutive stages', async () => {
    const times = (await read('90d')).stage_times;
    const first = times.find((s) => s.from === 'booked' && s.to === 'confirmed')!;
    // Both confirmed bookings were confirmed an hour after they were made.
    expect(first).toEqual({ from: 'booked', to: 'confirmed', median_hours: 1, shipments: 2 });
    const last = times.find((s) => s.to === 'delivered')!;
    expect(last.shipments).toBe(1);
    expect(last.median_hours).not.toBeNull();
    // The booking forty days back is outside 7 days: only the delivered one is measured.
    const week = (await read('7d')).stage_times.find((s) => s.from === 'booked')!;
    expect(week).toEqual({ from: 'booked', to: 'confirmed', median_hours: 1, shipments: 1 });
  });

  it('counts pickups and deliveries per agent', async () => {
    const [delivery] = await t.db.select().from(users).where(eq(users.email, 'factory-delivery@example.com'));
    const agents = (await read()).agents;
    expect(agents.find((a) => a.agent_id === collector.id)).toMatchObject({
      name: 'Kwame Asante',
      pickups: 1,
      deliveries: 0,
    });
    expect(agents.find((a) => a.agent_id === delivery!.id)).toMatchObject({ pickups: 0, deliveries: 1 });
    expect(agents).toHaveLength(2);
  });

  it('cuts a year into 12 monthly buckets', async () => {
    const data = await read('12m');
    expect(data.bucket).toBe('month');
    expect(data.series).toHaveLength(12);
    expect(data.totals.bookings).toBe(4);
    expect(older.booking.id).toBeTruthy();
  });

  it('refuses an unknown period with 400', async () => {
    for (const period of ['1d', '30', 'year']) {
      const res = await t.app.inject({ url: `${URL}?period=${period}`, headers: admin.headers });
      expect(res.statusCode, period).toBe(400);
    }
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    for (const role of ['CUSTOMER', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as Role[]) {
      const other = await signedIn(t, role);
      expect((await t.app.inject({ url: URL, headers: other.headers })).statusCode, role).toBe(403);
    }
  });
});
