import { illegalMoveMessage, STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionFields,
  actionsOf,
  deliveryJob,
  eventsOf,
  patchJob,
  shipmentById,
} from '../../../test/agent-work.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/factories.ts';
import { notificationOutbox } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let driver: Caller;
let otherDriver: Caller;
let customer: Caller;
let png: Buffer;

beforeAll(async () => {
  driver = await signedIn(t, 'DELIVERY', { firstName: 'Yaw', lastName: 'Asante' });
  otherDriver = await signedIn(t, 'DELIVERY');
  customer = await signedIn(t, 'CUSTOMER');
  png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer();
});

const LIST = '/api/v1/agent/delivery/assignments/';
const jobUrl = (id: string) => `${LIST}${id}/`;
const signature = () => ({
  proof_signature: { filename: 'signature.png', contentType: 'image/png', data: png },
});
const mailsOf = async (bookingId: string, kind: string) =>
  (
    await t.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload}->>'booking_id' = ${bookingId}`)
  ).filter((m) => m.kind === kind);

/** A delivery job of `driver`, started 3 hours ago (the parcel is out for delivery). */
const startedJob = async () => {
  const made = await deliveryJob(t.db, customer.user, driver.user.id);
  const res = await patchJob(t, jobUrl(made.job.id), driver.headers, {
    status: 'IN_PROGRESS',
    ...actionFields(new Date(Date.now() - 3 * 3600_000)),
  });
  expect(res.statusCode).toBe(200);
  return made;
};

describe('GET /agent/delivery/assignments/', () => {
  it('403 for the other roles', async () => {
    for (const role of ['CUSTOMER', 'PICKUP', 'WAREHOUSE'] as const) {
      const caller = await signedIn(t, role);
      const res = await t.app.inject({ method: 'GET', url: LIST, headers: caller.headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists my jobs only, with the recipient, phone, Ghana address and region', async () => {
    const mine = await deliveryJob(t.db, customer.user, driver.user.id);
    const theirs = await deliveryJob(t.db, customer.user, otherDriver.user.id);
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: driver.headers });
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine.job.id);
    expect(ids).not.toContain(theirs.job.id);
    expect(res.json().results.find((r: { id: string }) => r.id === mine.job.id)).toMatchObject({
      kind: 'DELIVERY',
      status: 'ASSIGNED',
      pickup_window_start: null,
      shipment: {
        current_status: 'at_ghana_warehouse',
        booking: {
          recipient_address: {
            name: 'Akosua Owusu',
            phone: '+233241234567',
            line1: '14 Oxford Street',
            line2: 'Osu',
            city: 'Accra',
            region: 'Greater Accra',
          },
        },
      },
    });
  });
});

describe('GET /agent/delivery/assignments/: the whole address and the proof asked for', () => {
  it('carries the digital address and the proof the customer chose', async () => {
    const { job } = await deliveryJob(t.db, customer.user, driver.user.id, 'at_ghana_warehouse', {
      proof_mode: 'SIGNATURE',
      recipient_address: {
        line1: '7 Prempeh II Street',
        line2: 'Adum',
        city: 'Kumasi',
        postcode: 'AK-039-5028',
      },
      gh_region_code: 'AR',
    });
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: driver.headers });
    const found = res.json().results.find((r: { id: string }) => r.id === job.id);
    expect(found.shipment.booking.proof_mode).toBe('SIGNATURE');
    expect(found.shipment.booking.recipient_address).toMatchObject({
      line1: '7 Prempeh II Street',
      line2: 'Adum',
      city: 'Kumasi',
      region: 'Ashanti',
      postcode: 'AK-039-5028',
    });
  });
});

describe('delivery_address (spec 001 §3)', () => {
  it('each delivery job carries delivery_address, the same as recipient_address', async () => {
    const mine = await deliveryJob(t.db, customer.user, driver.user.id);
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: driver.headers });
    const job = res.json().results.find((r: { id: string }) => r.id === mine.job.id);
    expect(job.shipment.booking.delivery_address).toEqual(job.shipment.booking.recipient_address);
    expect(job.shipment.booking.delivery_address.city).toEqual(expect.any(String));
  });
});

describe('PATCH /agent/delivery/assignments/{id}/', () => {
  it("404 for another agent's job", async () => {
    const theirs = await deliveryJob(t.db, customer.user, otherDriver.user.id);
    const res = await patchJob(t, jobUrl(theirs.job.id), driver.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(),
    });
    expect(res.statusCode).toBe(404);
    expect((await shipmentById(t.db, theirs.shipment.id)).status).toBe('at_ghana_warehouse');
  });

  it("another agent's job is 404 even with an invalid body, never 400", async () => {
    const theirs = await deliveryJob(t.db, customer.user, otherDriver.user.id);
    const res = await patchJob(t, jobUrl(theirs.job.id), driver.headers, { status: 'nope' });
    expect(res.statusCode).toBe(404);
  });

  it("accepts the spec's body {status, notes} without a client id or time", async () => {
    const { job, shipment } = await deliveryJob(t.db, customer.user, driver.user.id);
    const res = await patchJob(t, jobUrl(job.id), driver.headers, {
      status: 'IN_PROGRESS',
      notes: 'Leaving now',
    });
    expect(res.statusCode).toBe(200);
    expect((await shipmentById(t.db, shipment.id)).status).toBe('out_for_delivery');
  });

  it('starting puts the parcel out for delivery with me as its agent; the customer is mailed', async () => {
    const { job, shipment, booking } = await deliveryJob(t.db, customer.user, driver.user.id);
    const at = new Date(Date.now() - 15 * 60_000);
    const res = await patchJob(t, jobUrl(job.id), driver.headers, {
      status: 'IN_PROGRESS',
      location: 'Accra',
      ...actionFields(at),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'IN_PROGRESS',
      shipment: { current_status: 'out_for_delivery' },
    });
    expect((await eventsOf(t.db, shipment.id)).at(-1)).toMatchObject({
      status: 'out_for_delivery',
      agentId: driver.user.id,
      actorRole: 'DELIVERY',
      location: 'Accra',
      createdAt: at,
    });
    expect((await shipmentById(t.db, shipment.id)).deliveryAgentId).toBe(driver.user.id);
    const mails = await mailsOf(booking.id, 'package_out_for_delivery');
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [customer.user.email, 'akosua.recipient@example.com'].sort(),
    );
  });

  it('a start before the parcel is at the Ghana warehouse is refused with the rule’s message (409)', async () => {
    const { job, shipment } = await deliveryJob(t.db, customer.user, driver.user.id, 'arrived_ghana');
    const res = await patchJob(t, jobUrl(job.id), driver.headers, {
      status: 'IN_PROGRESS',
      ...actionFields(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(illegalMoveMessage('package', 'Arrived in Ghana', 'Out for Delivery'));
    expect((await shipmentById(t.db, shipment.id)).status).toBe('arrived_ghana');
  });

  it.each([
    ['JSON', false],
    ['multipart without a file', true],
  ])('completing without proof (%s) is 400 "Please capture or upload proof"', async (_label, asMultipart) => {
    const { job, shipment } = await startedJob();
    const fields = { status: 'COMPLETED', ...actionFields() };
    const res = asMultipart
      ? await patchJob(t, jobUrl(job.id), driver.headers, fields, {
          other: { filename: 'x.txt', contentType: 'text/plain', data: Buffer.from('x') },
        })
      : await patchJob(t, jobUrl(job.id), driver.headers, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STATUS_UPDATE_MESSAGES.proofRequired);
    expect((await shipmentById(t.db, shipment.id)).status).toBe('out_for_delivery');
  });

  it('completing with a signature: delivered at the phone’s time, proof on the event, customer mailed', async () => {
    const { job, shipment, booking } = await startedJob();
    const at = new Date(Date.now() - 2 * 60_000);
    const res = await patchJob(
      t,
      jobUrl(job.id),
      driver.headers,
      { status: 'COMPLETED', notes: 'Handed to Akosua', ...actionFields(at) },
      signature(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'COMPLETED',
      completed_at: at.toISOString(),
      shipment: { current_status: 'delivered' },
    });
    const event = (await eventsOf(t.db, shipment.id)).at(-1)!;
    expect(event).toMatchObject({
      status: 'delivered',
      agentId: driver.user.id,
      notes: 'Handed to Akosua',
      location: 'Accra',
      createdAt: at,
      photoKey: null,
    });
    expect(event.signatureKey).toMatch(/^proofs\/.+\.webp$/);
    expect((await shipmentById(t.db, shipment.id)).deliveredAt).toEqual(at);
    expect(await mailsOf(booking.id, 'package_delivered')).toHaveLength(2);
  });

  it('a signature that is not an image is refused by its content (415)', async () => {
    const { job, shipment } = await startedJob();
    const res = await patchJob(
      t,
      jobUrl(job.id),
      driver.headers,
      { status: 'COMPLETED', ...actionFields() },
      { proof_signature: { filename: 's.png', contentType: 'image/png', data: Buffer.from('<svg/>') } },
    );
    expect(res.statusCode).toBe(415);
    expect((await shipmentById(t.db, shipment.id)).status).toBe('out_for_delivery');
  });

  it('a delivery sent again after a lost answer is applied once, at the time it happened', async () => {
    const { job, shipment, booking } = await startedJob();
    // Done at the door while offline, sent an hour later, then retried.
    const doneAt = new Date(Date.now() - 3600_000);
    const fields = { status: 'COMPLETED', ...actionFields(doneAt) };
    const first = await patchJob(t, jobUrl(job.id), driver.headers, fields, signature());
    const retry = await patchJob(t, jobUrl(job.id), driver.headers, fields, signature());
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    const delivered = (await eventsOf(t.db, shipment.id)).filter((e) => e.status === 'delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.createdAt).toEqual(doneAt);
    expect(await mailsOf(booking.id, 'package_delivered')).toHaveLength(2);
    expect(
      (await actionsOf(t.db, driver.user.id)).filter((a) => a.clientActionId === fields.client_action_id),
    ).toHaveLength(1);
  });

  it('a completed job cannot be completed again under a new id (409)', async () => {
    const { job } = await startedJob();
    await patchJob(
      t,
      jobUrl(job.id),
      driver.headers,
      { status: 'COMPLETED', ...actionFields() },
      signature(),
    );
    const again = await patchJob(
      t,
      jobUrl(job.id),
      driver.headers,
      { status: 'COMPLETED', ...actionFields() },
      signature(),
    );
    expect(again.statusCode).toBe(409);
  });

  it('a phone clock behind the history: the event goes just after the last one, the action keeps the phone’s time', async () => {
    const { job, shipment } = await startedJob();
    const started = (await eventsOf(t.db, shipment.id)).at(-1)!;
    const phoneTime = new Date(started.createdAt.getTime() - 10 * 60_000);
    const fields = { status: 'COMPLETED', ...actionFields(phoneTime) };
    const res = await patchJob(t, jobUrl(job.id), driver.headers, fields, signature());
    expect(res.statusCode).toBe(200);
    const events = await eventsOf(t.db, shipment.id);
    expect(events.map((e) => e.status).slice(-2)).toEqual(['out_for_delivery', 'delivered']);
    expect(events.at(-1)!.createdAt.getTime()).toBe(started.createdAt.getTime() + 1);
    const [action] = (await actionsOf(t.db, driver.user.id)).filter(
      (a) => a.clientActionId === fields.client_action_id,
    );
    expect(action!.occurredAt).toEqual(phoneTime);
  });
});
