import { HUB_CSV_COLUMNS, SEARCH_COUNT_CAP, STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { confirmBooking, makeBooking, signedIn } from '../../../test/factories.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
const LIST = '/api/v1/shipments/';
const BULK = '/api/v1/shipments/bulk/';
const SEARCH = '/api/v1/shipments/search/';
const CSV = '/api/v1/shipments/export.csv';
const DAY = 24 * 3600_000;

let admin: Caller;
let warehouse: Caller;
let customer: Caller;
let pickupAgent: Caller;
let deliveryAgent: Caller;
const b: Record<string, { id: string; code: string; shipmentId: string; tracking: string | null }> = {};

const get = (url: string, caller: Caller) => t.app.inject({ method: 'GET', url, headers: caller.headers });
const post = (url: string, caller: Caller, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: caller.headers, payload });
const codes = (res: { json(): { results: { booking_code: string }[] } }) =>
  res.json().results.map((r) => r.booking_code);

beforeAll(async () => {
  [admin, warehouse, pickupAgent, deliveryAgent] = await Promise.all([
    signedIn(t, 'ADMIN'),
    signedIn(t, 'WAREHOUSE'),
    signedIn(t, 'PICKUP'),
    signedIn(t, 'DELIVERY', { firstName: 'Yaw', lastName: 'Darko' }),
  ]);
  customer = await signedIn(t, 'CUSTOMER', {
    firstName: 'Efua',
    lastName: 'Quarshie',
    phoneE164: '+447700900555',
  });
  const make = async (
    name: string,
    status: 'PENDING' | 'CONFIRMED',
    events: { status: string }[],
    extra: { input?: object; at?: Date; pickupAgentId?: string } = {},
  ) => {
    const made = await makeBooking(t.db, customer.user, { input: extra.input, at: extra.at });
    const tracking =
      status === 'CONFIRMED'
        ? (
            await confirmBooking(t.db, made.booking.id, {
              pickupAgentId: extra.pickupAgentId,
              events,
              at: extra.at,
            })
          ).trackingNumber
        : null;
    b[name] = { id: made.booking.id, code: made.booking.bookingCode, shipmentId: made.shipment.id, tracking };
  };
  // Oldest first, so the hub's newest-first order is the reverse of this list.
  await make('old', 'CONFIRMED', [{ status: 'at_ghana_warehouse' }], {
    at: new Date(Date.now() - 40 * DAY),
    pickupAgentId: pickupAgent.user.id,
  });
  await make('consolidated', 'CONFIRMED', [{ status: 'consolidated' }], {
    at: new Date(Date.now() - 9 * DAY),
  });
  await make('arrived', 'CONFIRMED', [{ status: 'arrived_ghana' }], {
    at: new Date(Date.now() - 8 * DAY),
    input: {
      recipient_address: { line1: 'Plot 7 Nima Highway', city: 'Accra', postcode: null },
      packages: [
        { description: 'Rice bags', weight_kg: 10, pkg_type: 'BAG', qty: 2 },
        { description: 'Television', weight_kg: 12, pkg_type: 'BOX' },
      ],
    },
  });
  await make('delivered', 'CONFIRMED', [{ status: 'delivered' }], {
    at: new Date(Date.now() - 7 * DAY + 3600_000),
  });
  await make('exception', 'CONFIRMED', [{ status: 'at_warehouse' }, { status: 'exception' }], {
    at: new Date(Date.now() - 2 * DAY),
    pickupAgentId: pickupAgent.user.id,
  });
  await make('confirmed', 'CONFIRMED', [], { at: new Date(Date.now() - DAY) });
  await make('pending', 'PENDING', [], { at: new Date(Date.now() - 3600_000) });
});

describe('GET /shipments/', () => {
  it('lists every package on the move, newest first, with each item of a booking and the stats', async () => {
    const res = await get(LIST, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Pending and confirmed-but-not-collected bookings are Manage Bookings', not the hub's.
    expect(codes(res)).toEqual(
      ['exception', 'delivered', 'arrived', 'consolidated', 'old'].map((n) => b[n]!.code),
    );
    expect(body).toMatchObject({ count: 5, count_capped: false, count_cap: 1000, next: null });
    const arrived = body.results.find((r: { booking_code: string }) => r.booking_code === b.arrived!.code);
    expect(arrived.packages.map((p: { description: string }) => p.description)).toEqual([
      'Rice bags',
      'Television',
    ]);
    expect(arrived).toMatchObject({
      shipment_id: b.arrived!.shipmentId,
      age_days: 8,
      shipment_status: 'arrived_ghana',
      customer: { full_name: 'Efua Quarshie' },
      delivery_address_line: 'Plot 7 Nima Highway, Accra',
    });
    expect(body.stats).toMatchObject({
      total: { count: 5, capped: false },
      in_warehouse: { count: 1 },
      in_transit: { count: 2 },
      delivered: { count: 1 },
      exceptions: { count: 1 },
      awaiting_pickup: { count: 0 },
    });
    const exception = body.results.find(
      (r: { booking_code: string }) => r.booking_code === b.exception!.code,
    );
    expect(exception).toMatchObject({ is_exception: true, last_stage_status: 'at_warehouse' });
  });

  it('filters by status, agent, date range, proof and consolidation', async () => {
    const list = async (query: string) => codes(await get(`${LIST}?${query}`, admin));
    expect(await list('status=arrived_ghana')).toEqual([b.arrived!.code]);
    expect(await list('status=DELIVERED')).toEqual([b.delivered!.code]);
    expect(await list('agent=delivery')).toEqual([b.delivered!.code]);
    expect(await list('agent=pickup')).toEqual([b.exception!.code, b.old!.code]);
    expect(await list('agent=unassigned')).toEqual([b.arrived!.code, b.consolidated!.code]);
    expect(await list('date_range=7d')).toEqual([b.exception!.code, b.delivered!.code]);
    expect(await list('date_range=30d')).not.toContain(b.old!.code);
    expect(await list('date_range=today')).toEqual([]);
    expect(await list('proof=yes')).toEqual([b.delivered!.code]);
    expect(await list('proof=no')).not.toContain(b.delivered!.code);
    expect(await list('consolidated=yes')).toEqual([b.consolidated!.code]);
    expect(await list('consolidated=no&status=all')).toHaveLength(4);
  });

  it('searches tracking number, booking code, customer name, phone and address line, in any case', async () => {
    const search = async (term: string) =>
      codes(await get(`${LIST}?search=${encodeURIComponent(term)}`, admin));
    expect(await search(b.arrived!.tracking!.slice(3, 10))).toEqual([b.arrived!.code]);
    expect(await search(b.consolidated!.code.toLowerCase())).toEqual([b.consolidated!.code]);
    expect(await search('nima high')).toEqual([b.arrived!.code]);
    expect(await search('quarsh')).toHaveLength(5);
    expect(await search('7700900555')).toHaveLength(5);
    expect(await search('100%_')).toEqual([]);
    expect((await get(`${LIST}?search=100%25_`, admin)).json()).toMatchObject({ count: 0, next: null });
    // A name in two fields (the customer's and the sender's) is one match; its pages miss and repeat none.
    const first = (await get(`${LIST}?search=quarsh&page_size=2`, admin)).json();
    expect(first).toMatchObject({ count: 5, count_capped: false, count_cap: SEARCH_COUNT_CAP });
    const seen = first.results.map((r: { booking_code: string }) => r.booking_code);
    for (let next = first.next; next; ) {
      const page = (await get(next, admin)).json();
      seen.push(...page.results.map((r: { booking_code: string }) => r.booking_code));
      next = page.next;
    }
    expect(seen).toEqual(['exception', 'delivered', 'arrived', 'consolidated', 'old'].map((n) => b[n]!.code));
  });

  it('pages with a keyset cursor: no row twice, none missed', async () => {
    const first = await get(`${LIST}?page_size=2`, admin);
    expect(codes(first)).toEqual([b.exception!.code, b.delivered!.code]);
    const next = first.json().next as string;
    expect(next).toMatch(/^\/api\/v1\/shipments\/\?page_size=2&cursor=/);
    const second = await get(next, admin);
    expect(codes(second)).toEqual([b.arrived!.code, b.consolidated!.code]);
    const third = await get(second.json().next, admin);
    expect(codes(third)).toEqual([b.old!.code]);
    expect(third.json().next).toBeNull();
  });

  it('is for admins and warehouse staff: 403 for customers and the field agents, 401 for nobody', async () => {
    expect((await get(LIST, warehouse)).statusCode).toBe(200);
    for (const caller of [customer, pickupAgent, deliveryAgent])
      expect((await get(LIST, caller)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('answers 400 for an unknown filter value or a cursor it did not write', async () => {
    for (const query of ['status=lost', 'agent=someone', 'date_range=1y', 'proof=maybe', 'cursor=abc'])
      expect((await get(`${LIST}?${query}`, admin)).statusCode, query).toBe(400);
  });
});

describe('GET /shipments/{id}/', () => {
  it('answers the booking with its history for staff; 404 unknown, 403 others', async () => {
    const res = await get(`${LIST}${b.exception!.shipmentId}/`, warehouse);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.exception!.id, shipment_status: 'exception' });
    expect(res.json().travel_history.length).toBeGreaterThan(2);
    expect((await get(`${LIST}00000000-0000-4000-8000-000000000000/`, admin)).statusCode).toBe(404);
    expect((await get(`${LIST}${b.exception!.shipmentId}/`, customer)).statusCode).toBe(403);
  });
});

describe('POST /shipments/search/', () => {
  it('finds a booking by tracking number or booking code for staff', async () => {
    const byTracking = await post(SEARCH, warehouse, { tracking_number: b.arrived!.tracking!.toLowerCase() });
    expect(byTracking.statusCode).toBe(200);
    expect(byTracking.json().id).toBe(b.arrived!.id);
    const byCode = await post(SEARCH, admin, { tracking_number: ` ${b.pending!.code.toLowerCase()} ` });
    expect(byCode.json().id).toBe(b.pending!.id);
    const missing = await post(SEARCH, admin, { tracking_number: 'UKG0000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Package not found');
    expect((await post(SEARCH, admin, { tracking_number: '  ' })).statusCode).toBe(400);
  });

  it('reads a tracking number typed with spaces, dashes and in lower case', async () => {
    const n = b.arrived!.tracking!.toLowerCase();
    for (const typed of [
      `${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`,
      `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`,
    ]) {
      const res = await post(SEARCH, warehouse, { tracking_number: typed });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(b.arrived!.id);
    }
  });

  it('keeps a customer to their own bookings, by tracking number only', async () => {
    expect((await post(SEARCH, customer, { tracking_number: b.arrived!.tracking! })).statusCode).toBe(200);
    expect((await post(SEARCH, customer, { tracking_number: b.arrived!.code })).statusCode).toBe(400);
    expect((await post(SEARCH, pickupAgent, { tracking_number: b.arrived!.tracking! })).statusCode).toBe(404);
  });
});

describe('POST /shipments/bulk/', () => {
  it('assigns a delivery agent package by package and lists which failed and why', async () => {
    const res = await post(BULK, warehouse, {
      action: 'assign_delivery',
      shipment_ids: [
        b.arrived!.shipmentId,
        b.consolidated!.shipmentId,
        '00000000-0000-4000-8000-000000000000',
      ],
      delivery_agent_id: deliveryAgent.user.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.succeeded).toEqual([
      {
        shipment_id: b.arrived!.shipmentId,
        booking_code: b.arrived!.code,
        tracking_number: b.arrived!.tracking,
      },
    ]);
    expect(body.failed).toEqual([
      expect.objectContaining({
        shipment_id: b.consolidated!.shipmentId,
        booking_code: b.consolidated!.code,
        reason: expect.stringMatching(/cannot be assigned/),
      }),
      expect.objectContaining({ booking_code: null, reason: 'Package not found' }),
    ]);
    const after = await get(`${LIST}?agent=delivery`, admin);
    expect(codes(after)).toContain(b.arrived!.code);
    expect(
      after.json().results.find((r: { booking_code: string }) => r.booking_code === b.arrived!.code),
    ).toMatchObject({ delivery_agent: { name: 'Yaw Darko' } });
  });

  it('marks in transit only what may go in transit, and the very next stats count it', async () => {
    const stats = async () => (await get(LIST, admin)).json().stats;
    const before = await stats(); // computed now and kept until a parcel moves (memo-until-change.ts)
    expect(await stats()).toEqual(before);
    const res = await post(BULK, admin, {
      action: 'mark_in_transit',
      shipment_ids: [b.consolidated!.shipmentId, b.delivered!.shipmentId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().succeeded.map((s: { booking_code: string }) => s.booking_code)).toEqual([
      b.consolidated!.code,
    ]);
    expect(res.json().failed).toEqual([
      expect.objectContaining({ booking_code: b.delivered!.code, reason: expect.any(String) }),
    ]);
    expect(codes(await get(`${LIST}?status=in_transit`, admin))).toEqual([b.consolidated!.code]);
    const after = await stats();
    expect(after.in_warehouse.count).toBe(before.in_warehouse.count - 1);
    expect(after.in_transit.count).toBe(before.in_transit.count + 1);
  });

  it("refuses an empty selection or a missing agent with the spec's messages; 403 for others", async () => {
    const empty = await post(BULK, admin, { action: 'mark_in_transit', shipment_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.shipment_ids).toEqual([STATUS_UPDATE_MESSAGES.selectPackagesFirst]);
    const noAgent = await post(BULK, admin, { action: 'assign_delivery', shipment_ids: [b.old!.shipmentId] });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().details.delivery_agent_id).toEqual([STATUS_UPDATE_MESSAGES.selectDeliveryAgent]);
    const denied = await post(BULK, deliveryAgent, {
      action: 'mark_in_transit',
      shipment_ids: [b.old!.shipmentId],
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('GET /shipments/export.csv', () => {
  it('streams the spec columns for everything the filters match', async () => {
    const res = await get(`${CSV}?status=exception`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="packages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HUB_CSV_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'Tracking #,Booking ID,Customer,Status,Pickup Agent,Delivery Agent,Created,Last Updated',
    );
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(',');
    expect(cells.slice(0, 4)).toEqual([
      b.exception!.tracking,
      b.exception!.code,
      'Efua Quarshie',
      'Exception',
    ]);
    expect(cells[4]).not.toBe('');
    expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await get(CSV, customer)).statusCode).toBe(403);
  });

  it('writes a customer named like a formula as text', async () => {
    const sly = await signedIn(t, 'CUSTOMER', {
      firstName: '=HYPERLINK("http://x.test")',
      lastName: 'Doe, Jr',
    });
    await makeBooking(t.db, sly.user, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
      at: new Date(),
    });
    const res = await get(`${CSV}?status=picked_up`, admin);
    expect(res.body.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""http://x.test"") Doe, Jr",Picked Up,`);
  });
});
