import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, makeUser } from '../../../test/factories.ts';
import { notificationOutbox } from '../../db/schema.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { queueNotification, queueRecipientNotification } from './notifications.queue.ts';
import { createNotificationWorker, retryDelayMs } from './notifications.worker.ts';

const t = await createTestApp();

const MINUTE = 60_000;
const silent = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/** A worker of our own on the test database, with its own mailer. */
const workerWith = (
  mailer: Mailer,
  options: { batchSize?: number; maxAttempts?: number; pollMs?: number; log?: FastifyBaseLogger } = {},
) =>
  createNotificationWorker({
    db: t.db,
    mailer,
    sms: { name: 'log', send: async () => ({ ok: true, providerMessageId: null }) },
    log: options.log ?? silent,
    publicUrl: 'http://shipping.test',
    pollMs: options.pollMs ?? 1000,
    maxAttempts: options.maxAttempts ?? 3,
    retryBaseMs: MINUTE,
    batchSize: options.batchSize,
  });

// Mails name their booking (its History lists them), so the data points at a real one.
const { booking: aBooking } = await makeBooking(t.db, await makeUser(t.db));
const bookingData = (code: string) => ({
  booking_id: aBooking.id,
  booking_code: code,
  addressee_name: 'Akosua',
  sender_city: 'London',
  recipient_name: 'Akosua Owusu',
  recipient_city: 'Accra',
  region_name: 'Greater Accra',
  service_label: 'Ship',
  packages: [{ description: 'Clothes', qty: 1, weight_kg: 5 }],
  pickup_start: null,
  pickup_end: null,
  price_gbp: 25,
  price_ghs: 375,
});

const rowById = async (id: string) =>
  (await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;

// Every test starts with nothing due, so a worker of our own only sees the rows the test queued.
beforeEach(async () => {
  await t.deliverMail(new Date(Date.now() + 365 * 24 * 60 * MINUTE));
});

describe('queueRecipientNotification', () => {
  it('does nothing when the booking has no recipient email', async () => {
    const before = await t.db.$count(notificationOutbox);
    expect(
      await queueRecipientNotification(t.db, 'booking_received', null, bookingData('BK-NOMAIL01')),
    ).toBeNull();
    expect(
      await queueRecipientNotification(t.db, 'booking_received', '  ', bookingData('BK-NOMAIL02')),
    ).toBeNull();
    expect(await t.db.$count(notificationOutbox)).toBe(before);
  });

  it('queues a mail with no user to the given address, and it is delivered', async () => {
    const row = await queueRecipientNotification(
      t.db,
      'booking_received',
      bookingPayload().recipient_email,
      bookingData('BK-RECIP001'),
    );
    expect(row).toMatchObject({ userId: null, toAddress: 'akosua.recipient@example.com', status: 'pending' });
    await t.deliverMail();
    const mail = t.outbox.find((m) => m.subject.includes('BK-RECIP001'));
    expect(mail?.to).toBe('akosua.recipient@example.com');
    expect(mail?.text).toContain('Hello Akosua,');
  });
});

describe('queueNotification', () => {
  it('writes one row for one dedupe key, however often it is queued', async () => {
    const user = await makeUser(t.db);
    const first = await queueNotification(
      t.db,
      'welcome',
      user,
      { first_name: 'Kofi' },
      { dedupeKey: 'welcome:x1' },
    );
    const again = await queueNotification(
      t.db,
      'welcome',
      user.id,
      { first_name: 'Kofi' },
      { dedupeKey: 'welcome:x1' },
    );
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(await t.db.$count(notificationOutbox, eq(notificationOutbox.userId, user.id))).toBe(1);
  });
});

describe('deliverDue', () => {
  it('delivers each mail exactly once when two workers run at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const row = await queueRecipientNotification(
        t.db,
        'booking_received',
        `pair${i}@example.com`,
        bookingData(`BK-PAIR${i}`),
      );
      ids.push(row!.id);
    }
    const sent: Mail[] = [];
    // The rounds are made to overlap: A's first send waits until B has sent a mail, so B claims and
    // delivers while A still holds the rows it claimed.
    let sentByB = 0;
    const a = workerWith(
      {
        send: async (mail) => {
          for (let i = 0; i < 500 && sentByB === 0; i++) await sleep(10);
          sent.push(mail);
        },
      },
      { batchSize: 2 },
    );
    const b = workerWith(
      {
        send: async (mail) => {
          await sleep(5);
          sent.push(mail);
          sentByB++;
        },
      },
      { batchSize: 2 },
    );
    const [ra, rb] = await Promise.all([a.deliverDue(), b.deliverDue()]);

    expect(ra.sent + rb.sent).toBe(12);
    expect(ra.sent).toBeGreaterThan(0);
    expect(rb.sent).toBeGreaterThan(0);
    expect(sent.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `pair${i}@example.com`).sort(),
    );
    const rows = await t.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('retries a failed send with exponential backoff, then marks it failed after the last attempt', async () => {
    const errors: unknown[] = [];
    const down: Mailer = {
      send: async () => {
        const error = new Error('connect ECONNREFUSED for smtp://mailer:s3cret-pass@mail.example.com:587');
        errors.push(error);
        throw error;
      },
    };
    const logged: unknown[] = [];
    const log = {
      warn: (...args: unknown[]) => logged.push(args),
      error: (...args: unknown[]) => logged.push(args),
    };
    const worker = workerWith(down, { maxAttempts: 3, log: log as unknown as FastifyBaseLogger });
    const row = await queueRecipientNotification(
      t.db,
      'booking_received',
      'retry@example.com',
      bookingData('BK-RETRY001'),
    );
    const start = new Date();

    expect(await worker.deliverDue(start)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let stored = await rowById(row!.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored.nextAttemptAt.getTime()).toBe(start.getTime() + MINUTE);
    expect(stored.lastError).toContain('ECONNREFUSED');
    expect(stored.lastError).not.toContain('s3cret-pass');

    // Not due yet half way through the wait.
    expect(await worker.deliverDue(new Date(start.getTime() + MINUTE / 2))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(errors).toHaveLength(1);

    const second = new Date(start.getTime() + MINUTE);
    expect(await worker.deliverDue(second)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    stored = await rowById(row!.id);
    expect(stored.attempts).toBe(2);
    expect(stored.nextAttemptAt.getTime()).toBe(second.getTime() + 2 * MINUTE);

    const third = new Date(second.getTime() + 2 * MINUTE);
    expect(await worker.deliverDue(third)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    stored = await rowById(row!.id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(errors).toHaveLength(3);
    // Three log lines (two retries, one give-up), none with the credentials or the mail itself.
    expect(logged).toHaveLength(3);
    expect(JSON.stringify(logged)).not.toContain('s3cret-pass');
    expect(JSON.stringify(logged)).not.toContain('BK-RETRY001');
    expect(await worker.deliverDue(new Date(third.getTime() + 60 * MINUTE))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('sends on a later attempt once the transport is back, exactly once', async () => {
    let failures = 1;
    const sent: Mail[] = [];
    const flaky: Mailer = {
      send: async (mail) => {
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(mail);
      },
    };
    const worker = workerWith(flaky);
    const row = await queueRecipientNotification(
      t.db,
      'booking_received',
      'flaky@example.com',
      bookingData('BK-FLAKY001'),
    );
    const start = new Date();
    await worker.deliverDue(start);
    expect(await worker.deliverDue(new Date(start.getTime() + MINUTE))).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await rowById(row!.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('BK-FLAKY001');
    expect(sent[0]!.html).toContain('BK-FLAKY001');
  });

  it('doubles the wait after each failure, up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, MINUTE))).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
    ]);
    expect(retryDelayMs(30, MINUTE)).toBe(6 * 60 * MINUTE);
  });
});

describe('the polling worker', () => {
  it('delivers queued mail once started and stops cleanly', async () => {
    const sent: Mail[] = [];
    const worker = workerWith({ send: async (mail) => void sent.push(mail) }, { pollMs: 20 });
    worker.start();
    try {
      await queueRecipientNotification(
        t.db,
        'booking_received',
        'poll@example.com',
        bookingData('BK-POLL0001'),
      );
      // Up to 10 s: on a loaded machine a poll of the embedded database can take a while.
      for (const started = Date.now(); sent.length === 0 && Date.now() - started < 10_000; ) await sleep(20);
    } finally {
      await worker.stop();
    }
    expect(sent.map((m) => m.to)).toEqual(['poll@example.com']);
  });
});
