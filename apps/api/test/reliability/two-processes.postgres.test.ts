/**
 * SECURITY.md "Nothing lost" 5: two API processes (`src/main.ts`, each with its mail worker on) share one
 * PostgreSQL database under concurrent load. Booking codes and tracking numbers stay unique, concurrent moves
 * of one parcel lose no update, and each queued mail is sent once (the workers claim with FOR UPDATE SKIP
 * LOCKED and a lease, `modules/notifications/notifications.worker.ts`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, bookings, notificationOutbox, shipments, travelEvents } from '../../src/db/schema.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { bookingPayload, makeUser } from '../factories.ts';
import { startFakeSmtp } from '../fake-smtp.ts';
import {
  call,
  durableDatabase,
  type ServerProcess,
  startServer,
  stopServer,
  TEST_JWT_SECRET,
} from '../server-process.ts';

const store = await durableDatabase();
const direct = store.open();
const smtp = await startFakeSmtp();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server);
  await smtp.close();
  await direct.close();
  await store.drop();
});

const tokens = createTokenService(TEST_JWT_SECRET, '1h');
const BOOKINGS = 40;

/** The Subject header of a received mail, unfolded. */
const subjectOf = (data: string) =>
  /^Subject: (.*)$/im.exec(data.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? '';

describe('two API processes on one PostgreSQL database', () => {
  it('issues unique codes and tracking numbers, loses no update and sends each mail once', async () => {
    const admin = await makeUser(direct.db, { role: 'ADMIN' });
    const customers = await Promise.all([0, 1, 2, 3].map(() => makeUser(direct.db, { role: 'CUSTOMER' })));
    const asAdmin = await tokens.sign({ sub: admin.id, role: 'ADMIN', tv: admin.tokenVersion });
    const asCustomer = await Promise.all(
      customers.map((c) => tokens.sign({ sub: c.id, role: 'CUSTOMER', tv: c.tokenVersion })),
    );
    const env = { ...store.env, MAIL_WORKER: 'on', MAIL_POLL_SECONDS: '0.2', SMTP_URL: smtp.url };
    servers.push(await startServer(env), await startServer(env));
    const api = (i: number) => `${servers[i % 2]!.url}/api/v1`;

    // Bookings made at once through both processes: every code is unique.
    const made = await Promise.all(
      Array.from({ length: BOOKINGS }, (_, i) =>
        call(`${api(i)}/bookings/`, { token: asCustomer[i % 4], body: bookingPayload() }),
      ),
    );
    for (const res of made) expect(res.status, JSON.stringify(res.json)).toBe(201);
    const ids = made.map((res) => res.json.id as string);
    const codes = made.map((res) => res.json.booking_code as string);
    expect(new Set(codes).size).toBe(BOOKINGS);

    // Confirmed at once through both: every tracking number is unique.
    const confirmed = await Promise.all(
      ids.map((id, i) => call(`${api(i + 1)}/admin/bookings/${id}/confirm/`, { token: asAdmin, body: {} })),
    );
    for (const res of confirmed) expect(res.status, JSON.stringify(res.json)).toBe(200);
    const tracking = (await direct.db.select().from(shipments).where(inArray(shipments.bookingId, ids))).map(
      (s) => s.trackingNumber,
    );
    expect(tracking.every((n) => /^UKG\d{10}$/.test(n ?? ''))).toBe(true);
    expect(new Set(tracking).size).toBe(BOOKINGS);
    expect(new Set(confirmed.map((res) => res.json.tracking_number)).size).toBe(BOOKINGS);

    // 20 moves of one parcel at once through both: the version counts every accepted one, the history holds
    // each of them, and the parcel ends where the last one put it.
    const target = ids[0]!;
    const [before] = await direct.db.select().from(shipments).where(eq(shipments.bookingId, target));
    const statuses = ['at_warehouse', 'consolidated', 'in_transit', 'arrived_ghana'];
    const moves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(`${api(i)}/admin/bookings/${target}/update-status/`, {
          token: asAdmin,
          body: { status: statuses[i % 4], correction: true, reason: `move ${i}` },
        }),
      ),
    );
    for (const res of moves) expect([200, 409], JSON.stringify(res.json)).toContain(res.status);
    // The response's booking is read after its move commits (a later move may show in it): the history
    // and the audit trail say the order the moves were applied in.
    const accepted = new Map(
      moves
        .filter((res) => res.status === 200)
        .map((res) => {
          const event = res.json.event as { id: string; status: string };
          return [event.id, event.status] as const;
        }),
    );
    expect(accepted.size).toBeGreaterThan(0);
    const [after] = await direct.db.select().from(shipments).where(eq(shipments.bookingId, target));
    expect(after!.version).toBe(before!.version + accepted.size);
    const history = await direct.db
      .select()
      .from(travelEvents)
      .where(eq(travelEvents.shipmentId, before!.id))
      .orderBy(travelEvents.createdAt);
    const added = history.filter((e) => e.notes?.includes('move '));
    expect(new Set(added.map((e) => e.id))).toEqual(new Set(accepted.keys()));
    const trail = await direct.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, before!.id), eq(auditEvents.action, 'correction')))
      .orderBy(auditEvents.seq);
    expect(trail.map((a) => (a.after as { reason?: string }).reason)).toEqual(
      added.map((e) => e.notes!.replace('Status corrected by an admin: ', '')),
    );
    expect(after!.status).toBe(accepted.get(added.at(-1)!.id));
    expect(history.at(-1)!.id).toBe(added.at(-1)!.id);

    // Every mail (received and confirmed, one each per booking) goes out, each exactly once.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const open = await direct.db
        .select({ id: notificationOutbox.id })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.status, 'pending'));
      if (open.length === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const rows = await direct.db.select().from(notificationOutbox);
    expect(rows.filter((r) => r.status !== 'sent').map((r) => `${r.kind} ${r.status}`)).toEqual([]);
    const mails = rows.filter((r) => r.channel === 'email');
    const subjects = smtp.received.map((mail) => subjectOf(mail.data));
    expect(subjects).toHaveLength(mails.length);
    expect(new Set(subjects).size).toBe(subjects.length);
    for (const code of codes) {
      expect(subjects.filter((s) => s.startsWith(`Booking ${code} received`))).toHaveLength(1);
      expect(subjects.filter((s) => s.startsWith(`Booking ${code} confirmed`))).toHaveLength(1);
    }
    // And the recipient's text at confirmation, once per booking.
    const texts = rows.filter((r) => r.channel === 'sms' && r.kind === 'recipient_booking_confirmed');
    expect(texts).toHaveLength(BOOKINGS);
    expect(new Set(texts.map((r) => r.bookingId)).size).toBe(BOOKINGS);
    expect(
      (await direct.db.select().from(bookings).where(inArray(bookings.id, ids))).every(
        (b) => b.status === 'CONFIRMED',
      ),
    ).toBe(true);
  }, 600_000);
});
