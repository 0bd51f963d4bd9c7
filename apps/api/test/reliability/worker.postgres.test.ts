/**
 * `npm run worker` (`src/worker.ts`): API processes started with WORKER=off never send mail; the worker
 * processes send it, and two of them on one database send each mail exactly once (the outbox is claimed
 * with FOR UPDATE SKIP LOCKED, `modules/notifications/notifications.worker.ts`). SIGTERM stops a worker
 * with exit 0.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../src/db/schema.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { bookingPayload, makeUser } from '../factories.ts';
import { startFakeSmtp } from '../fake-smtp.ts';
import {
  call,
  durableDatabase,
  type ServerProcess,
  startServer,
  startWorker,
  stopServer,
  TEST_JWT_SECRET,
} from '../server-process.ts';

const store = await durableDatabase();
const direct = store.open();
const smtp = await startFakeSmtp();
const processes: Pick<ServerProcess, 'child' | 'exited'>[] = [];
afterAll(async () => {
  for (const process of processes) await stopServer(process);
  await smtp.close();
  await direct.close();
  await store.drop();
});

const BOOKINGS = 30;
const subjectOf = (data: string) =>
  /^Subject: (.*)$/im.exec(data.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? '';

describe('npm run worker', () => {
  it('sends what API processes with WORKER=off queued, each mail once across two workers', async () => {
    const customer = await makeUser(direct.db, { role: 'CUSTOMER' });
    const token = await createTokenService(TEST_JWT_SECRET, '1h').sign({
      sub: customer.id,
      role: 'CUSTOMER',
      tv: customer.tokenVersion,
    });
    const env = { ...store.env, MAIL_POLL_SECONDS: '0.2', SMTP_URL: smtp.url };
    // MAIL_WORKER=on would send from an API process; WORKER=off overrides it.
    const api = await startServer({ ...env, WORKER: 'off', MAIL_WORKER: 'on' });
    processes.push(api);
    const made = await Promise.all(
      Array.from({ length: BOOKINGS }, () =>
        call(`${api.url}/api/v1/bookings/`, { token, body: bookingPayload() }),
      ),
    );
    for (const res of made) expect(res.status, JSON.stringify(res.json)).toBe(201);
    const keys = made.map((res) => `booking_received:${res.json.id}`);

    // Many of the API process's poll intervals later, nothing has been sent.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.received).toHaveLength(0);
    const queued = await direct.db
      .select()
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.dedupeKey, keys));
    expect(queued.map((row) => row.status)).toEqual(Array(BOOKINGS).fill('pending'));

    // Two workers at once, a worker's MAIL_WORKER=off ignored: every mail goes out, each exactly once.
    const workers = await Promise.all([startWorker(env), startWorker({ ...env, MAIL_WORKER: 'off' })]);
    processes.push(...workers);
    const deadline = Date.now() + 120_000;
    let rows = queued;
    while (rows.some((row) => row.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await direct.db
        .select()
        .from(notificationOutbox)
        .where(inArray(notificationOutbox.dedupeKey, keys));
    }
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const subjects = smtp.received.map((mail) => subjectOf(mail.data));
    expect(subjects).toHaveLength(BOOKINGS);
    for (const res of made)
      expect(subjects.filter((s) => s.startsWith(`Booking ${res.json.booking_code} received`))).toHaveLength(
        1,
      );

    // SIGTERM: each worker stops with exit 0.
    for (const worker of workers) worker.child.kill('SIGTERM');
    for (const worker of workers)
      expect(await worker.exited, worker.stderr()).toEqual({ code: 0, signal: null });
  }, 600_000);
});
