import { DEPARTURE_MESSAGES, type ShipmentStatus } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, shipmentById } from '../../../test/agent-work.ts';
import { createTestApp } from '../../../test/app.ts';
import { makeDeparture } from '../../../test/departures.ts';
import { makeBooking, signedIn } from '../../../test/factories.ts';
import { auditEvents, departures, notificationOutbox } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let admin: Caller;
let warehouse: Caller;
let customer: Caller;

beforeAll(async () => {
  admin = await signedIn(t, 'ADMIN');
  warehouse = await signedIn(t, 'WAREHOUSE');
  customer = await signedIn(t, 'CUSTOMER');
});

const BASE = '/api/v1/departures/';
const DAY = 24 * 3600_000;

/** A confirmed booking (Standard unless told) whose goods stand at `status`. */
const parcelAt = async (status: ShipmentStatus, service: 'STANDARD' | 'EXPRESS' = 'STANDARD') => {
  const made = await makeBooking(t.db, customer.user, {
    status: 'CONFIRMED',
    input: { service_level_code: service },
    events: [{ status }],
  });
  return { ...made.shipment, trackingNumber: made.trackingNumber! };
};

const consolidate = (departureId: string, body: Record<string, unknown>, caller: Caller = warehouse) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}${departureId}/packages/`,
    headers: caller.headers,
    payload: body,
  });

const setState = (departureId: string, state: string, caller: Caller = admin) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}${departureId}/state/`,
    headers: caller.headers,
    payload: { state },
  });

describe('departures: who may', () => {
  it('403 for customers, pickup and delivery agents; 401 without a token', async () => {
    for (const role of ['CUSTOMER', 'PICKUP', 'DELIVERY'] as const) {
      const caller = await signedIn(t, role);
      expect((await t.app.inject({ method: 'GET', url: BASE, headers: caller.headers })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });
});

describe('create and edit', () => {
  const body = {
    mode: 'sea',
    carrier: 'Maersk',
    vessel_or_flight: 'MAERSK KENSINGTON',
    container_or_awb: 'MSKU7654321',
    cut_off_at: new Date(Date.now() + DAY).toISOString(),
    etd: new Date(Date.now() + 2 * DAY).toISOString(),
    eta: new Date(Date.now() + 21 * DAY).toISOString(),
  };

  it('a warehouse agent creates one (planned, to Tema), and edits it; both are in the audit trail', async () => {
    const res = await t.app.inject({ method: 'POST', url: BASE, headers: warehouse.headers, payload: body });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      mode: 'sea',
      port: 'Tema',
      state: 'planned',
      package_count: 0,
      version: 0,
    });
    const eta = new Date(Date.now() + 25 * DAY).toISOString();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${created.id}/`,
      headers: admin.headers,
      payload: { eta, version: 0 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ eta, version: 1 });
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${created.id}/`,
      headers: admin.headers,
      payload: { carrier: 'MSC', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'departure'), eq(auditEvents.entityId, created.id)));
    expect(trail.map((e) => e.action)).toEqual(['departure.create', 'departure.update']);
    expect(trail[1]!.after).toEqual({ eta });
    expect(trail[1]!.actorId).toBe(admin.user.id);
  });

  it('422 when the cut-off, departure and arrival are out of order; 400 for an unknown mode', async () => {
    const late = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: admin.headers,
      payload: { ...body, eta: body.cut_off_at, cut_off_at: body.eta },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(DEPARTURE_MESSAGES.datesOutOfOrder);
    const bad = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: admin.headers,
      payload: { ...body, mode: 'rail' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('after departure only the carrier details and ETA change', async () => {
    const gone = await makeDeparture(t.db, { state: 'departed' });
    const cutOff = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${gone.id}/`,
      headers: admin.headers,
      payload: { cut_off_at: new Date(Date.now() + 3 * DAY).toISOString() },
    });
    expect(cutOff.statusCode).toBe(409);
    expect(cutOff.json().message).toBe(DEPARTURE_MESSAGES.closedForEdits);
  });
});

describe('consolidation', () => {
  it('by tracking number (a scan, any case): the package moves to consolidated with one event naming the departure', async () => {
    const departure = await makeDeparture(t.db);
    const parcel = await parcelAt('at_warehouse');
    const before = (await eventsOf(t.db, parcel.id)).length;
    const res = await consolidate(departure.id, { tracking_number: parcel.trackingNumber.toLowerCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json().package).toMatchObject({
      tracking_number: parcel.trackingNumber,
      status: 'consolidated',
    });
    expect(res.json().departure.package_count).toBe(1);
    const after = await shipmentById(t.db, parcel.id);
    expect(after).toMatchObject({ status: 'consolidated', departureId: departure.id });
    const events = await eventsOf(t.db, parcel.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      status: 'consolidated',
      notes: 'MSC ABIDJAN (MSC), container MSCU1234567',
    });
  });

  it('from the list (shipment id); the list shows it on the departure and no longer among the candidates', async () => {
    const departure = await makeDeparture(t.db, { mode: 'air' });
    const parcel = await parcelAt('at_warehouse', 'EXPRESS');
    const before = (
      await t.app.inject({ method: 'GET', url: `${BASE}${departure.id}/`, headers: admin.headers })
    ).json();
    expect(before.candidates.map((c: { shipment_id: string }) => c.shipment_id)).toContain(parcel.id);
    expect((await consolidate(departure.id, { shipment_id: parcel.id }, admin)).statusCode).toBe(201);
    const detail = (
      await t.app.inject({ method: 'GET', url: `${BASE}${departure.id}/`, headers: admin.headers })
    ).json();
    expect(detail.packages.map((p: { shipment_id: string }) => p.shipment_id)).toEqual([parcel.id]);
    expect(detail.candidates.map((c: { shipment_id: string }) => c.shipment_id)).not.toContain(parcel.id);
  });

  it.each<[string, () => Promise<{ id: string }>, 'STANDARD' | 'EXPRESS', number, string]>([
    [
      'after the cut-off',
      () => makeDeparture(t.db, { cutOffAt: new Date(Date.now() - 60_000) }),
      'STANDARD',
      409,
      DEPARTURE_MESSAGES.pastCutOff,
    ],
    [
      'onto a planned departure',
      () => makeDeparture(t.db, { state: 'planned' }),
      'STANDARD',
      409,
      DEPARTURE_MESSAGES.notLoading,
    ],
    [
      'onto a departed one',
      () => makeDeparture(t.db, { state: 'departed' }),
      'STANDARD',
      409,
      DEPARTURE_MESSAGES.notLoading,
    ],
    [
      'an Express parcel onto a sailing',
      () => makeDeparture(t.db),
      'EXPRESS',
      422,
      DEPARTURE_MESSAGES.wrongMode('sea', 'Express'),
    ],
    [
      'a Standard parcel onto a flight',
      () => makeDeparture(t.db, { mode: 'air' }),
      'STANDARD',
      422,
      DEPARTURE_MESSAGES.wrongMode('air', 'Standard'),
    ],
  ])('refused %s (%#): nothing changes', async (_, make, service, status, message) => {
    const departure = await make();
    const parcel = await parcelAt('at_warehouse', service);
    const before = (await eventsOf(t.db, parcel.id)).length;
    const res = await consolidate(departure.id, { tracking_number: parcel.trackingNumber });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await shipmentById(t.db, parcel.id)).toMatchObject({ status: 'at_warehouse', departureId: null });
    expect(await eventsOf(t.db, parcel.id)).toHaveLength(before);
  });

  it('a parcel not yet at the warehouse is refused (409); an unknown number is a 404', async () => {
    const departure = await makeDeparture(t.db);
    const parcel = await parcelAt('picked_up');
    const res = await consolidate(departure.id, { tracking_number: parcel.trackingNumber });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEPARTURE_MESSAGES.notAtWarehouse);
    const unknown = await consolidate(departure.id, { tracking_number: 'UKG0000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a package can be taken off a loading departure and put on another', async () => {
    const first = await makeDeparture(t.db);
    const second = await makeDeparture(t.db);
    const parcel = await parcelAt('at_warehouse');
    await consolidate(first.id, { shipment_id: parcel.id });
    expect((await consolidate(second.id, { shipment_id: parcel.id })).json().message).toBe(
      DEPARTURE_MESSAGES.onAnotherDeparture,
    );
    const off = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}${first.id}/packages/${parcel.id}/`,
      headers: warehouse.headers,
    });
    expect(off.statusCode).toBe(204);
    expect((await consolidate(second.id, { shipment_id: parcel.id })).statusCode).toBe(201);
    expect(await shipmentById(t.db, parcel.id)).toMatchObject({
      status: 'consolidated',
      departureId: second.id,
    });
  });
});

describe('state changes move every package on the departure', () => {
  it('departed: each package to in_transit with one event; an exception is reported and left; then arrived and cleared', async () => {
    const departure = await makeDeparture(t.db);
    const a = await parcelAt('at_warehouse');
    const b = await parcelAt('at_warehouse');
    const c = await parcelAt('at_warehouse');
    for (const p of [a, b, c]) await consolidate(departure.id, { shipment_id: p.id });
    // c is damaged after loading: an exception, which the departure must not carry on.
    const broken = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/agent/warehouse/packages/${c.id}/`,
      headers: warehouse.headers,
      payload: {
        status: 'exception',
        notes: 'Box crushed',
        client_action_id: crypto.randomUUID(),
        occurred_at: new Date().toISOString(),
      },
    });
    expect(broken.statusCode).toBe(200);
    const count = async (id: string) => (await eventsOf(t.db, id)).length;
    const before = { a: await count(a.id), b: await count(b.id), c: await count(c.id) };

    const res = await setState(departure.id, 'departed');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.departure).toMatchObject({ state: 'departed' });
    expect(body.departure.departed_at).not.toBeNull();
    expect(body.moved.sort()).toEqual([a.trackingNumber, b.trackingNumber].sort());
    expect(body.skipped).toEqual([
      {
        tracking_number: c.trackingNumber,
        status: 'exception',
        message: DEPARTURE_MESSAGES.leftBehind('Exception'),
      },
    ]);
    for (const p of [a, b]) {
      expect((await shipmentById(t.db, p.id)).status).toBe('in_transit');
      const events = await eventsOf(t.db, p.id);
      expect(events).toHaveLength(before[p === a ? 'a' : 'b'] + 1);
      expect(events.at(-1)).toMatchObject({
        status: 'in_transit',
        location: 'United Kingdom',
        notes: 'MSC ABIDJAN (MSC), container MSCU1234567',
      });
    }
    expect((await shipmentById(t.db, c.id)).status).toBe('exception');
    expect(await count(c.id)).toBe(before.c);

    expect((await setState(departure.id, 'arrived')).json().moved).toHaveLength(2);
    expect((await eventsOf(t.db, a.id)).at(-1)).toMatchObject({ status: 'arrived_ghana', location: 'Tema' });
    const cleared = await setState(departure.id, 'cleared', warehouse);
    expect(cleared.statusCode).toBe(200);
    expect((await shipmentById(t.db, b.id)).status).toBe('at_ghana_warehouse');
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'departure'),
          eq(auditEvents.entityId, departure.id),
          eq(auditEvents.action, 'departure.state'),
        ),
      );
    expect(trail.map((e) => e.after)).toEqual([
      { state: 'departed' },
      { state: 'arrived' },
      { state: 'cleared' },
    ]);
  });

  it('is one transaction: when one move fails unexpectedly, no package moves and the departure stays loading', async () => {
    const departure = await makeDeparture(t.db);
    const a = await parcelAt('at_warehouse');
    const b = await parcelAt('at_warehouse');
    for (const p of [a, b]) await consolidate(departure.id, { shipment_id: p.id });
    // A trigger makes the second travel event write fail, as a database failure mid-way would.
    await t.db.execute(
      `create or replace function fail_second() returns trigger as $$ begin if new.shipment_id = '${b.id}' then raise exception 'disk full'; end if; return new; end $$ language plpgsql`,
    );
    await t.db.execute(
      'create trigger fail_second before insert on travel_events for each row execute function fail_second()',
    );
    try {
      const res = await setState(departure.id, 'departed');
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute('drop trigger fail_second on travel_events');
      await t.db.execute('drop function fail_second()');
    }
    expect((await shipmentById(t.db, a.id)).status).toBe('consolidated');
    expect((await shipmentById(t.db, b.id)).status).toBe('consolidated');
    const [row] = await t.db.select().from(departures).where(eq(departures.id, departure.id));
    expect(row!.state).toBe('loading');
  });

  it('a step out of order is refused (409) and moves nothing', async () => {
    const departure = await makeDeparture(t.db);
    const a = await parcelAt('at_warehouse');
    await consolidate(departure.id, { shipment_id: a.id });
    const res = await setState(departure.id, 'arrived');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEPARTURE_MESSAGES.stateNotAllowed('loading', 'arrived'));
    expect((await shipmentById(t.db, a.id)).status).toBe('consolidated');
  });
});

describe('GET /departures/{id}/state/preview/: what a state change would do', () => {
  const preview = (departureId: string, state: string, caller: Caller = admin) =>
    t.app.inject({
      method: 'GET',
      url: `${BASE}${departureId}/state/preview/?state=${state}`,
      headers: caller.headers,
    });
  const outboxCount = async () => (await t.db.select().from(notificationOutbox)).length;
  const stateTrail = (departureId: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, departureId), eq(auditEvents.action, 'departure.state')));

  it('gives the figures the change then produces, changing nothing itself, and warns when it is early', async () => {
    const departure = await makeDeparture(t.db);
    const aboard = await parcelAt('at_warehouse');
    await consolidate(departure.id, { shipment_id: aboard.id });
    const waiting = await parcelAt('at_warehouse');
    const mailsBefore = await outboxCount();

    const res = await preview(departure.id, 'departed', warehouse);
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures).toMatchObject({
      state: 'departed',
      mode: 'sea',
      moving: 1,
      skipped: 0,
      before_cut_off: true,
      before_etd: true,
    });
    expect(figures.left_behind).toBeGreaterThanOrEqual(1);
    // Nothing happened: the departure, its package, the waiting one, the mails and the trail are as they were.
    const [row] = await t.db.select().from(departures).where(eq(departures.id, departure.id));
    expect(row).toMatchObject({ state: 'loading', version: departure.version, departedAt: null });
    expect((await shipmentById(t.db, aboard.id)).status).toBe('consolidated');
    expect((await shipmentById(t.db, waiting.id)).status).toBe('at_warehouse');
    expect(await outboxCount()).toBe(mailsBefore);
    expect(await stateTrail(departure.id)).toHaveLength(0);

    const departed = (await setState(departure.id, 'departed')).json();
    expect({
      moving: departed.moved.length,
      skipped: departed.skipped.length,
      left_behind: departed.left_behind,
      customers_told: departed.customers_told,
    }).toEqual({
      moving: figures.moving,
      skipped: figures.skipped,
      left_behind: figures.left_behind,
      customers_told: figures.customers_told,
    });

    // It arrives today, weeks before its ETA: the customer of the parcel on it is told a new window.
    const arriving = (await preview(departure.id, 'arrived')).json();
    expect(arriving).toMatchObject({ moving: 1, customers_told: 1, left_behind: 0 });
    const before = await outboxCount();
    const arrived = (await setState(departure.id, 'arrived')).json();
    expect(arrived.customers_told).toBe(arriving.customers_told);
    expect((await outboxCount()) - before).toBeGreaterThanOrEqual(arriving.customers_told);
  });

  it('is refused as the change would be (409), and is for staff only', async () => {
    const departure = await makeDeparture(t.db);
    const res = await preview(departure.id, 'cleared');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEPARTURE_MESSAGES.stateNotAllowed('loading', 'cleared'));
    expect((await preview(departure.id, 'departed', customer)).statusCode).toBe(403);
    expect((await preview(departure.id, 'sunk')).statusCode).toBe(400);
  });
});
