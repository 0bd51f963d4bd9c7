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

    // The burst opens more connections at once than the per-address limit (64) lets in.
    const env = { ...store.env, MAX_CONNECTIONS_PER_ADDRESS: '0' };
    server = await startServer(env);
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

    // The burst: 400 new bookings, 4 confirmations, 4 moves, 4 payments, all at once; killed with the 10th
    // answer. The server gets well ahead of the test reading its answers (13 to 104 answered on an idle
    // machine); loaded CI machines let it finish all of a 28-request and once all of a 52-request burst.
    const requests: [Outcome, () => ReturnType<typeof call>][] = [];
    for (let i = 0; i < 400; i++)
      requests.push([
        { kind: 'create' },
        () => call(`${api}/bookings/`, { token: asCustomer, body: twoPackages }),
      ]);
    for (const seed of seeds.slice(8, 12))
      requests.push([
        { kind: 'confirm', bookingId: seed.id },
        () => call(`${api}/admin/bookings/${seed.id}/confirm/`, { token: asAdmin, body: {} }),
      ]);
    for (const seed of seeds.slice(0, 4))
      requests.push([
        { kind: 'move', bookingId: seed.id },
        () =>
          call(`${api}/admin/bookings/${seed.id}/update-status/`, {
            token: asAdmin,
            body: { status: 'picked_up', location: 'London' },
          }),
      ]);
    for (const seed of seeds.slice(4, 8))
      requests.push([
        { kind: 'pay', bookingId: seed.id },
        () =>
          call(`${api}/admin/bookings/${seed.id}/payment/record/`, {
            token: asAdmin,
            body: {
              method: 'CASH_AT_COLLECTION',
              amount_gbp: seed.due,
              paid_at: new Date(Date.now() - 60_000).toISOString(),
            },
          }),
      ]);
    // Interleave the kinds (one of the others after every 8 creates, over the first ~100 requests, where the
    // kill lands), so the kill lands among all of them.
    const creates = requests.filter(([o]) => o.kind === 'create');
    const others = requests.filter(([o]) => o.kind !== 'create');
    const burst = creates.flatMap((create, i) => {
      const other = i % 8 === 7 ? others[(i - 7) / 8] : undefined;
      return other ? [create, other] : [create];
    });

    let answered = 0;
    const killAfter = 10;
    const victim = server;
    const outcomes = await Promise.all(
      burst.map(async ([outcome, send]) => {
        try {
          const res = await send();
          outcome.status = res.status;
          outcome.body = res.json;
        } catch {
          // The connection died with the process: the client was told nothing.
        }
        if (++answered === killAfter) victim.child.kill('SIGKILL');
        return outcome;
      }),
    );
    const exit = await victim.exited;
    expect(exit.signal).toBe('SIGKILL');
    const told = outcomes.filter((o) => o.status !== undefined);
    expect(told.length).toBeGreaterThanOrEqual(killAfter);
    expect(told.length).toBeLessThan(outcomes.length); // some were cut off by the kill
    // A request answered before the kill succeeded or was refused by a rule, never a 500.
    for (const o of told) expect([200, 201], `${o.kind}: ${JSON.stringify(o.body)}`).toContain(o.status);

    // Restart on the same data: it recovers and takes writes again.
    server = await startServer(env);
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
