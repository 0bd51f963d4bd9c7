import { AGENT_HISTORY_DAYS } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryJob, pickupJob } from '../../../test/agent-work.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/factories.ts';
import { assignments, bookings } from '../../db/schema.ts';

/** SECURITY.md: an agent reads a booking only while they hold a job on it, and never its money. */
const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const DAY_MS = 86_400_000;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const moneyUrls = (id: string) => [
  `/api/v1/bookings/${id}/payment/`,
  `/api/v1/bookings/${id}/receipts/`,
  `/api/v1/bookings/${id}/invoice/download/`,
  `/api/v1/bookings/${id}/packing-list/download/`,
];
const listedIds = async (headers: Record<string, string>) => {
  // Goods in Ghana are on the shipments tab (the bookings tab holds those not yet moving).
  const res = await get('/api/v1/bookings/?tab=shipments&page_size=100', headers);
  expect(res.statusCode).toBe(200);
  return (res.json().results as { id: string }[]).map((b) => b.id);
};
const completedDaysAgo = (jobId: string, days: number) =>
  t.db
    .update(assignments)
    .set({ status: 'COMPLETED', completedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(assignments.id, jobId));

describe('a pickup or delivery agent and the bookings of their jobs', () => {
  it('reads the booking of an open job without its payment or receipts; its money is not found', async () => {
    const customer = await signedIn(t, 'CUSTOMER');
    const agent = await signedIn(t, 'PICKUP');
    const { booking } = await pickupJob(t.db, customer.user, agent.user.id);
    // The consignee's ID is for customs, not for the agent at the door.
    await t.db
      .update(bookings)
      .set({ recipientIdNumber: 'GHA-123456789-0' })
      .where(eq(bookings.id, booking.id));

    const detail = await get(`/api/v1/bookings/${booking.id}/`, agent.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: booking.id,
      payment: null,
      receipts: [],
      recipient_id_number: null,
    });
    for (const url of moneyUrls(booking.id))
      expect((await get(url, agent.headers)).statusCode, url).toBe(404);

    // The owner still sees all of it.
    const own = await get(`/api/v1/bookings/${booking.id}/`, customer.headers);
    expect(own.json().payment).toMatchObject({ status: 'PENDING' });
    expect(own.json().recipient_id_number).toBe('GHA-123456789-0');
    for (const url of moneyUrls(booking.id))
      expect((await get(url, customer.headers)).statusCode, url).toBe(200);
  });

  it(`keeps a completed job's booking for ${AGENT_HISTORY_DAYS} days, then it is not found`, async () => {
    const customer = await signedIn(t, 'CUSTOMER');
    const agent = await signedIn(t, 'DELIVERY');
    const recent = await deliveryJob(t.db, customer.user, agent.user.id);
    const old = await deliveryJob(t.db, customer.user, agent.user.id);
    await completedDaysAgo(recent.job.id, AGENT_HISTORY_DAYS - 1);
    await completedDaysAgo(old.job.id, AGENT_HISTORY_DAYS + 1);

    expect((await get(`/api/v1/bookings/${recent.booking.id}/`, agent.headers)).statusCode).toBe(200);
    expect((await get(`/api/v1/bookings/${old.booking.id}/`, agent.headers)).statusCode).toBe(404);
    expect((await get(`/api/v1/bookings/${old.booking.id}/travel-history/`, agent.headers)).statusCode).toBe(
      404,
    );
    const listed = await listedIds(agent.headers);
    expect(listed).toContain(recent.booking.id);
    expect(listed).not.toContain(old.booking.id);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipments/search/',
      headers: agent.headers,
      payload: { tracking_number: old.shipment.trackingNumber },
    });
    expect(search.statusCode).toBe(404);
  });

  it('loses the booking as soon as the job is given to another agent', async () => {
    const customer = await signedIn(t, 'CUSTOMER');
    const [first, second] = [await signedIn(t, 'PICKUP'), await signedIn(t, 'PICKUP')];
    const admin = await signedIn(t, 'ADMIN');
    const { booking, shipment } = await pickupJob(t.db, customer.user, first.user.id);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/assign-pickup/${shipment.id}/`,
      headers: admin.headers,
      payload: { agent_id: second.user.id },
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);

    expect((await get(`/api/v1/bookings/${booking.id}/`, first.headers)).statusCode).toBe(404);
    expect((await get(`/api/v1/bookings/${booking.id}/`, second.headers)).statusCode).toBe(200);
  });
});
