import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { formatDeliveryWindow, illegalMoveMessage, type ShipmentStatus } from '@ukgh/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, makeUser, signedIn } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { auditEvents, notificationOutbox, shipments, travelEvents } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let admin: Caller;
let customer: Caller;
let warehouse: Caller;
let pickup: Caller;
let driver: Caller;
let deliveryAgentId: string;
let png: Buffer;

beforeAll(async () => {
  admin = await signedIn(t, 'ADMIN');
  customer = await signedIn(t, 'CUSTOMER');
  warehouse = await signedIn(t, 'WAREHOUSE');
  pickup = await signedIn(t, 'PICKUP');
  driver = await signedIn(t, 'DELIVERY');
  deliveryAgentId = (await makeUser(t.db, { role: 'DELIVERY', firstName: 'Yaw', lastName: 'Asante' })).id;
  png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer();
});

/** A confirmed booking of the customer, its goods at `status` (walked there by the factories). */
const bookingAt = async (status: ShipmentStatus | 'confirmed') => {
  const { booking } = await makeBooking(t.db, customer.user, {
    status: 'CONFIRMED',
    events: status === 'confirmed' ? [] : [{ status }],
  });
  return booking.id;
};

const shipmentOf = async (bookingId: string) =>
  (await t.db.select().from(shipments).where(eq(shipments.bookingId, bookingId)))[0]!;
const eventsOf = async (bookingId: string) =>
  t.db
    .select()
    .from(travelEvents)
    .where(eq(travelEvents.shipmentId, (await shipmentOf(bookingId)).id))
    .orderBy(asc(travelEvents.createdAt));
const storedProofs = async () =>
  (await readdir(path.join(t.dataDir, 'uploads', 'proofs')).catch(() => [])).length;

const updateUrl = (id: string) => `/api/v1/admin/bookings/${id}/update-status/`;
const update = (id: string, parts: Parameters<typeof multipart>[0], headers = admin.headers) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: updateUrl(id),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('POST /admin/bookings/{id}/update-status/', () => {
  it('401 without a token; 403 for every role but admin', async () => {
    const id = await bookingAt('picked_up');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: updateUrl(id),
      payload: { status: 'at_warehouse' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [customer, warehouse, pickup, driver]) {
      expect((await update(id, { status: 'at_warehouse' }, caller.headers)).statusCode).toBe(403);
    }
    expect((await shipmentOf(id)).status).toBe('picked_up');
  });

  it('400 without a status or with one the dialog does not offer; 404 for an unknown booking', async () => {
    const id = await bookingAt('picked_up');
    expect((await update(id, { location: 'London' })).statusCode).toBe(400);
    const pending = await update(id, { status: 'pending' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe("Unknown status 'pending'");
    const unknown = await update('00000000-0000-4000-8000-000000000000', { status: 'at_warehouse' });
    expect(unknown.statusCode).toBe(404);
  });

  it.each<[ShipmentStatus | 'confirmed', string, Record<string, string>]>([
    ['confirmed', 'picked_up', {}],
    ['picked_up', 'at_warehouse', {}],
    ['at_warehouse', 'consolidated', {}],
    ['consolidated', 'in_transit', {}],
    ['in_transit', 'arrived_ghana', {}],
    ['arrived_ghana', 'at_ghana_warehouse', {}],
    ['in_transit', 'exception', { notes: 'Held at customs' }],
  ])('from %s to %s: one travel event saying who and where', async (from, to, extra) => {
    const id = await bookingAt(from);
    const before = (await eventsOf(id)).length;
    const res = await update(id, { status: to, location: 'Tema Port', ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ status: to, location: 'Tema Port' });
    const events = await eventsOf(id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      status: to,
      location: 'Tema Port',
      actorId: admin.user.id,
      actorRole: 'ADMIN',
    });
    expect((await shipmentOf(id)).status).toBe(to);
  });

  it('reads the domain synonyms (at_gh_warehouse, any case) and stores the canonical status', async () => {
    const id = await bookingAt('arrived_ghana');
    expect((await update(id, { status: 'AT_GH_WAREHOUSE' })).statusCode).toBe(200);
    expect((await shipmentOf(id)).status).toBe('at_ghana_warehouse');
  });

  it('refuses a move outside the route with the rule message (409); an explicit correction with a reason makes it', async () => {
    const id = await bookingAt('confirmed');
    const refused = await update(id, { status: 'in_transit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(illegalMoveMessage('package', 'Confirmed', 'In Transit'));
    const noReason = await update(id, { status: 'in_transit', correction: 'true' });
    expect(noReason.statusCode).toBe(400);
    const corrected = await update(id, {
      status: 'in_transit',
      correction: 'true',
      reason: 'Collected by the carrier directly',
    });
    expect(corrected.statusCode).toBe(200);
    expect((await eventsOf(id)).at(-1)!.notes).toBe(
      'Status corrected by an admin: Collected by the carrier directly',
    );
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.bookingId, id), eq(auditEvents.action, 'correction')));
    expect(audit?.actorId).toBe(admin.user.id);
  });

  it('an exception needs its reason in the notes', async () => {
    const id = await bookingAt('in_transit');
    const res = await update(id, { status: 'exception' });
    expect(res.statusCode).toBe(400);
    expect((await shipmentOf(id)).status).toBe('in_transit');
  });

  it('out for delivery needs a delivery agent', async () => {
    const id = await bookingAt('at_ghana_warehouse');
    const res = await update(id, { status: 'out_for_delivery' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a delivery agent for out for delivery status');
    const notAnAgent = await update(id, { status: 'out_for_delivery', delivery_agent_id: pickup.user.id });
    expect(notAnAgent.statusCode).toBe(400);
    expect((await shipmentOf(id)).status).toBe('at_ghana_warehouse');
  });

  it('out for delivery with an agent: the agent is on the event and the shipment; customer and recipient are mailed', async () => {
    const id = await bookingAt('at_ghana_warehouse');
    const res = await update(id, { status: 'out_for_delivery', delivery_agent_id: deliveryAgentId });
    expect(res.statusCode).toBe(200);
    expect(res.json().event.agent.id).toBe(deliveryAgentId);
    expect((await shipmentOf(id)).deliveryAgentId).toBe(deliveryAgentId);
    const mails = await t.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload}->>'booking_id' = ${id}`);
    const sent = mails.filter((m) => m.kind === 'package_out_for_delivery').map((m) => m.toAddress);
    expect(sent.sort()).toEqual([customer.user.email, 'akosua.recipient@example.com'].sort());
    // Both carry the delivery window (issue 15): today.
    const today = new Date().toISOString().slice(0, 10);
    for (const mail of mails.filter((m) => m.kind === 'package_out_for_delivery')) {
      expect((mail.payload as { delivery_window: unknown }).delivery_window).toEqual({
        text: formatDeliveryWindow(today, today),
        depends_on: 'out for delivery',
      });
    }
  });

  it('delivered needs a photo or a signature', async () => {
    const id = await bookingAt('out_for_delivery');
    const res = await update(id, { status: 'delivered' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please capture or upload proof');
    expect((await shipmentOf(id)).status).toBe('out_for_delivery');
  });

  it('reads the proof by its content: a text file named .png is refused (415) and nothing is stored', async () => {
    const id = await bookingAt('out_for_delivery');
    const stored = await storedProofs();
    const res = await update(id, {
      status: 'delivered',
      proof_photo: { filename: 'proof.png', contentType: 'image/png', data: Buffer.from('not an image') },
    });
    expect(res.statusCode).toBe(415);
    expect(await storedProofs()).toBe(stored);
    expect((await shipmentOf(id)).status).toBe('out_for_delivery');
  });

  it('delivered with a signature PNG: stored re-encoded, on the event, customer and recipient mailed', async () => {
    const id = await bookingAt('out_for_delivery');
    const stored = await storedProofs();
    const res = await update(id, {
      status: 'delivered',
      notes: 'Handed to the recipient',
      proof_signature: { filename: 'signature.png', contentType: 'image/png', data: png },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event.signature_url).toMatch(/^\/api\/v1\/files\//);
    expect(await storedProofs()).toBe(stored + 1);
    const event = (await eventsOf(id)).at(-1)!;
    expect(event).toMatchObject({ status: 'delivered', actorId: admin.user.id, photoKey: null });
    expect(event.signatureKey).toMatch(/^proofs\/[0-9a-f-]{36}\.webp$/);
    const mails = await t.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload}->>'booking_id' = ${id}`);
    const sent = mails.filter((m) => m.kind === 'package_delivered').map((m) => m.toAddress);
    expect(sent.sort()).toEqual([customer.user.email, 'akosua.recipient@example.com'].sort());
  });

  it('a refused move removes the proof it stored', async () => {
    const id = await bookingAt('at_ghana_warehouse');
    const stored = await storedProofs();
    const res = await update(id, {
      status: 'delivered',
      proof_photo: { filename: 'door.png', contentType: 'image/png', data: png },
    });
    expect(res.statusCode).toBe(409);
    expect(await storedProofs()).toBe(stored);
  });

  it('takes a JSON body too', async () => {
    const id = await bookingAt('picked_up');
    const res = await t.app.inject({
      method: 'POST',
      url: updateUrl(id),
      headers: admin.headers,
      payload: { status: 'at_warehouse', location: 'London, UK' },
    });
    expect(res.statusCode).toBe(200);
    expect((await shipmentOf(id)).status).toBe('at_warehouse');
  });
});

describe('POST /bookings/{id}/travel-history/create/', () => {
  const entryUrl = (id: string) => `/api/v1/bookings/${id}/travel-history/create/`;
  const add = (id: string, payload: Record<string, unknown>, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: entryUrl(id), headers, payload });

  it('401 without a token; 403 for a customer', async () => {
    const id = await bookingAt('at_warehouse');
    expect(
      (await t.app.inject({ method: 'POST', url: entryUrl(id), payload: { kind: 'note', notes: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await add(id, { kind: 'note', notes: 'x' }, customer.headers)).statusCode).toBe(403);
  });

  it('a note: an event at the same status, the version moves, an audit entry', async () => {
    const id = await bookingAt('at_warehouse');
    const before = await shipmentOf(id);
    const res = await add(id, { kind: 'note', notes: 'Box re-taped' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'at_warehouse', notes: 'Box re-taped' });
    const after = await shipmentOf(id);
    expect(after.status).toBe('at_warehouse');
    expect(after.version).toBe(before.version + 1);
    expect((await eventsOf(id)).at(-1)).toMatchObject({ actorId: admin.user.id, notes: 'Box re-taped' });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.bookingId, id), eq(auditEvents.action, 'travel-note')));
    expect(audit?.actorId).toBe(admin.user.id);
  });

  it('a location by the warehouse agent holding the goods becomes the current location', async () => {
    const id = await bookingAt('at_warehouse');
    const res = await add(id, { kind: 'location', location: 'Bay 4, London hub' }, warehouse.headers);
    expect(res.statusCode).toBe(201);
    expect((await shipmentOf(id)).currentLocation).toBe('Bay 4, London hub');
    expect((await eventsOf(id)).at(-1)).toMatchObject({ actorRole: 'WAREHOUSE', agentId: warehouse.user.id });
  });

  it('403 for an agent not holding the goods; 400 for an empty note or location', async () => {
    const id = await bookingAt('in_transit');
    const res = await add(id, { kind: 'note', notes: 'On the ship' }, warehouse.headers);
    expect(res.statusCode).toBe(403);
    expect((await add(id, { kind: 'note' })).statusCode).toBe(400);
    expect((await add(id, { kind: 'location', location: ' ' })).statusCode).toBe(400);
    expect((await add(id, { kind: 'teleport' })).statusCode).toBe(400);
  });

  it('an exception moves the goods with its reason; without a reason it is refused', async () => {
    const id = await bookingAt('at_warehouse');
    expect((await add(id, { kind: 'exception' }, warehouse.headers)).statusCode).toBe(400);
    const res = await add(id, { kind: 'exception', notes: 'Box crushed' }, warehouse.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'exception', code: 'exception', notes: 'Box crushed' });
    expect((await shipmentOf(id)).status).toBe('exception');
  });
});

describe('PUT /bookings/{id}/ (staff correction)', () => {
  const put = (id: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/bookings/${id}/`, headers, payload });
  // The factory's booking with a new delivery address and weight: what a staff correction changes.
  const payload = (overrides: Record<string, unknown> = {}) => ({
    ...bookingPayload({
      recipient_address: { line1: '20 Ring Road', line2: '', city: 'Accra', postcode: 'GA-183-8164' },
      packages: [{ description: 'Clothes and shoes', weight_kg: 30, pkg_type: 'BOX', declared_value: 150 }],
    }),
    ...overrides,
  });

  it('an admin corrects a confirmed booking: price recomputed, audited with the changed fields', async () => {
    const id = await bookingAt('picked_up');
    const before = (await t.app.inject({ url: `/api/v1/bookings/${id}/`, headers: admin.headers })).json();
    const res = await put(id, payload(), admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().recipient_address.line1).toBe('20 Ring Road');
    expect(res.json().price_quote_gbp).toBeGreaterThan(before.price_quote_gbp);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'booking-correction')));
    expect(audit?.actorId).toBe(admin.user.id);
    expect(audit?.after).toMatchObject({ recipientLine1: '20 Ring Road' });
    expect(audit?.before).toMatchObject({ recipientLine1: '14 Oxford Street' });
  });

  it('403 for the agents; the customer still corrects a pending booking but not a confirmed one', async () => {
    const id = await bookingAt('picked_up');
    for (const caller of [warehouse, pickup, driver])
      expect((await put(id, payload(), caller.headers)).statusCode).toBe(403);
    expect((await put(id, payload(), customer.headers)).statusCode).toBe(409);
    const { booking } = await makeBooking(t.db, customer.user);
    expect((await put(booking.id, payload(), customer.headers)).statusCode).toBe(200);
  });

  it('an admin cannot correct a cancelled booking (409)', async () => {
    const { booking } = await makeBooking(t.db, customer.user, { status: 'CANCELLED' });
    expect((await put(booking.id, payload(), admin.headers)).statusCode).toBe(409);
  });
});
