import { decideAssign, type Role } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, signedIn } from '../../../test/factories.ts';
import { auditEvents, shipments } from '../../db/schema.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');
const customer = await makeUser(t.db);
const pickupAgent = await makeUser(t.db, { role: 'PICKUP', firstName: 'Kwame' });
const deliveryAgent = await makeUser(t.db, { role: 'DELIVERY', firstName: 'Esi' });
const retiredAgent = await makeUser(t.db, { role: 'PICKUP', firstName: 'Retired', isActive: false });

const post = (url: string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
const shipmentOf = async (bookingId: string) =>
  (await t.db.select().from(shipments).where(eq(shipments.bookingId, bookingId)))[0]!;

describe('POST /admin/assign/ and /admin/assign-pickup|delivery/{shipment id}/', () => {
  it('gives a confirmed shipment its pickup agent, with the job and its audit entry', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    const res = await post('/admin/assign/', {
      shipment_id: shipment.id,
      agent_id: pickupAgent.id,
      role: 'PICKUP',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pickup agent assigned successfully',
      shipment_id: shipment.id,
      booking_id: booking.id,
      role: 'PICKUP',
      agent_id: pickupAgent.id,
      shipment_status: 'pickup_assigned',
    });
    expect((await shipmentOf(booking.id)).pickupAgentId).toBe(pickupAgent.id);
    const entries = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.bookingId, booking.id), eq(auditEvents.action, 'assign')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, actorRole: 'ADMIN', entity: 'assignment' });
    expect(entries[0]!.after).toMatchObject({ agent_id: pickupAgent.id, kind: 'PICKUP' });
    expect(entries[0]!.requestId).toEqual(expect.any(String));
  });

  it('assign-delivery gives a parcel in Ghana its delivery agent', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'at_ghana_warehouse' }],
    });
    const res = await post(`/admin/assign-delivery/${shipment.id}/`, { agent_id: deliveryAgent.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Delivery agent assigned successfully',
      role: 'DELIVERY',
      shipment_status: 'at_ghana_warehouse',
    });
    expect((await shipmentOf(booking.id)).deliveryAgentId).toBe(deliveryAgent.id);
  });

  it('assign-pickup takes the shipment id in the path', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    const res = await post(`/admin/assign-pickup/${shipment.id}/`, { agent_id: pickupAgent.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shipmentOf(booking.id)).status).toBe('pickup_assigned');
  });

  it('400 for an agent of another role, an inactive or unknown agent; nothing written', async () => {
    const { booking, shipment } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    for (const agentId of [deliveryAgent.id, retiredAgent.id, crypto.randomUUID()]) {
      const res = await post(`/admin/assign-pickup/${shipment.id}/`, { agent_id: agentId });
      expect(res.statusCode, res.body).toBe(400);
    }
    const after = await shipmentOf(booking.id);
    expect(after).toMatchObject({ status: 'confirmed', pickupAgentId: null, version: shipment.version });
  });

  it('409 with the rule’s message when the shipment’s state does not allow it', async () => {
    const pending = await makeBooking(t.db, customer);
    const res = await post(`/admin/assign-pickup/${pending.shipment.id}/`, { agent_id: pickupAgent.id });
    expect(res.statusCode).toBe(409);
    const rule = decideAssign({
      actorRole: 'ADMIN',
      kind: 'PICKUP',
      booking: { status: 'PENDING' },
      shipment: { status: 'pending' },
    });
    expect(rule.allowed).toBe(false);
    expect(res.json().message).toBe(!rule.allowed && rule.reason);

    const inTransit = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'in_transit' }],
    });
    const late = await post('/admin/assign/', {
      shipment_id: inTransit.shipment.id,
      agent_id: deliveryAgent.id,
      role: 'DELIVERY',
    });
    expect(late.statusCode).toBe(409);
  });

  it('404 for an unknown shipment; 400 for a bad body', async () => {
    const missing = await post(`/admin/assign-pickup/${crypto.randomUUID()}/`, { agent_id: pickupAgent.id });
    expect(missing.statusCode).toBe(404);
    const { shipment } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    for (const body of [
      { shipment_id: shipment.id, agent_id: pickupAgent.id, role: 'WAREHOUSE' },
      { shipment_id: 'not-an-id', agent_id: pickupAgent.id, role: 'PICKUP' },
      { shipment_id: shipment.id, role: 'PICKUP' },
    ])
      expect((await post('/admin/assign/', body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('admins only: 401 anonymous, 403 for every other role', async () => {
    const { shipment } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    const body = { shipment_id: shipment.id, agent_id: pickupAgent.id, role: 'PICKUP' };
    expect((await post('/admin/assign/', body, {} as typeof admin.headers)).statusCode).toBe(401);
    for (const role of ['CUSTOMER', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as Role[]) {
      const other = await signedIn(t, role);
      expect((await post('/admin/assign/', body, other.headers)).statusCode, role).toBe(403);
      expect(
        (await post(`/admin/assign-delivery/${shipment.id}/`, { agent_id: deliveryAgent.id }, other.headers))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('GET /admin/agents/?role=', () => {
  const get = (query: string, headers = admin.headers) =>
    t.app.inject({ url: `/api/v1/admin/agents/${query}`, headers });

  it('lists the active agents of that role only', async () => {
    const res = await get('?role=PICKUP');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { id: string; name: string }[]).map((a) => a.id);
    expect(ids).toContain(pickupAgent.id);
    expect(ids).not.toContain(retiredAgent.id);
    expect(ids).not.toContain(deliveryAgent.id);
    expect(res.json().find((a: { id: string }) => a.id === pickupAgent.id)).toMatchObject({
      name: `Kwame ${pickupAgent.lastName}`,
      email: pickupAgent.email,
    });
  });

  it('warehouse staff may list delivery agents only; others are refused; the role is required', async () => {
    const warehouse = await signedIn(t, 'WAREHOUSE');
    expect((await get('?role=DELIVERY', warehouse.headers)).statusCode).toBe(200);
    expect((await get('?role=PICKUP', warehouse.headers)).statusCode).toBe(403);
    for (const role of ['CUSTOMER', 'PICKUP', 'DELIVERY'] as Role[])
      expect((await get('?role=DELIVERY', (await signedIn(t, role)).headers)).statusCode).toBe(403);
    expect((await get('?role=DELIVERY', {} as typeof admin.headers)).statusCode).toBe(401);
    expect((await get('')).statusCode).toBe(400);
    expect((await get('?role=ADMIN')).statusCode).toBe(400);
  });
});
