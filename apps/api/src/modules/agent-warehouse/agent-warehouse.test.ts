import { randomUUID } from 'node:crypto';
import {
  AGENT_ACTION_MESSAGES,
  DEPARTURE_MESSAGES,
  forbiddenRoleMessage,
  illegalMoveMessage,
  noChangeMessage,
  type ShipmentStatus,
} from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionFields, actionsOf, eventsOf, shipmentById } from '../../../test/agent-work.ts';
import { createTestApp } from '../../../test/app.ts';
import { makeDeparture } from '../../../test/departures.ts';
import { makeBooking, signedIn } from '../../../test/factories.ts';
import { assignments } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let warehouse: Caller;
let colleague: Caller;
let customer: Caller;
let driver: Caller;

beforeAll(async () => {
  warehouse = await signedIn(t, 'WAREHOUSE', { firstName: 'Efua', lastName: 'Darko' });
  colleague = await signedIn(t, 'WAREHOUSE');
  customer = await signedIn(t, 'CUSTOMER', { firstName: 'Ama', lastName: 'Serwaa' });
  driver = await signedIn(t, 'DELIVERY', { firstName: 'Yaw', lastName: 'Asante' });
});

const LIST = '/api/v1/agent/warehouse/packages/';
const packageUrl = (id: string) => `${LIST}${id}/`;
const ASSIGN = '/api/v1/agent/warehouse/assign-delivery/';

/** A confirmed booking's shipment standing at `status`. */
const shipmentAt = async (status: ShipmentStatus) => {
  const { shipment, booking } = await makeBooking(t.db, customer.user, {
    status: 'CONFIRMED',
    events: [{ status }],
  });
  return { ...(await shipmentById(t.db, shipment.id)), bookingCode: booking.bookingCode };
};

const move = (id: string, body: Record<string, unknown>, caller: Caller = warehouse) =>
  t.app.inject({ method: 'PATCH', url: packageUrl(id), headers: caller.headers, payload: body });

describe('GET /agent/warehouse/packages/', () => {
  it('403 for pickup and delivery agents and customers', async () => {
    for (const role of ['PICKUP', 'DELIVERY', 'CUSTOMER'] as const) {
      const caller = await signedIn(t, role);
      const res = await t.app.inject({ method: 'GET', url: LIST, headers: caller.headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('counts every stage and lists the packages in them, each with what I may do next', async () => {
    const arriving = await shipmentAt('picked_up');
    const inUk = await shipmentAt('at_warehouse');
    const before = (await t.app.inject({ method: 'GET', url: LIST, headers: warehouse.headers })).json();
    await shipmentAt('at_warehouse');
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: warehouse.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.counts)).toEqual([
      'arriving',
      'at_warehouse',
      'consolidated',
      'in_transit',
      'arrived_ghana',
      'at_ghana_warehouse',
      'out_for_delivery',
    ]);
    expect(body.counts.at_warehouse).toBe(before.counts.at_warehouse + 1);
    const inUkRow = body.results.find((r: { id: string }) => r.id === inUk.id);
    expect(inUkRow).toMatchObject({
      tracking_code: inUk.trackingNumber,
      current_status: 'at_warehouse',
      booking: {
        booking_code: inUk.bookingCode,
        customer: { first_name: 'Ama', last_name: 'Serwaa', phone_e164: '+447700900123' },
        service_level: { code: 'STANDARD', label: 'Ship' },
        packages_count: 1,
        total_weight_kg: 20,
        recipient_address: { name: 'Akosua Owusu', city: 'Accra', region: 'Greater Accra' },
      },
      delivery_agent: null,
      allowed_moves: ['consolidated', 'in_transit', 'exception'],
    });
    expect(inUkRow.status_events[0]).toMatchObject({ status: 'at_warehouse' });
    expect(inUkRow.status_events.length).toBeLessThanOrEqual(5);
    expect(body.results.find((r: { id: string }) => r.id === arriving.id).allowed_moves).toEqual([
      'at_warehouse',
    ]);
  });

  it('filters by stage (arriving = picked up) and finds by tracking number or booking code', async () => {
    const arriving = await shipmentAt('picked_up');
    const consolidated = await shipmentAt('consolidated');
    const stage = await t.app.inject({
      method: 'GET',
      url: `${LIST}?status=arriving`,
      headers: warehouse.headers,
    });
    const statuses = new Set(stage.json().results.map((r: { current_status: string }) => r.current_status));
    expect([...statuses]).toEqual(['picked_up']);
    expect(stage.json().results.map((r: { id: string }) => r.id)).toContain(arriving.id);

    const byNumber = await t.app.inject({
      method: 'GET',
      url: `${LIST}?search=${consolidated.trackingNumber!.slice(3)}`,
      headers: warehouse.headers,
    });
    expect(byNumber.json().results.map((r: { id: string }) => r.id)).toEqual([consolidated.id]);
    const byCode = await t.app.inject({
      method: 'GET',
      url: `${LIST}?search=${consolidated.bookingCode.toLowerCase()}`,
      headers: warehouse.headers,
    });
    expect(byCode.json().results.map((r: { id: string }) => r.id)).toEqual([consolidated.id]);
    // Typed the way labels print it: grouped with spaces or dashes, in lower case.
    const n = consolidated.trackingNumber!.toLowerCase();
    for (const typed of [
      `${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`,
      `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`,
    ]) {
      const grouped = await t.app.inject({
        method: 'GET',
        url: `${LIST}?search=${encodeURIComponent(typed)}`,
        headers: warehouse.headers,
      });
      expect(grouped.json().results.map((r: { id: string }) => r.id)).toEqual([consolidated.id]);
    }

    const unknown = await t.app.inject({
      method: 'GET',
      url: `${LIST}?status=lost`,
      headers: warehouse.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PATCH /agent/warehouse/packages/{id}/', () => {
  it.each<[ShipmentStatus, string, string]>([
    ['picked_up', 'at_uk_warehouse', 'at_warehouse'],
    ['at_warehouse', 'in_transit', 'in_transit'],
    ['consolidated', 'in_transit', 'in_transit'],
    ['in_transit', 'arrived_ghana', 'arrived_ghana'],
    ['arrived_ghana', 'AT_GH_WAREHOUSE', 'at_ghana_warehouse'],
  ])('%s → %s: one travel event with my name, the phone’s time and the place', async (from, sent, to) => {
    const shipment = await shipmentAt(from);
    const before = (await eventsOf(t.db, shipment.id)).length;
    const at = new Date(Date.now() - 20 * 60_000);
    const res = await move(shipment.id, {
      status: sent,
      location: 'Tema',
      notes: 'Scanned',
      ...actionFields(at),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: shipment.id, current_status: to });
    expect(res.json().status_events[0]).toEqual({
      status: to,
      created_at: at.toISOString(),
      note: 'Scanned',
    });
    const events = await eventsOf(t.db, shipment.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      status: to,
      agentId: warehouse.user.id,
      actorRole: 'WAREHOUSE',
      location: 'Tema',
      createdAt: at,
    });
  });

  it.each<[ShipmentStatus, string, number, string]>([
    ['picked_up', 'in_transit', 409, illegalMoveMessage('package', 'Picked Up', 'In Transit')],
    [
      'at_ghana_warehouse',
      'delivered',
      409,
      illegalMoveMessage('package', 'At Ghana Warehouse', 'Delivered'),
    ],
    [
      'at_ghana_warehouse',
      'out_for_delivery',
      403,
      forbiddenRoleMessage('out-for-delivery', ['DELIVERY', 'ADMIN']),
    ],
    ['in_transit', 'exception', 403, forbiddenRoleMessage('report-exception', ['ADMIN'])],
    ['at_warehouse', 'exception', 400, 'Please give a reason'],
  ])('%s → %s is refused (%i) with the rule’s message', async (from, to, status, message) => {
    const shipment = await shipmentAt(from);
    const res = await move(shipment.id, { status: to, ...actionFields() });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect((await shipmentById(t.db, shipment.id)).status).toBe(from);
  });

  it('consolidating puts the package on the chosen loading departure (its event names it); without one it is a 422', async () => {
    const departure = await makeDeparture(t.db);
    const shipment = await shipmentAt('at_warehouse');
    const none = await move(shipment.id, { status: 'consolidated', ...actionFields() });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(DEPARTURE_MESSAGES.chooseDeparture);
    const at = new Date(Date.now() - 5 * 60_000);
    const res = await move(shipment.id, {
      status: 'consolidated',
      departure_id: departure.id,
      ...actionFields(at),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().current_status).toBe('consolidated');
    expect(await shipmentById(t.db, shipment.id)).toMatchObject({
      status: 'consolidated',
      departureId: departure.id,
    });
    expect((await eventsOf(t.db, shipment.id)).at(-1)).toMatchObject({
      status: 'consolidated',
      agentId: warehouse.user.id,
      notes: 'MSC ABIDJAN (MSC), container MSCU1234567',
      createdAt: at,
    });
    // The departure's rules hold here too: an Express parcel does not go on a sailing.
    const express = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      input: { service_level_code: 'EXPRESS' },
      events: [{ status: 'at_warehouse' }],
    });
    const wrong = await move(express.shipment.id, {
      status: 'consolidated',
      departure_id: departure.id,
      ...actionFields(),
    });
    expect(wrong.statusCode).toBe(422);
    expect((await shipmentById(t.db, express.shipment.id)).status).toBe('at_warehouse');
  });

  it('an exception takes its reason from the notes', async () => {
    const shipment = await shipmentAt('at_warehouse');
    const res = await move(shipment.id, { status: 'exception', notes: 'Box crushed', ...actionFields() });
    expect(res.statusCode).toBe(200);
    expect((await eventsOf(t.db, shipment.id)).at(-1)).toMatchObject({
      status: 'exception',
      notes: 'Box crushed',
    });
  });

  it('404 for an unknown package, even with an invalid body; 400 for an unknown status', async () => {
    expect((await move(randomUUID(), { status: 'consolidated', ...actionFields() })).statusCode).toBe(404);
    expect((await move(randomUUID(), { status: 42, occurred_at: 'x' })).statusCode).toBe(404);
    const shipment = await shipmentAt('at_warehouse');
    const bad = await move(shipment.id, { status: 'lost', ...actionFields() });
    expect(bad.statusCode).toBe(400);
  });

  it("accepts the spec's body {status, location, notes} without a client id or time", async () => {
    const shipment = await shipmentAt('picked_up');
    const res = await move(shipment.id, { status: 'at_warehouse', location: 'London', notes: 'Received' });
    expect(res.statusCode).toBe(200);
    expect(res.json().current_status).toBe('at_warehouse');
  });

  it('the same client id twice is applied once; reused for another package it is 409', async () => {
    const shipment = await shipmentAt('at_warehouse');
    const departure = await makeDeparture(t.db);
    const body = { status: 'consolidated', departure_id: departure.id, ...actionFields() };
    const first = await move(shipment.id, body);
    const again = await move(shipment.id, body);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().current_status).toBe('consolidated');
    expect((await eventsOf(t.db, shipment.id)).filter((e) => e.status === 'consolidated')).toHaveLength(1);
    const other = await shipmentAt('at_warehouse');
    const reused = await move(other.id, body);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(AGENT_ACTION_MESSAGES.actionIdReused);
    expect((await shipmentById(t.db, other.id)).status).toBe('at_warehouse');
    // Ids are per user: a colleague's phone may make the same id without a clash.
    const colleagues = await move(other.id, body, colleague);
    expect(colleagues.statusCode).toBe(200);
  });

  it('two agents moving one package at once: no event is lost, each answer matches the history', async () => {
    const shipment = await shipmentAt('at_warehouse');
    const departure = await makeDeparture(t.db);
    const before = (await eventsOf(t.db, shipment.id)).length;
    const results = await Promise.all([
      move(shipment.id, { status: 'consolidated', departure_id: departure.id, ...actionFields() }, warehouse),
      move(shipment.id, { status: 'in_transit', ...actionFields() }, colleague),
    ]);
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    const applied = results.filter((r) => r.statusCode === 200);
    expect(applied.length).toBeGreaterThan(0);
    const events = (await eventsOf(t.db, shipment.id)).slice(before);
    // Every applied move wrote its event; a refused one wrote none.
    expect(events).toHaveLength(applied.length);
    expect((await shipmentById(t.db, shipment.id)).status).toBe(events.at(-1)!.status);
    if (applied.length === 2) expect(events.map((e) => e.status)).toEqual(['consolidated', 'in_transit']);
  });

  it('two agents receiving the same package at once: it is received once, the other is told why', async () => {
    const shipment = await shipmentAt('picked_up');
    const results = await Promise.all([
      move(shipment.id, { status: 'at_warehouse', ...actionFields() }, warehouse),
      move(shipment.id, { status: 'at_warehouse', ...actionFields() }, colleague),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(
      noChangeMessage('package', 'At Warehouse'),
    );
    expect((await eventsOf(t.db, shipment.id)).filter((e) => e.status === 'at_warehouse')).toHaveLength(1);
  });
});

describe('POST /agent/warehouse/assign-delivery/', () => {
  it('gives a package at the Ghana warehouse to a delivery agent (201): the job appears in their list', async () => {
    const shipment = await shipmentAt('at_ghana_warehouse');
    const res = await t.app.inject({
      method: 'POST',
      url: ASSIGN,
      headers: warehouse.headers,
      payload: { package_id: shipment.id, delivery_agent_id: driver.user.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().delivery_agent).toEqual({
      id: driver.user.id,
      first_name: 'Yaw',
      last_name: 'Asante',
      name: 'Yaw Asante',
    });
    const jobs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agent/delivery/assignments/',
      headers: driver.headers,
    });
    const job = jobs.json().results.find((r: { shipment: { id: string } }) => r.shipment.id === shipment.id);
    expect(job).toMatchObject({ kind: 'DELIVERY', status: 'ASSIGNED' });
  });

  it('a replayed client id answers 200 and makes one job', async () => {
    const shipment = await shipmentAt('arrived_ghana');
    const payload = { package_id: shipment.id, delivery_agent_id: driver.user.id, ...actionFields() };
    const first = await t.app.inject({ method: 'POST', url: ASSIGN, headers: warehouse.headers, payload });
    const again = await t.app.inject({ method: 'POST', url: ASSIGN, headers: warehouse.headers, payload });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    const jobs = await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.shipmentId, shipment.id), eq(assignments.kind, 'DELIVERY')));
    expect(jobs).toHaveLength(1);
    expect(
      (await actionsOf(t.db, warehouse.user.id)).filter((a) => a.clientActionId === payload.client_action_id),
    ).toHaveLength(1);
  });

  it('refuses a package not yet in Ghana (409), a user who is not a delivery agent (400), an unknown package (404)', async () => {
    const early = await shipmentAt('in_transit');
    const notYet = await t.app.inject({
      method: 'POST',
      url: ASSIGN,
      headers: warehouse.headers,
      payload: { package_id: early.id, delivery_agent_id: driver.user.id },
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('A job of this kind cannot be assigned at this stage');
    const ready = await shipmentAt('at_ghana_warehouse');
    const notAgent = await t.app.inject({
      method: 'POST',
      url: ASSIGN,
      headers: warehouse.headers,
      payload: { package_id: ready.id, delivery_agent_id: colleague.user.id },
    });
    expect(notAgent.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: ASSIGN,
      headers: warehouse.headers,
      payload: { package_id: randomUUID(), delivery_agent_id: driver.user.id },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('403 for a delivery agent', async () => {
    const shipment = await shipmentAt('at_ghana_warehouse');
    const res = await t.app.inject({
      method: 'POST',
      url: ASSIGN,
      headers: driver.headers,
      payload: { package_id: shipment.id, delivery_agent_id: driver.user.id },
    });
    expect(res.statusCode).toBe(403);
  });
});
