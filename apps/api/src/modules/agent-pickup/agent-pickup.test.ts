import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AGENT_ACTION_MESSAGES } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionFields,
  actionsOf,
  deliveryJob,
  eventsOf,
  patchJob,
  pickupJob,
  shipmentById,
} from '../../../test/agent-work.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/factories.ts';
import { assignments } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let agent: Caller;
let otherAgent: Caller;
let customer: Caller;
let admin: Caller;
let jpeg: Buffer;

beforeAll(async () => {
  agent = await signedIn(t, 'PICKUP', { firstName: 'Kwame', lastName: 'Mensah' });
  otherAgent = await signedIn(t, 'PICKUP');
  customer = await signedIn(t, 'CUSTOMER', { firstName: 'Ama', lastName: 'Serwaa' });
  admin = await signedIn(t, 'ADMIN');
  jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});

const LIST = '/api/v1/agent/pickup/assignments/';
const jobUrl = (id: string) => `${LIST}${id}/`;
const jobOf = async (id: string) => (await t.db.select().from(assignments).where(eq(assignments.id, id)))[0]!;
const storedProofs = async () =>
  (await readdir(path.join(t.dataDir, 'uploads', 'proofs')).catch(() => [])).length;

describe('GET /agent/pickup/assignments/', () => {
  it('401 without a token; 403 for the other roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    for (const role of ['CUSTOMER', 'WAREHOUSE', 'DELIVERY'] as const) {
      const caller = await signedIn(t, role);
      expect((await t.app.inject({ method: 'GET', url: LIST, headers: caller.headers })).statusCode).toBe(
        403,
      );
    }
  });

  it("lists the caller's own jobs only, with the customer, phone, pickup address and window", async () => {
    const mine = await pickupJob(t.db, customer.user, agent.user.id);
    const theirs = await pickupJob(t.db, customer.user, otherAgent.user.id);
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: agent.headers });
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine.job.id);
    expect(ids).not.toContain(theirs.job.id);
    const job = res.json().results.find((r: { id: string }) => r.id === mine.job.id);
    expect(job).toMatchObject({
      kind: 'PICKUP',
      status: 'ASSIGNED',
      delivery_window_start: null,
      shipment: {
        id: mine.shipment.id,
        tracking_code: expect.stringMatching(/^UKG\d{10}$/),
        current_status: 'pickup_assigned',
        booking: {
          booking_code: mine.booking.bookingCode,
          service_level: { code: 'STANDARD', label: 'Ship' },
          packages_count: 1,
          total_weight_kg: 20,
          customer: { first_name: 'Ama', last_name: 'Serwaa', phone_e164: '+447700900123' },
          pickup_address: {
            line1: '221B Baker Street',
            line2: 'Flat 2',
            city: 'London',
            postcode: 'NW1 6XE',
          },
          recipient_address: { name: 'Akosua Owusu', city: 'Accra', region: 'Greater Accra' },
        },
      },
    });
    expect(job.pickup_window_start).toBe(mine.booking.preferredPickupStart?.toISOString() ?? null);
    expect(res.json().count).toBe(res.json().results.length);
  });

  it('carries what the customer wrote for the agent and every package with its type, weight and size', async () => {
    const notes = 'Ring bell twice. Barrel is heavy - two people please';
    const mine = await pickupJob(t.db, customer.user, agent.user.id, {
      notes,
      fragile: true,
      packages: [
        {
          description: 'Clothes',
          pkg_type: 'BOX',
          qty: 2,
          weight_kg: 12.5,
          length_cm: 60,
          width_cm: 40,
          height_cm: 40,
          declared_value: 80,
        },
        { description: 'Provisions', pkg_type: 'BARREL', qty: 1, weight_kg: 85, declared_value: 120 },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: agent.headers });
    const job = res.json().results.find((r: { id: string }) => r.id === mine.job.id);
    expect(job.shipment.booking).toMatchObject({
      notes,
      fragile: true,
      packages: [
        {
          description: 'Clothes',
          pkg_type: 'BOX',
          type_label: 'Box',
          qty: 2,
          weight_kg: 12.5,
          length_cm: 60,
          width_cm: 40,
          height_cm: 40,
        },
        { description: 'Provisions', pkg_type: 'BARREL', type_label: 'Barrel', qty: 1, weight_kg: 85 },
      ],
    });
  });

  it('marks a job whose collection window closed days ago as overdue, and one still ahead as not', async () => {
    const day = 24 * 3600_000;
    const window = (fromNow: number) => ({
      preferred_pickup_start: new Date(Date.now() + fromNow).toISOString(),
      preferred_pickup_end: new Date(Date.now() + fromNow + 4 * 3600_000).toISOString(),
    });
    const late = await pickupJob(t.db, customer.user, agent.user.id, window(-3 * day));
    const ahead = await pickupJob(t.db, customer.user, agent.user.id, window(2 * day));
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: agent.headers });
    const byId = new Map(res.json().results.map((r: { id: string; overdue: boolean }) => [r.id, r.overdue]));
    expect(byId.get(late.job.id)).toBe(true);
    expect(byId.get(ahead.job.id)).toBe(false);
  });

  it('an admin sees every agent’s pickup jobs', async () => {
    const theirs = await pickupJob(t.db, customer.user, otherAgent.user.id);
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: admin.headers });
    expect(res.json().results.map((r: { id: string }) => r.id)).toContain(theirs.job.id);
  });
});

describe('PATCH /agent/pickup/assignments/{id}/', () => {
  it("404 for another agent's job and for a delivery job; nothing changes", async () => {
    const theirs = await pickupJob(t.db, customer.user, otherAgent.user.id);
    const res = await patchJob(t, jobUrl(theirs.job.id), agent.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(),
    });
    expect(res.statusCode).toBe(404);
    expect((await jobOf(theirs.job.id)).status).toBe('ASSIGNED');
    const driver = await signedIn(t, 'DELIVERY');
    const delivery = await deliveryJob(t.db, customer.user, driver.user.id);
    const wrongKind = await patchJob(t, jobUrl(delivery.job.id), agent.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(),
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(await actionsOf(t.db, agent.user.id)).toHaveLength(0);
  });

  it('start, then complete with a photo: the shipment is picked up with the agent, the phone’s time and place', async () => {
    const { job, shipment } = await pickupJob(t.db, customer.user, agent.user.id);
    const before = (await eventsOf(t.db, shipment.id)).length;
    const startedAt = new Date(Date.now() - 40 * 60_000);
    const started = await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(startedAt),
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'IN_PROGRESS',
      started_at: startedAt.toISOString(),
      shipment: { current_status: 'pickup_assigned' },
    });
    // Starting moves no goods: no travel event.
    expect(await eventsOf(t.db, shipment.id)).toHaveLength(before);

    const collectedAt = new Date(Date.now() - 10 * 60_000);
    const stored = await storedProofs();
    const done = await patchJob(
      t,
      jobUrl(job.id),
      agent.headers,
      {
        status: 'COMPLETED',
        notes: 'Two boxes, taped',
        location: 'London NW1',
        ...actionFields(collectedAt),
      },
      { proof_photo: { filename: 'parcel.jpg', contentType: 'image/jpeg', data: jpeg } },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'COMPLETED',
      completed_at: collectedAt.toISOString(),
      shipment: { current_status: 'picked_up' },
    });
    expect(await storedProofs()).toBe(stored + 1);
    const events = await eventsOf(t.db, shipment.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      status: 'picked_up',
      agentId: agent.user.id,
      actorRole: 'PICKUP',
      location: 'London NW1',
      notes: 'Two boxes, taped',
      createdAt: collectedAt,
    });
    expect(events.at(-1)!.photoKey).toMatch(/^proofs\//);
    expect((await shipmentById(t.db, shipment.id)).pickupAgentId).toBe(agent.user.id);

    // The public tracker shows the step at the time it happened on the phone, the town only, and not the
    // agent's note (nobody marked it for the customer).
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shipments/track/${shipment.trackingNumber}/`,
    });
    expect(tracked.json().travel_history.at(-1)).toMatchObject({
      status: 'picked_up',
      timestamp: collectedAt.toISOString(),
      location: 'London',
      notes: null,
    });
  });

  it('a note marked for the customer (public_note) shows on the public tracker', async () => {
    const { job, shipment } = await pickupJob(t.db, customer.user, agent.user.id);
    await patchJob(t, jobUrl(job.id), agent.headers, { status: 'IN_PROGRESS', ...actionFields() });
    await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'COMPLETED',
      notes: 'Collected, thank you',
      public_note: 'true',
      ...actionFields(),
    });
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shipments/track/${shipment.trackingNumber}/`,
    });
    expect(tracked.json().travel_history.at(-1)).toMatchObject({
      status: 'picked_up',
      notes: 'Collected, thank you',
    });
  });

  it('without a place the pickup records the sender’s town (never the address)', async () => {
    const { job, shipment } = await pickupJob(t.db, customer.user, agent.user.id);
    await patchJob(t, jobUrl(job.id), agent.headers, { status: 'IN_PROGRESS', ...actionFields() });
    await patchJob(t, jobUrl(job.id), agent.headers, { status: 'COMPLETED', ...actionFields() });
    expect((await eventsOf(t.db, shipment.id)).at(-1)).toMatchObject({
      status: 'picked_up',
      location: 'London',
    });
  });

  it('refuses a step the job cannot take (409, the rule’s message)', async () => {
    const { job } = await pickupJob(t.db, customer.user, agent.user.id);
    const res = await patchJob(t, jobUrl(job.id), agent.headers, { status: 'COMPLETED', ...actionFields() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A job moves only from Assigned to In Progress to Completed',
      detail: 'A job moves only from Assigned to In Progress to Completed',
      code: 'conflict',
    });
    expect((await jobOf(job.id)).status).toBe('ASSIGNED');
    // A refused action leaves no record: the same id may be sent again once the cause is fixed.
    const ids = (await actionsOf(t.db, agent.user.id)).map((a) => a.targetId);
    expect(ids).not.toContain(job.id);
  });

  it('reads the photo by its content: text named .jpg is refused (415) and nothing moves', async () => {
    const { job, shipment } = await pickupJob(t.db, customer.user, agent.user.id);
    await patchJob(t, jobUrl(job.id), agent.headers, { status: 'IN_PROGRESS', ...actionFields() });
    const stored = await storedProofs();
    const res = await patchJob(
      t,
      jobUrl(job.id),
      agent.headers,
      { status: 'COMPLETED', ...actionFields() },
      { proof_photo: { filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from('hello') } },
    );
    expect(res.statusCode).toBe(415);
    expect(await storedProofs()).toBe(stored);
    expect((await shipmentById(t.db, shipment.id)).status).toBe('pickup_assigned');
  });

  it('the same client id twice is applied once; the same id with another request is 409', async () => {
    const { job, shipment } = await pickupJob(t.db, customer.user, agent.user.id);
    await patchJob(t, jobUrl(job.id), agent.headers, { status: 'IN_PROGRESS', ...actionFields() });
    const complete = { status: 'COMPLETED', ...actionFields(new Date(Date.now() - 60_000)) };
    const first = await patchJob(t, jobUrl(job.id), agent.headers, complete);
    const again = await patchJob(t, jobUrl(job.id), agent.headers, complete);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const pickedUp = (await eventsOf(t.db, shipment.id)).filter((e) => e.status === 'picked_up');
    expect(pickedUp).toHaveLength(1);
    const rows = (await actionsOf(t.db, agent.user.id)).filter(
      (a) => a.clientActionId === complete.client_action_id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.occurredAt.toISOString()).toBe(complete.occurred_at);

    const reused = await patchJob(t, jobUrl(job.id), agent.headers, {
      ...complete,
      notes: 'Something else',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(AGENT_ACTION_MESSAGES.actionIdReused);
  });

  it('two copies of one action sent at once are applied once', async () => {
    const { job, shipment } = await pickupJob(t.db, customer.user, agent.user.id);
    await patchJob(t, jobUrl(job.id), agent.headers, { status: 'IN_PROGRESS', ...actionFields() });
    const complete = { status: 'COMPLETED', ...actionFields() };
    const results = await Promise.all([
      patchJob(t, jobUrl(job.id), agent.headers, complete),
      patchJob(t, jobUrl(job.id), agent.headers, complete),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await eventsOf(t.db, shipment.id)).filter((e) => e.status === 'picked_up')).toHaveLength(1);
  });

  it.each([
    ['6 minutes ahead of the server', 6 * 60_000, AGENT_ACTION_MESSAGES.occurredInFuture],
    ['more than 7 days ago', -(7 * 24 * 60 + 1) * 60_000, AGENT_ACTION_MESSAGES.occurredTooLongAgo],
  ])('400 when occurred_at is %s', async (_label, offset, message) => {
    const { job } = await pickupJob(t.db, customer.user, agent.user.id);
    const res = await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(new Date(Date.now() + offset)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.occurred_at).toEqual([message]);
    expect((await jobOf(job.id)).status).toBe('ASSIGNED');
  });

  it('accepts a phone clock up to 5 minutes ahead, and an action 6 days old', async () => {
    const { job } = await pickupJob(t.db, customer.user, agent.user.id);
    const ahead = await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(new Date(Date.now() + 4 * 60_000)),
    });
    expect(ahead.statusCode).toBe(200);
    const other = await pickupJob(t.db, customer.user, agent.user.id);
    const old = await patchJob(t, jobUrl(other.job.id), agent.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(new Date(Date.now() - 6 * 24 * 3600_000)),
    });
    expect(old.statusCode).toBe(200);
  });

  it.each([
    [
      'a client id that is not a UUID',
      { status: 'IN_PROGRESS', client_action_id: 'abc', occurred_at: new Date().toISOString() },
      'client_action_id',
    ],
    [
      'a time without a zone',
      { status: 'IN_PROGRESS', client_action_id: crypto.randomUUID(), occurred_at: 'yesterday' },
      'occurred_at',
    ],
    [
      'a status a job cannot be set to',
      { status: 'ASSIGNED', client_action_id: crypto.randomUUID(), occurred_at: new Date().toISOString() },
      'status',
    ],
  ])('400 for %s', async (_label, body, field) => {
    const { job } = await pickupJob(t.db, customer.user, agent.user.id);
    const res = await patchJob(t, jobUrl(job.id), agent.headers, body as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toContain(field);
  });

  it("accepts the spec's body {status, notes}: the server's time is recorded, no action row is kept", async () => {
    const { job, shipment } = await pickupJob(t.db, customer.user, agent.user.id);
    const actionsBefore = (await actionsOf(t.db, agent.user.id)).length;
    const before = Date.now();
    const started = await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'IN_PROGRESS',
      notes: 'On my way',
    });
    expect(started.statusCode).toBe(200);
    const done = await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'COMPLETED',
      notes: 'Collected',
    });
    expect(done.statusCode).toBe(200);
    expect((await jobOf(job.id)).status).toBe('COMPLETED');
    const pickedUp = (await eventsOf(t.db, shipment.id)).find((e) => e.status === 'picked_up')!;
    expect(pickedUp.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await actionsOf(t.db, agent.user.id)).toHaveLength(actionsBefore);
  });

  it('a time sent without a client id is still checked (400 when it is ahead of the server)', async () => {
    const { job } = await pickupJob(t.db, customer.user, agent.user.id);
    const res = await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'IN_PROGRESS',
      occurred_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.occurred_at).toEqual([AGENT_ACTION_MESSAGES.occurredInFuture]);
  });

  it("another agent's job is 404 even with an invalid body, never 400", async () => {
    const theirs = await pickupJob(t.db, customer.user, otherAgent.user.id);
    const res = await patchJob(t, jobUrl(theirs.job.id), agent.headers, {
      status: 'FLYING',
      occurred_at: 'x',
    });
    expect(res.statusCode).toBe(404);
  });

  it('403 for a warehouse agent; an admin may step any pickup job', async () => {
    const { job } = await pickupJob(t.db, customer.user, agent.user.id);
    const warehouse = await signedIn(t, 'WAREHOUSE');
    const refused = await patchJob(t, jobUrl(job.id), warehouse.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(),
    });
    expect(refused.statusCode).toBe(403);
    const res = await patchJob(t, jobUrl(job.id), admin.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('IN_PROGRESS');
  });
});

describe('GET /agent/pickup/packages/', () => {
  it('lists what this agent collected and where it is now', async () => {
    const { job, shipment, booking } = await pickupJob(t.db, customer.user, agent.user.id);
    await patchJob(t, jobUrl(job.id), agent.headers, { status: 'IN_PROGRESS', ...actionFields() });
    const at = new Date(Date.now() - 5 * 60_000);
    await patchJob(t, jobUrl(job.id), agent.headers, {
      status: 'COMPLETED',
      location: 'Camden, London',
      ...actionFields(at),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agent/pickup/packages/',
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual({
      id: shipment.id,
      tracking_code: shipment.trackingNumber,
      booking_code: booking.bookingCode,
      current_status: 'picked_up',
      collected_at: at.toISOString(),
      location: 'Camden, London',
      customer: { first_name: 'Ama', last_name: 'Serwaa' },
      recipient_address: { city: 'Accra', region: 'Greater Accra' },
      service_level: { code: 'STANDARD', label: 'Ship' },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agent/pickup/packages/',
      headers: otherAgent.headers,
    });
    expect(other.json().results.map((r: { id: string }) => r.id)).not.toContain(shipment.id);
  });
});
