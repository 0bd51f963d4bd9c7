/**
 * SECURITY.md "Nothing lost" 1: the server killed with SIGKILL in the middle of a burst of writes leaves each
 * write all there or not there at all, and every write a client was told succeeded survives the restart.
 * Every write under test is one transaction (booking creation, moves, payments); remove that and a booking
 * without its packages, shipment, payment or event, or a move without its audit entry, shows up here.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  auditEvents,
  bookings,
  notificationOutbox,
  packages,
  payments,
  shipments,
  travelEvents,
} from '../../src/db/schema.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { bookingPayload, makeUser } from '../factories.ts';
import {
  call,
  durableDatabase,
  type ServerProcess,
  startServer,
  stopServer,
  TEST_JWT_SECRET,
} from '../server-process.ts';

const store = await durableDatabase();
let server: ServerProcess | undefined;
afterAll(async () => {
  await stopServer(server);
  await store.drop();
});

const tokens = createTokenService(TEST_JWT_SECRET, '1h');
const twoPackages = bookingPayload({
  packages: [
    { description: 'Clothes and shoes', weight_kg: 12, pkg_type: 'BOX', declared_value: 150 },
    { description: 'Kitchen things', weight_kg: 8, pkg_type: 'BOX', declared_value: 60 },
  ],
});

type Outcome = {
  kind: 'create' | 'confirm' | 'move' | 'pay';
  bookingId?: string;
  status?: number;
  body?: Record<string, unknown>;
};

/** Each booking's rows, read straight from the database. */
const rowsOf = async (db: Database['db'], ids: string[]) => {
  const [b, p, s, pay] = await Promise.all([
    db.select().from(bookings).where(inArray(bookings.id, ids)),
    db.select().from(packages).where(inArray(packages.bookingId, ids)),
    db.select().from(shipments).where(inArray(shipments.bookingId, ids)),
    db.select().from(payments).where(inArray(payments.bookingId, ids)),
  ]);
  return { bookings: b, packages: p, shipments: s, payments: pay };
};

describe('SIGKILL during a burst of writes', () => {
  it('keeps every answered write whole after a restart, and leaves nothing half-written', async () => {
    // Accounts first, straight into the database (nobody has it open yet on PGlite).
    const setup = store.open();
    const customer = await makeUser(setup.db, { role: 'CUSTOMER' });
    const admin = await makeUser(setup.db, { role: 'ADMIN' });
    await setup.close();
    const asCustomer = await tokens.sign({ sub: customer.id, role: 'CUSTOMER', tv: customer.tokenVersion });
    const asAdmin = await tokens.sign({ sub: admin.id, role: 'ADMIN', tv: admin.tokenVersion });

    server = await startServer(store.env);
    const api = `${server.url}/api/v1`;
    // Bookings for the burst's moves and payments: 12 made, 8 of them confirmed, before the burst.
    const seeds: { id: string; due: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const made = await call(`${api}/bookings/`, { token: asCustomer, body: twoPackages });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      seeds.push({ id: made.json.id as string, due: made.json.total_price_gbp as number });
    }
    for (const seed of seeds.slice(0, 8)) {
      const confirmed = await call(`${api}/admin/bookings/${seed.id}/confirm/`, { token: asAdmin, body: {} });
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    }

    // The burst: 60 new bookings, 4 confirmations, 4 moves, 4 payments, 24 at a time (each answer sends the
    // next), killed with the 10th answer. Sent all at once, the server could get any distance ahead of the test
    // reading its answers: loaded CI machines let it finish all of a 28-request and of a 52-request burst
    // before the test read its 10th answer, and a 412-request one overloaded PGlite into 408s. This way it is
    // at most the requests in flight ahead; if it still answered all of those, a burst of creates is sent to
    // the restarted server, up to 5 rounds, until one is cut off mid-way.
    type Request = [Outcome, (api: string) => ReturnType<typeof call>];
    const create = (): Request => [
      { kind: 'create' },
      (api) => call(`${api}/bookings/`, { token: asCustomer, body: twoPackages }),
    ];
    const others: Request[] = [
      ...seeds
        .slice(8, 12)
        .map(
          (seed): Request => [
            { kind: 'confirm', bookingId: seed.id },
            (api) => call(`${api}/admin/bookings/${seed.id}/confirm/`, { token: asAdmin, body: {} }),
          ],
        ),
      ...seeds.slice(0, 4).map(
        (seed): Request => [
          { kind: 'move', bookingId: seed.id },
          (api) =>
            call(`${api}/admin/bookings/${seed.id}/update-status/`, {
              token: asAdmin,
              body: { status: 'picked_up', location: 'London' },
            }),
        ],
      ),
      ...seeds.slice(4, 8).map(
        (seed): Request => [
          { kind: 'pay', bookingId: seed.id },
          (api) =>
            call(`${api}/admin/bookings/${seed.id}/payment/record/`, {
              token: asAdmin,
              body: {
                method: 'CASH_AT_COLLECTION',
                amount_gbp: seed.due,
                paid_at: new Date(Date.now() - 60_000).toISOString(),
              },
            }),
        ],
      ),
    ];
    // One of the others after every 2 creates, so the kill lands among all of them.
    const firstBurst = Array.from({ length: 60 }, (_, i) => {
      const other = i % 2 === 1 ? others[(i - 1) / 2] : undefined;
      return other ? [create(), other] : [create()];
    }).flat();

    const inFlight = 24;
    const killAfter = 10;
    /** Every request sent, answered or not. */
    const sendAndKill = async (victim: ServerProcess, burst: Request[]) => {
      const api = `${victim.url}/api/v1`;
      const sent: Outcome[] = [];
      let answered = 0;
      const sender = async () => {
        while (answered < killAfter && sent.length < burst.length) {
          const [outcome, send] = burst[sent.length]!;
          sent.push(outcome);
          try {
            const res = await send(api);
            outcome.status = res.status;
            outcome.body = res.json;
          } catch {
            // The connection died with the process: the client was told nothing.
          }
          if (++answered === killAfter) victim.child.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: inFlight }, sender));
      const exit = await victim.exited;
      expect(exit.signal).toBe('SIGKILL');
      return sent;
    };
    const outcomes = await sendAndKill(server, firstBurst);
    const cutOff = () => outcomes.some((o) => o.status === undefined);
    for (let round = 2; round <= 5 && !cutOff(); round++) {
      server = await startServer(store.env);
      outcomes.push(...(await sendAndKill(server, Array.from({ length: 60 }, create))));
    }
    const told = outcomes.filter((o) => o.status !== undefined);
    expect(told.length).toBeGreaterThanOrEqual(killAfter);
    expect(cutOff()).toBe(true); // some were cut off by a kill
    // A request answered before the kill succeeded or was refused by a rule, never a 500.
    for (const o of told) expect([200, 201], `${o.kind}: ${JSON.stringify(o.body)}`).toContain(o.status);

    // Restart on the same data: it recovers and takes writes again.
    server = await startServer(store.env);
    const after = await call(`${server.url}/api/v1/bookings/`, { token: asCustomer, body: twoPackages });
    expect(after.status).toBe(201);
    if (!store.url) {
      // PGlite allows one process at a time: stop the server before reading its files.
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
    const check = store.open();
    try {
      const db = check.db;
      // 1. Every write the clients were told about is there, whole.
      const created = told.filter((o) => o.kind === 'create').map((o) => o.body!.id as string);
      const createdRows = await rowsOf(db, created);
      expect(createdRows.bookings).toHaveLength(created.length);
      expect(createdRows.packages).toHaveLength(created.length * 2);
      expect(createdRows.shipments).toHaveLength(created.length);
      expect(createdRows.payments).toHaveLength(created.length);
      for (const o of told.filter((x) => x.kind === 'confirm')) {
        const [shipment] = await db.select().from(shipments).where(eq(shipments.bookingId, o.bookingId!));
        expect(shipment!.trackingNumber).toBe(o.body!.tracking_number);
        expect(shipment!.status).toBe('confirmed');
      }
      for (const o of told.filter((x) => x.kind === 'move')) {
        const [shipment] = await db.select().from(shipments).where(eq(shipments.bookingId, o.bookingId!));
        expect(shipment!.status).toBe('picked_up');
      }
      for (const o of told.filter((x) => x.kind === 'pay')) {
        const [payment] = await db.select().from(payments).where(eq(payments.bookingId, o.bookingId!));
        expect(payment!.status).toBe('PAID');
      }

      // 2. Nothing anywhere is half-written, answered or not.
      const all = await db.select().from(bookings);
      expect(all.length).toBeGreaterThanOrEqual(12 + created.length + 1);
      const everything = await rowsOf(
        db,
        all.map((b) => b.id),
      );
      const events = await db.select().from(travelEvents);
      const audit = await db.select().from(auditEvents);
      const mails = await db.select().from(notificationOutbox);
      for (const booking of all) {
        const mine = everything.packages.filter((p) => p.bookingId === booking.id);
        expect(mine, booking.bookingCode).toHaveLength(2);
        const [shipment] = everything.shipments.filter((s) => s.bookingId === booking.id);
        expect(shipment, booking.bookingCode).toBeDefined();
        const [payment] = everything.payments.filter((p) => p.bookingId === booking.id);
        expect(payment, booking.bookingCode).toBeDefined();
        const history = events.filter((e) => e.shipmentId === shipment!.id).map((e) => e.status);
        const trail = audit.filter((a) => a.bookingId === booking.id || a.entityId === booking.id);
        expect(history.length, booking.bookingCode).toBeGreaterThanOrEqual(1);
        expect(
          mails.some((m) => m.dedupeKey === `booking_received:${booking.id}`),
          booking.bookingCode,
        ).toBe(true);
        if (booking.status === 'CONFIRMED') {
          expect(shipment!.trackingNumber, booking.bookingCode).toMatch(/^UKG\d{10}$/);
          expect(history, booking.bookingCode).toContain('confirmed');
          expect(
            trail
              .filter((a) => a.action === 'confirm')
              .map((a) => a.entity)
              .sort(),
            booking.bookingCode,
          ).toEqual(['booking', 'shipment']);
        } else {
          expect(shipment!.trackingNumber, booking.bookingCode).toBeNull();
          expect(
            trail.some((a) => a.action === 'confirm'),
            booking.bookingCode,
          ).toBe(false);
        }
        if (shipment!.status === 'picked_up') {
          expect(history, booking.bookingCode).toContain('picked_up');
          expect(
            trail.some(
              (a) => a.entity === 'shipment' && (a.after as { status?: string })?.status === 'picked_up',
            ),
            booking.bookingCode,
          ).toBe(true);
        } else {
          expect(history, booking.bookingCode).not.toContain('picked_up');
        }
        expect(
          trail.some((a) => a.action === 'payment.recorded'),
          booking.bookingCode,
        ).toBe(payment!.status === 'PAID');
      }
    } finally {
      await check.close();
    }
  }, 600_000);
});
