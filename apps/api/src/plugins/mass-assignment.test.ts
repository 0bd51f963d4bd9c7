import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionFields, pickupJob } from '../../test/agent-work.ts';
import { createTestApp } from '../../test/app.ts';
import { bookingPayload, makeBooking, signedIn } from '../../test/factories.ts';
import { assignments, bookings, shipments, travelEvents, users } from '../db/schema.ts';

/**
 * Fields a caller does not own, sent where they do not belong: every request below either ignores them or
 * is refused, and the stored rows keep what the server decided (checked in the database, not the answer).
 */
const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const customer = await signedIn(t, 'CUSTOMER');
const otherCustomer = await signedIn(t, 'CUSTOMER');
const admin = await signedIn(t, 'ADMIN');
const pickupAgent = await signedIn(t, 'PICKUP');
const otherPickupAgent = await signedIn(t, 'PICKUP');

/** What an attacker adds to any body: ownership, role, state, money and agents. */
const FORGED = {
  id: randomUUID(),
  role: 'ADMIN',
  is_active: false,
  token_version: 99,
  password_hash: 'scrypt$forged',
  status: 'DELIVERED',
  customer_id: otherCustomer.user.id,
  user_id: otherCustomer.user.id,
  price_quote_pence: 1,
  price_quote_gbp: 0.01,
  price_quote_ghs: 0.01,
  total: 0.01,
  booking_code: 'UKG-FORGED',
  tracking_number: 'UKG-FORGED-1',
  pickup_agent_id: otherPickupAgent.user.id,
  delivery_agent_id: otherPickupAgent.user.id,
  agent_id: otherPickupAgent.user.id,
  actor_id: otherCustomer.user.id,
  assigned_by: otherCustomer.user.id,
  created_at: '2000-01-01T00:00:00.000Z',
};

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const shipmentOf = async (bookingId: string) =>
  (await t.db.select().from(shipments).where(eq(shipments.bookingId, bookingId)))[0]!;

describe('mass assignment', () => {
  it('register: the account is a CUSTOMER, active, made now, whatever else the body says', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: {
        ...FORGED,
        first_name: 'Ama',
        last_name: 'Mensah',
        email: 'forger@example.com',
        phone_e164: '',
        password: 'Passw0rd!23',
        password_confirm: 'Passw0rd!23',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'forger@example.com'));
    expect(row).toMatchObject({ role: 'CUSTOMER', isActive: true, tokenVersion: 0 });
    expect(row!.id).not.toBe(FORGED.id);
    expect(row!.passwordHash).not.toBe(FORGED.password_hash);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it.each([
    ['PUT', '/api/v1/auth/profile/'],
    ['PATCH', '/api/v1/auth/profile/update/'],
  ] as const)('%s %s: role, state, id and password stay as they were', async (method, url) => {
    const before = await userRow(customer.user.id);
    const res = await t.app.inject({
      method,
      url,
      headers: customer.headers,
      payload: { ...FORGED, first_name: 'Kojo', last_name: 'Mensah', email: before.email, phone_e164: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await userRow(customer.user.id);
    expect(after).toMatchObject({
      role: 'CUSTOMER',
      isActive: true,
      tokenVersion: before.tokenVersion,
      passwordHash: before.passwordHash,
      createdAt: before.createdAt,
      email: before.email,
    });
    expect(await userRow(otherCustomer.user.id)).toMatchObject({ role: 'CUSTOMER', isActive: true });
  });

  it('booking create: the caller owns a PENDING booking priced by the server, with no agent or number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/',
      headers: customer.headers,
      payload: { ...FORGED, ...bookingPayload() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = await bookingRow(res.json().id);
    expect(booking).toMatchObject({ customerId: customer.user.id, status: 'PENDING' });
    expect(booking.bookingCode).not.toBe(FORGED.booking_code);
    expect(Number(booking.priceQuotePence)).toBeGreaterThan(100);
    expect(booking.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(await shipmentOf(booking.id)).toMatchObject({
      trackingNumber: null,
      pickupAgentId: null,
      deliveryAgentId: null,
    });
  });

  it.each([
    ['the owner', () => customer],
    ['an admin', () => admin],
  ])('booking update by %s: owner, status, price and agents are not taken from the body', async (_, who) => {
    const { booking } = await makeBooking(t.db, customer.user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/bookings/${booking.id}/`,
      headers: who().headers,
      payload: { ...FORGED, ...bookingPayload({ notes: 'Corrected' }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await bookingRow(booking.id);
    expect(after).toMatchObject({
      customerId: customer.user.id,
      status: 'PENDING',
      bookingCode: booking.bookingCode,
      priceQuotePence: booking.priceQuotePence,
    });
    expect(await shipmentOf(booking.id)).toMatchObject({ trackingNumber: null, pickupAgentId: null });
  });

  it('admin assignment: the job goes to the agent named, recorded as assigned by the admin', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/assign-pickup/${shipment.id}/`,
      headers: admin.headers,
      payload: { ...FORGED, agent_id: pickupAgent.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [job] = await t.db.select().from(assignments).where(eq(assignments.shipmentId, shipment.id));
    expect(job).toMatchObject({ agentId: pickupAgent.user.id, assignedBy: admin.user.id, kind: 'PICKUP' });
    expect(await bookingRow(booking.id)).toMatchObject({ customerId: customer.user.id, status: 'CONFIRMED' });
  });

  it("an agent's job update: the job stays the agent's, the booking its customer's", async () => {
    const { booking, job } = await pickupJob(t.db, customer.user, pickupAgent.user.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/agent/pickup/assignments/${job.id}/`,
      headers: pickupAgent.headers,
      payload: { ...FORGED, ...actionFields(), status: 'IN_PROGRESS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.db.select().from(assignments).where(eq(assignments.id, job.id));
    expect(after).toMatchObject({ agentId: pickupAgent.user.id, assignedBy: job.assignedBy, kind: 'PICKUP' });
    expect(await bookingRow(booking.id)).toMatchObject({ customerId: customer.user.id, status: 'CONFIRMED' });
    expect(await shipmentOf(booking.id)).toMatchObject({ pickupAgentId: pickupAgent.user.id });
  });

  it('a status update: the entry names the caller as actor, and no owner, price or agent changes', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    const before = await shipmentOf(booking.id);
    const { priceQuotePence } = await bookingRow(booking.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${booking.id}/update-status/`,
      headers: admin.headers,
      payload: { ...FORGED, status: 'at_warehouse' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = await t.db.select().from(travelEvents).where(eq(travelEvents.shipmentId, shipment.id));
    expect(events.find((event) => event.status === 'at_warehouse')).toMatchObject({
      actorId: admin.user.id,
      actorRole: 'ADMIN',
    });
    for (const event of events) expect(event.actorId).not.toBe(otherCustomer.user.id);
    const after = await shipmentOf(booking.id);
    expect(after).toMatchObject({
      pickupAgentId: before.pickupAgentId,
      deliveryAgentId: before.deliveryAgentId,
      trackingNumber: before.trackingNumber,
    });
    expect(await bookingRow(booking.id)).toMatchObject({
      customerId: customer.user.id,
      priceQuotePence,
      status: 'CONFIRMED',
    });
  });
});
