import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { notificationOutbox, smsOptOuts } from '../../db/schema.ts';
import type { SmsMessage, SmsProvider, SmsResult } from '../../lib/sms/provider.ts';
import { twilioSignature } from '../../lib/sms/twilio.ts';
import { queueSms } from './notifications.queue.ts';
import { createNotificationWorker } from './notifications.worker.ts';

const TWILIO_TOKEN = 'auth-token-of-the-test';
const ARKESEL_SECRET = 'a-secret-of-sixteen-or-more';
const t = await createTestApp({
  env: {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC0000',
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: '+447700900000',
  },
});
const arkesel = await createTestApp({
  env: { SMS_PROVIDER: 'arkesel', ARKESEL_API_KEY: 'k', SMS_WEBHOOK_SECRET: ARKESEL_SECRET },
});

const silent = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/** A worker whose provider answers each message with the next of `answers` (the last one repeats). */
const workerAnswering = (db: typeof t.db, name: SmsProvider['name'], ...answers: SmsResult[]) => {
  const sent: SmsMessage[] = [];
  const worker = createNotificationWorker({
    db,
    mailer: { send: async () => {} },
    sms: {
      name,
      send: async (message) => {
        sent.push(message);
        return answers.shift() ?? { ok: true, providerMessageId: null };
      },
    },
    log: silent,
    publicUrl: 'http://shipping.test',
    pollMs: 1000,
    maxAttempts: 3,
    retryBaseMs: 60_000,
  });
  return { worker, sent };
};

let phones = 0;
const aPhone = () => `+2332400${String(++phones).padStart(5, '0')}`;
const rowOf = async (db: typeof t.db, id: string) =>
  (await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;

const outForDelivery = {
  tracking_number: 'UKG1234567890',
  agent: 'Kwabena',
  agent_phone: '+233241112222',
  code: '482913',
};

describe('the SMS outbox', () => {
  it('sends the rendered text to the number, keeps the provider’s id and drops the handover code once sent', async () => {
    const phone = aPhone();
    const row = (await queueSms(t.db, 'recipient_out_for_delivery', phone, outForDelivery))!;
    const { worker, sent } = workerAnswering(t.db, 'twilio', { ok: true, providerMessageId: 'SM1' });
    expect(await worker.deliverDue()).toMatchObject({ sent: 1 });
    expect(sent).toEqual([
      {
        to: phone,
        body: 'Parcel UKG1234567890 is out for delivery with Kwabena, +233241112222. Give the driver code 482913 at the door. Reply STOP to opt out',
        reference: row.id,
      },
    ]);
    const after = await rowOf(t.db, row.id);
    expect(after).toMatchObject({
      channel: 'sms',
      status: 'sent',
      provider: 'twilio',
      providerMessageId: 'SM1',
    });
    expect(after.payload).not.toHaveProperty('code');
  });

  it('queues nothing for a booking without a phone, and skips a number that opted out', async () => {
    expect(await queueSms(t.db, 'recipient_delivered', null, {})).toBeNull();
    const phone = aPhone();
    await t.db.insert(smsOptOuts).values({ phone, source: 'twilio' });
    const row = (await queueSms(t.db, 'recipient_booking_confirmed', phone, { sender: 'Ama', link: 'L' }))!;
    expect(row.status).toBe('skipped');
  });

  it('gives up at once on a refusal a retry cannot mend, and tries again later after a provider outage', async () => {
    const refused = (await queueSms(t.db, 'recipient_booking_confirmed', aPhone(), {
      sender: 'Ama',
      link: 'L',
    }))!;
    const down = (await queueSms(t.db, 'recipient_booking_confirmed', aPhone(), {
      sender: 'Ama',
      link: 'L',
    }))!;
    const { worker } = workerAnswering(
      t.db,
      'twilio',
      { ok: false, error: 'Twilio 400 21211: invalid To', retry: false },
      { ok: false, error: 'not reachable', retry: true },
    );
    expect(await worker.deliverDue()).toMatchObject({ failed: 1, retrying: 1 });
    expect(await rowOf(t.db, refused.id)).toMatchObject({
      status: 'failed',
      lastError: 'Twilio 400 21211: invalid To',
    });
    expect(await rowOf(t.db, down.id)).toMatchObject({ status: 'pending', lastError: 'not reachable' });
  });

  it('opts a number out when the provider says it unsubscribed, skipping what else was queued for it', async () => {
    const phone = aPhone();
    const first = (await queueSms(t.db, 'recipient_booking_confirmed', phone, { sender: 'Ama', link: 'L' }))!;
    const { worker } = workerAnswering(t.db, 'twilio', {
      ok: false,
      error: 'Twilio 400 21610: unsubscribed',
      optedOut: true,
      retry: false,
    });
    await worker.deliverDue();
    expect(await rowOf(t.db, first.id)).toMatchObject({ status: 'failed' });
    const next = (await queueSms(t.db, 'recipient_delivered', phone, {
      tracking_number: 'U',
      time: 'now',
      proof: 'signed for',
    }))!;
    expect(next.status).toBe('skipped');
  });
});

/** A Twilio callback as Twilio sends it: form-encoded, signed over the public URL and the sorted fields. */
const twilioCall = (path: string, fields: Record<string, string>, token = TWILIO_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, `http://shipping.test${path}`, fields),
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe("Twilio's webhooks", () => {
  const sentRow = async (providerMessageId: string) => {
    const row = (await queueSms(t.db, 'recipient_booking_confirmed', aPhone(), {
      sender: 'Ama',
      link: 'L',
    }))!;
    await t.db
      .update(notificationOutbox)
      .set({ status: 'sent', provider: 'twilio', providerMessageId })
      .where(eq(notificationOutbox.id, row.id));
    return row;
  };

  it('marks a message delivered from a signed status report, and failed from an undelivered one', async () => {
    const delivered = await sentRow('SMd1');
    const lost = await sentRow('SMd2');
    const path = '/api/v1/webhooks/twilio/status/';
    expect((await twilioCall(path, { MessageSid: 'SMd1', MessageStatus: 'delivered' })).statusCode).toBe(204);
    expect(
      (await twilioCall(path, { MessageSid: 'SMd2', MessageStatus: 'undelivered', ErrorCode: '30005' }))
        .statusCode,
    ).toBe(204);
    expect(await rowOf(t.db, delivered.id)).toMatchObject({ status: 'delivered' });
    expect(await rowOf(t.db, lost.id)).toMatchObject({
      status: 'failed',
      lastError: 'Twilio: undelivered 30005',
    });
  });

  it('refuses a report signed with another token, or not signed, with 403 and changes nothing', async () => {
    const row = await sentRow('SMd3');
    const path = '/api/v1/webhooks/twilio/status/';
    const forged = await twilioCall(
      path,
      { MessageSid: 'SMd3', MessageStatus: 'delivered' },
      'another-token',
    );
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'MessageSid=SMd3&MessageStatus=delivered',
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await rowOf(t.db, row.id)).toMatchObject({ status: 'sent' });
  });

  it('opts a number out when it texts STOP and back in when it texts START', async () => {
    const phone = aPhone();
    const path = '/api/v1/webhooks/twilio/inbound/';
    expect((await twilioCall(path, { From: phone, Body: ' stop ', To: '+447700900000' })).statusCode).toBe(
      204,
    );
    expect(
      (await queueSms(t.db, 'recipient_booking_confirmed', phone, { sender: 'A', link: 'L' }))!.status,
    ).toBe('skipped');
    await twilioCall(path, { From: phone, Body: 'START', To: '+447700900000' });
    expect(
      (await queueSms(t.db, 'recipient_booking_confirmed', phone, { sender: 'A', link: 'L' }))!.status,
    ).toBe('pending');
  });
});

describe("Arkesel's delivery reports", () => {
  it('are taken on the path with the secret, and refused with 404 on any other', async () => {
    const row = (await queueSms(arkesel.db, 'recipient_booking_confirmed', aPhone(), {
      sender: 'Ama',
      link: 'L',
    }))!;
    await arkesel.db
      .update(notificationOutbox)
      .set({ status: 'sent', provider: 'arkesel', providerMessageId: 'ark-1' })
      .where(eq(notificationOutbox.id, row.id));
    const wrong = await arkesel.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/arkesel/not-the-secret-at-all/',
      payload: { sms_id: 'ark-1', status: 'DELIVERED' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(await rowOf(arkesel.db, row.id)).toMatchObject({ status: 'sent' });
    const right = await arkesel.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/arkesel/${ARKESEL_SECRET}/`,
      payload: { sms_id: 'ark-1', status: 'DELIVERED' },
    });
    expect(right.statusCode).toBe(204);
    expect(await rowOf(arkesel.db, row.id)).toMatchObject({ status: 'delivered' });
  });

  it('are not taken at all when Arkesel is not the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/arkesel/${ARKESEL_SECRET}/`,
      payload: { sms_id: 'x', status: 'DELIVERED' },
    });
    expect(res.statusCode).toBe(404);
  });
});
