import { MOVE_MESSAGES } from '@ukgh/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { confirmBooking, makeBooking, makeUser } from '../../../test/factories.ts';
import {
  assignments,
  auditEvents,
  bookings,
  notificationOutbox,
  shipments,
  travelEvents,
  type UserRow,
} from '../../db/schema.ts';
import type { AppError } from '../../lib/errors.ts';
import { type Actor, actorOf } from './actor.ts';
import { STALE_MESSAGE } from './moves.errors.ts';
import { createMoveService, type MoveCommand } from './moves.service.ts';

const t = await createTestApp();
const moves = createMoveService(t.db);

let admin: UserRow;
let pickup: UserRow;
let warehouse: UserRow;
let driver: UserRow;
let customer: UserRow;
const as = (user: UserRow, requestId: string | null = null): Actor => actorOf(user, requestId);

beforeAll(async () => {
  admin = await makeUser(t.db, { role: 'ADMIN' });
  pickup = await makeUser(t.db, { role: 'PICKUP' });
  warehouse = await makeUser(t.db, { role: 'WAREHOUSE' });
  driver = await makeUser(t.db, { role: 'DELIVERY' });
  customer = await makeUser(t.db);
});

/** The error a refused call throws, as the API would answer it. */
const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  )) as AppError;
  return { status: error.statusCode, message: error.message };
};

const stateOf = async (bookingId: string) => {
  const [row] = await t.db
    .select({ booking: bookings, shipment: shipments })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  const history = await t.db
    .select()
    .from(travelEvents)
    .where(eq(travelEvents.shipmentId, row!.shipment.id))
    .orderBy(asc(travelEvents.createdAt));
  const audit = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.bookingId, bookingId))
    .orderBy(asc(auditEvents.seq));
  const jobs = await t.db.select().from(assignments).where(eq(assignments.shipmentId, row!.shipment.id));
  const mails = await t.db
    .select({ kind: notificationOutbox.kind })
    .from(notificationOutbox)
    .where(sql`${notificationOutbox.payload}->>'booking_id' = ${bookingId}`);
  return { ...row!, history, audit, jobs, mails: mails.map((m) => m.kind) };
};

const pendingBooking = async () => (await makeBooking(t.db, customer)).booking.id;
const move = (bookingId: string, command: Omit<MoveCommand, 'bookingId'>) => ({ bookingId, ...command });

describe('booking moves', () => {
  it('confirm (admin): CONFIRMED, a UKG tracking number, a confirmed event by the admin, audit entries', async () => {
    const id = await pendingBooking();
    const result = await moves.apply(as(admin, 'req-1'), move(id, { entity: 'booking', to: 'confirmed' }));
    expect(result.move).toBe('confirm');
    const state = await stateOf(id);
    expect(state.booking).toMatchObject({ status: 'CONFIRMED', confirmedBy: admin.id });
    expect(state.shipment.status).toBe('confirmed');
    expect(state.shipment.trackingNumber).toMatch(/^UKG\d{10}$/);
    expect(state.history.at(-1)).toMatchObject({
      status: 'confirmed',
      actorId: admin.id,
      actorRole: 'ADMIN',
    });
    expect(state.audit.map((a) => [a.entity, a.action, a.actorRole, a.requestId])).toEqual([
      ['booking', 'confirm', 'ADMIN', 'req-1'],
      ['shipment', 'confirm', 'ADMIN', 'req-1'],
    ]);
    expect(state.audit[0]).toMatchObject({ before: { status: 'PENDING' }, after: { status: 'CONFIRMED' } });
  });

  it('confirm with a pickup agent: pickup_assigned, the job ASSIGNED with the booking window, the column set', async () => {
    const id = await pendingBooking();
    await moves.apply(as(admin), move(id, { entity: 'booking', to: 'CONFIRMED', pickupAgentId: pickup.id }));
    const state = await stateOf(id);
    expect(state.shipment).toMatchObject({ status: 'pickup_assigned', pickupAgentId: pickup.id });
    expect(state.history.map((e) => e.status)).toEqual(['pending', 'confirmed', 'pickup_assigned']);
    expect(state.jobs).toEqual([
      expect.objectContaining({
        kind: 'PICKUP',
        status: 'ASSIGNED',
        agentId: pickup.id,
        assignedBy: admin.id,
      }),
    ]);
    expect(state.audit.map((a) => `${a.entity}:${a.action}`)).toContain('assignment:assign');
  });

  it('refuses a confirm by anyone but an admin (403) and a pickup agent who is not one (400)', async () => {
    const id = await pendingBooking();
    expect(
      await refusal(moves.apply(as(warehouse), move(id, { entity: 'booking', to: 'CONFIRMED' }))),
    ).toEqual({
      status: 403,
      message: 'Only admins can confirm a booking',
    });
    const notAnAgent = await refusal(
      moves.apply(as(admin), move(id, { entity: 'booking', to: 'CONFIRMED', pickupAgentId: driver.id })),
    );
    expect(notAnAgent.status).toBe(400);
    expect((await stateOf(id)).booking.status).toBe('PENDING');
  });

  it('reject needs a reason (400) and then records it; the shipment keeps a real status', async () => {
    const id = await pendingBooking();
    expect(await refusal(moves.apply(as(admin), move(id, { entity: 'booking', to: 'REJECTED' })))).toEqual({
      status: 400,
      message: MOVE_MESSAGES.reasonRequired,
    });
    await moves.apply(as(admin), move(id, { entity: 'booking', to: 'REJECTED', reason: 'Dangerous goods' }));
    const state = await stateOf(id);
    expect(state.booking).toMatchObject({ status: 'REJECTED', rejectionReason: 'Dangerous goods' });
    expect(state.shipment.status).toBe('pending');
    expect(state.history.at(-1)).toMatchObject({
      status: 'rejected',
      notes: 'Booking rejected: Dangerous goods',
    });
  });

  it("customer cancel: only the booking's own customer (404 for another), and a mail is queued", async () => {
    const id = await pendingBooking();
    const other = await makeUser(t.db);
    expect(
      (await refusal(moves.apply(as(other), move(id, { entity: 'booking', to: 'CANCELLED' })))).status,
    ).toBe(404);
    await moves.apply(as(customer), move(id, { entity: 'booking', to: 'CANCELLED' }));
    const state = await stateOf(id);
    expect(state.booking.status).toBe('CANCELLED');
    expect(state.shipment.status).toBe('pending');
    expect(state.history.at(-1)?.status).toBe('cancelled');
    expect(state.audit.at(-1)).toMatchObject({ action: 'customer-cancel', actorRole: 'CUSTOMER' });
    expect(state.mails).toEqual(['booking_cancelled']);
    // Cancelled is final for the customer's own move.
    expect(
      (await refusal(moves.apply(as(customer), move(id, { entity: 'booking', to: 'PENDING' })))).status,
    ).toBe(409);
  });

  it('admin cancel before pickup ends the pickup job and clears the pickup agent', async () => {
    const id = await pendingBooking();
    await moves.apply(as(admin), move(id, { entity: 'booking', to: 'CONFIRMED', pickupAgentId: pickup.id }));
    await moves.apply(as(admin), move(id, { entity: 'booking', to: 'CANCELLED', reason: 'Customer called' }));
    const state = await stateOf(id);
    expect(state.booking).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Customer called' });
    expect(state.shipment).toMatchObject({ status: 'pickup_assigned', pickupAgentId: null });
    expect(state.jobs).toEqual([]);
    expect(state.audit.map((a) => `${a.entity}:${a.action}`).slice(-2)).toEqual([
      'booking:admin-cancel',
      'assignment:withdraw',
    ]);
    expect(state.mails).toEqual(['booking_confirmed', 'parcel_on_its_way', 'booking_cancelled']);
  });

  it('admin cancel is refused once the goods are picked up (409 with the rule message)', async () => {
    const { booking } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    expect(
      await refusal(
        moves.apply(as(admin), move(booking.id, { entity: 'booking', to: 'CANCELLED', reason: 'x' })),
      ),
    ).toEqual({ status: 409, message: MOVE_MESSAGES.alreadyPickedUp });
  });
});

describe('shipment moves, by role', () => {
  it('takes a parcel from pickup to delivery with each stage’s agent, jobs and columns in step', async () => {
    const id = await pendingBooking();
    await moves.apply(as(admin), move(id, { entity: 'booking', to: 'CONFIRMED', pickupAgentId: pickup.id }));
    await moves.apply(as(pickup), move(id, { entity: 'shipment', to: 'picked_up', location: 'London' }));
    await moves.apply(as(warehouse), move(id, { entity: 'shipment', to: 'at_uk_warehouse' })); // a synonym
    await moves.apply(as(warehouse), move(id, { entity: 'shipment', to: 'in_transit' }));
    await moves.apply(as(admin), move(id, { entity: 'shipment', to: 'arrived_ghana' }));
    await moves.apply(as(warehouse), move(id, { entity: 'shipment', to: 'AT_GH_WAREHOUSE' }));
    await moves.apply(
      as(driver),
      move(id, { entity: 'shipment', to: 'out_for_delivery', deliveryAgentId: driver.id }),
    );
    await moves.apply(
      as(driver),
      move(id, { entity: 'shipment', to: 'delivered', photoKey: 'proofs/p.png', notes: 'Received by Ama' }),
    );
    const state = await stateOf(id);
    expect(state.history.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'pickup_assigned',
      'picked_up',
      'at_warehouse',
      'in_transit',
      'arrived_ghana',
      'at_ghana_warehouse',
      'out_for_delivery',
      'delivered',
    ]);
    expect(state.history.at(-1)).toMatchObject({
      agentId: driver.id,
      actorRole: 'DELIVERY',
      photoKey: 'proofs/p.png',
      notes: 'Received by Ama',
    });
    expect(state.shipment).toMatchObject({
      status: 'delivered',
      pickupAgentId: pickup.id,
      warehouseAgentId: warehouse.id,
      deliveryAgentId: driver.id,
    });
    expect(state.shipment.deliveredAt).not.toBeNull();
    expect(state.jobs.map((j) => [j.kind, j.status]).sort()).toEqual([
      ['DELIVERY', 'COMPLETED'],
      ['PICKUP', 'COMPLETED'],
    ]);
  });

  it.each([
    [
      'a pickup agent receiving at the warehouse',
      'PICKUP',
      'at_warehouse',
      403,
      'Only warehouse agents or admins can receive a package at the UK warehouse',
    ],
    [
      'a warehouse agent recording arrival in Ghana',
      'WAREHOUSE',
      'in_transit',
      409,
      'A package cannot go from Picked Up to In Transit',
    ],
    [
      'an admin skipping the warehouse',
      'ADMIN',
      'in_transit',
      409,
      'A package cannot go from Picked Up to In Transit',
    ],
    [
      'a delivery agent without proof',
      'DELIVERY',
      'delivered',
      409,
      'A package cannot go from Picked Up to Delivered',
    ],
    [
      'a customer',
      'CUSTOMER',
      'at_warehouse',
      403,
      'Only warehouse agents or admins can receive a package at the UK warehouse',
    ],
    ['an unknown status', 'ADMIN', 'teleported', 400, 'Unknown status: teleported'],
  ] as const)('refuses %s', async (_name, role, to, status, message) => {
    const { booking } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    const actor = {
      ADMIN: admin,
      PICKUP: pickup,
      WAREHOUSE: warehouse,
      DELIVERY: driver,
      CUSTOMER: customer,
    }[role];
    const before = await stateOf(booking.id);
    expect(await refusal(moves.apply(as(actor), move(booking.id, { entity: 'shipment', to })))).toEqual({
      status,
      message,
    });
    const after = await stateOf(booking.id);
    expect(after.history).toHaveLength(before.history.length);
    expect(after.audit).toHaveLength(before.audit.length);
  });

  it('asks for what a move needs: a delivery agent, proof (the spec’s messages)', async () => {
    const { booking } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'at_ghana_warehouse' }],
    });
    expect(
      await refusal(moves.apply(as(admin), move(booking.id, { entity: 'shipment', to: 'out_for_delivery' }))),
    ).toEqual({ status: 400, message: 'Please select a delivery agent for out for delivery status' });
    await moves.apply(
      as(admin),
      move(booking.id, { entity: 'shipment', to: 'out_for_delivery', deliveryAgentId: driver.id }),
    );
    expect(
      await refusal(moves.apply(as(driver), move(booking.id, { entity: 'shipment', to: 'delivered' }))),
    ).toEqual({ status: 400, message: 'Please capture or upload proof' });
  });

  it('a shipment of a pending booking does not move (409)', async () => {
    const id = await pendingBooking();
    expect(await refusal(moves.apply(as(admin), move(id, { entity: 'shipment', to: 'picked_up' })))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.bookingNotConfirmed,
    });
  });

  it('an admin correction sets any status with a reason, recorded as a correction', async () => {
    const { booking } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    await moves.apply(
      as(admin),
      move(booking.id, { entity: 'shipment', to: 'in_transit', correction: true, reason: 'Scanned late' }),
    );
    const state = await stateOf(booking.id);
    expect(state.shipment.status).toBe('in_transit');
    expect(state.history.at(-1)?.notes).toBe('Status corrected by an admin: Scanned late');
    expect(state.audit.at(-1)).toMatchObject({
      action: 'correction',
      before: { status: 'picked_up' },
      after: { status: 'in_transit', reason: 'Scanned late' },
    });
  });
});

describe('jobs (assignment steps)', () => {
  it('a pickup job: start leaves the goods, complete picks them up; only its own agent may', async () => {
    const id = await pendingBooking();
    await moves.apply(as(admin), move(id, { entity: 'booking', to: 'CONFIRMED', pickupAgentId: pickup.id }));
    const [job] = (await stateOf(id)).jobs;
    const otherPickup = await makeUser(t.db, { role: 'PICKUP' });
    expect(await refusal(moves.step(as(otherPickup), { assignmentId: job!.id, to: 'IN_PROGRESS' }))).toEqual({
      status: 404,
      message: 'This job is not assigned to you',
    });
    await moves.step(as(pickup), { assignmentId: job!.id, to: 'IN_PROGRESS' });
    expect((await stateOf(id)).shipment.status).toBe('pickup_assigned');
    expect((await refusal(moves.step(as(pickup), { assignmentId: job!.id, to: 'ASSIGNED' }))).status).toBe(
      409,
    );
    const done = await moves.step(as(pickup), { assignmentId: job!.id, to: 'COMPLETED' });
    expect(done.assignment.status).toBe('COMPLETED');
    const state = await stateOf(id);
    expect(state.shipment.status).toBe('picked_up');
    expect(state.history.at(-1)).toMatchObject({ status: 'picked_up', agentId: pickup.id });
  });

  it('the warehouse gives a delivery job; the driver starts it (out for delivery) and completes it with proof', async () => {
    const { booking } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'at_ghana_warehouse' }],
    });
    await moves.assign(as(warehouse), { bookingId: booking.id, kind: 'DELIVERY', agentId: driver.id });
    const job = (await stateOf(booking.id)).jobs.find((j) => j.kind === 'DELIVERY')!;
    expect(job.status).toBe('ASSIGNED');
    await moves.step(as(driver), { assignmentId: job.id, to: 'IN_PROGRESS' });
    expect((await stateOf(booking.id)).shipment).toMatchObject({
      status: 'out_for_delivery',
      deliveryAgentId: driver.id,
    });
    expect(await refusal(moves.step(as(driver), { assignmentId: job.id, to: 'COMPLETED' }))).toEqual({
      status: 400,
      message: 'Please capture or upload proof',
    });
    await moves.step(as(driver), { assignmentId: job.id, to: 'COMPLETED', signatureKey: 'proofs/s.png' });
    expect((await stateOf(booking.id)).shipment.status).toBe('delivered');
  });
});

describe('one transaction', () => {
  it('leaves nothing behind when the last write fails: no status, event, job, audit entry or mail', async () => {
    const id = await pendingBooking();
    await moves.apply(as(admin), move(id, { entity: 'booking', to: 'CONFIRMED', pickupAgentId: pickup.id }));
    const before = await stateOf(id);
    // The mail is the last thing an admin cancel writes: make the outbox refuse it.
    await t.db.execute(sql`
      create or replace function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox is down'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_outbox before insert on notification_outbox
      for each row execute function refuse_outbox()`);
    try {
      await expect(
        moves.apply(as(admin), move(id, { entity: 'booking', to: 'CANCELLED', reason: 'Customer called' })),
      ).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger refuse_outbox on notification_outbox`);
    }
    const after = await stateOf(id);
    expect(after.booking.status).toBe('CONFIRMED');
    expect(after.shipment).toEqual(before.shipment);
    expect(after.history).toEqual(before.history);
    expect(after.audit).toEqual(before.audit);
    expect(after.jobs).toEqual(before.jobs);
    expect(after.mails).toEqual(before.mails);
  });
});

describe('concurrency and stale clients', () => {
  it('two identical moves at once: one is made, the other refused (409); the history holds it once', async () => {
    const { booking } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    const attempt = () =>
      moves.apply(as(warehouse), move(booking.id, { entity: 'shipment', to: 'at_warehouse' }));
    const results = await Promise.allSettled([attempt(), attempt()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as AppError).statusCode).toBe(409);
    const state = await stateOf(booking.id);
    expect(state.history.filter((e) => e.status === 'at_warehouse')).toHaveLength(1);
  });

  it('two different moves at once: each is applied after the other or refused, and the history is in order', async () => {
    const { booking } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      events: [{ status: 'at_warehouse' }],
    });
    const results = await Promise.allSettled([
      moves.apply(as(warehouse), move(booking.id, { entity: 'shipment', to: 'consolidated' })),
      moves.apply(as(warehouse), move(booking.id, { entity: 'shipment', to: 'in_transit' })),
    ]);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).statusCode).toBe(409);
    const state = await stateOf(booking.id);
    const made = state.history.slice(-results.filter((r) => r.status === 'fulfilled').length);
    // Whatever was made is in the history in the order it was made, and the status is the last one.
    expect(state.shipment.status).toBe(made.at(-1)?.status);
    if (made.length === 2) expect(made.map((e) => e.status)).toEqual(['consolidated', 'in_transit']);
  });

  it('refuses a client holding an old version (409) and accepts the current one', async () => {
    const id = await pendingBooking();
    const { shipment } = await stateOf(id);
    await moves.apply(
      as(admin),
      move(id, { entity: 'booking', to: 'CONFIRMED', expectedVersion: shipment.version }),
    );
    const stale = await refusal(
      moves.apply(
        as(admin),
        move(id, {
          entity: 'shipment',
          to: 'pickup_assigned',
          pickupAgentId: pickup.id,
          expectedVersion: shipment.version,
        }),
      ),
    );
    expect(stale).toEqual({ status: 409, message: STALE_MESSAGE });
    const now = (await stateOf(id)).shipment.version;
    expect(now).toBeGreaterThan(shipment.version);
    await moves.apply(
      as(admin),
      move(id, { entity: 'shipment', to: 'pickup_assigned', pickupAgentId: pickup.id, expectedVersion: now }),
    );
    expect((await stateOf(id)).shipment.status).toBe('pickup_assigned');
  });
});

describe('the database', () => {
  it('refuses a status the domain does not know, on shipments and travel events', async () => {
    const { shipment } = await confirmBooking(t.db, await pendingBooking());
    await expect(
      t.db.execute(sql`update shipments set status = 'teleported' where id = ${shipment.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`insert into travel_events (shipment_id, status) values (${shipment.id}, 'teleported')`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update shipments set status = 'cancelled' where id = ${shipment.id}`),
    ).rejects.toThrow();
  });
});
