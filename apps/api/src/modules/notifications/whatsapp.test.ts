import { DEFAULT_NOTIFICATION_PREFERENCES } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, makeUser, signedIn } from '../../../test/factories.ts';
import {
  FLAKY_NUMBER,
  GRAPH_TOKEN,
  PHONE_NUMBER_ID,
  REFUSED_NUMBER,
  startGraphStandIn,
} from '../../../test/graph-stand-in.ts';
import { auditEvents, notificationOutbox, users } from '../../db/schema.ts';
import { whatsappSignature } from '../../lib/whatsapp/cloud-api.ts';
import { queueSms } from './notifications.queue.ts';

const APP_SECRET = 'app-secret-of-the-test';
const VERIFY_TOKEN = 'verify-token-of-the-test';
const graph = await startGraphStandIn();
const t = await createTestApp({
  env: {
    WHATSAPP_TOKEN: GRAPH_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_API_URL: graph.url,
  },
});
const offline = await createTestApp();

const MINUTE = 60_000;
let phones = 0;
const aPhone = () => `+2332410${String(++phones).padStart(5, '0')}`;
const rowsFor = (db: typeof t.db, phone: string) =>
  db.select().from(notificationOutbox).where(eq(notificationOutbox.toAddress, phone));
const rowOf = async (id: string) =>
  (await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;

const delivered = { tracking_number: 'UKG1234567890', time: '4 Dec, 14:05', proof: 'signed for' };

/** A notification as Meta posts it, signed with the app secret unless told otherwise. */
const notify = (value: Record<string, unknown>, signature: string | null = 'good') => {
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      { id: '0', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/whatsapp/',
    headers: {
      'content-type': 'application/json',
      ...(signature && {
        'x-hub-signature-256': signature === 'good' ? whatsappSignature(APP_SECRET, payload) : signature,
      }),
    },
    payload,
  });
};

/** A recipient's WhatsApp message, sent and named by Graph's id. */
const sentWhatsApp = async (phone = aPhone()) => {
  const row = (await queueSms(t.db, 'recipient_delivered', phone, delivered, { whatsapp: true }))!;
  await t.deliverMail();
  return rowOf(row.id);
};

describe('WhatsApp in the outbox', () => {
  it('sends a recipient who opted in their template by WhatsApp, and staff see it on the booking', async () => {
    const phone = aPhone();
    const customer = await makeUser(t.db);
    const { booking, trackingNumber } = await makeBooking(t.db, customer, {
      status: 'CONFIRMED',
      input: { recipient_phone: phone, recipient_whatsapp_opt_in: true },
    });
    const textsBefore = t.texts.length;
    await t.deliverMail();
    const request = graph.seen.find((r) => r.body.to === phone.slice(1))!;
    expect(request.headers.authorization).toBe(`Bearer ${GRAPH_TOKEN}`);
    expect(request.body.template).toMatchObject({
      name: 'ukgh_recipient_booking_confirmed',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Kofi' },
            { type: 'text', text: trackingNumber },
            { type: 'text', text: expect.stringMatching(/^http:\/\/shipping\.test\/r\//) },
          ],
        },
      ],
    });
    expect(t.texts.slice(textsBefore).filter((m) => m.to === phone)).toEqual([]);
    const admin = await signedIn(t, 'ADMIN');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/bookings/${booking.id}/messages/`,
      headers: admin.headers,
    });
    expect(res.json().results).toContainEqual(
      expect.objectContaining({
        channel: 'whatsapp',
        kind: 'recipient_booking_confirmed',
        to: phone,
        state: 'sent',
      }),
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/bookings/${booking.id}/`,
      headers: admin.headers,
    });
    expect(detail.json()).toMatchObject({ recipient_whatsapp_opt_in: true });
  });

  it('texts a customer by WhatsApp when their WhatsApp switch is on', async () => {
    const phone = aPhone();
    const [customer] = await t.db
      .update(users)
      .set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, whatsapp_notifications: true } })
      .where(eq(users.id, (await makeUser(t.db, { phoneE164: phone })).id))
      .returning();
    await makeBooking(t.db, customer!, { status: 'CONFIRMED' });
    await t.deliverMail();
    expect(await rowsFor(t.db, phone)).toMatchObject([
      { channel: 'whatsapp', kind: 'customer_booking_confirmed', status: 'sent', provider: 'whatsapp' },
    ]);
    expect(graph.seen.find((r) => r.body.to === phone.slice(1))?.body.template?.name).toBe(
      'ukgh_customer_booking_confirmed',
    );
  });

  it('texts by SMS a recipient who did not opt in', async () => {
    const phone = aPhone();
    await makeBooking(t.db, await makeUser(t.db), {
      status: 'CONFIRMED',
      input: { recipient_phone: phone },
    });
    await t.deliverMail();
    expect((await rowsFor(t.db, phone)).map((r) => r.channel)).toEqual(['sms']);
    expect(graph.seen.some((r) => r.body.to === phone.slice(1))).toBe(false);
  });

  it('falls back to one SMS, linked and audited, when Graph refuses the template', async () => {
    const customer = await makeUser(t.db);
    const { booking } = await makeBooking(t.db, customer, {
      input: bookingPayload({ recipient_phone: REFUSED_NUMBER }),
    });
    const row = (await queueSms(t.db, 'recipient_delivered', REFUSED_NUMBER, delivered, {
      whatsapp: true,
      bookingId: booking.id,
    }))!;
    await t.deliverMail();
    expect(await rowOf(row.id)).toMatchObject({
      status: 'failed',
      lastError: 'WhatsApp 400 132001: template name (ukgh_recipient_delivered) does not exist in en',
    });
    const [sms] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.fallbackOf, row.id));
    expect(sms).toMatchObject({ channel: 'sms', kind: 'recipient_delivered', status: 'sent' });
    expect(t.texts.filter((m) => m.reference === sms!.id)).toEqual([
      {
        to: REFUSED_NUMBER,
        body: 'Parcel UKG1234567890 was delivered 4 Dec, 14:05, signed for. Reply STOP to opt out',
        reference: sms!.id,
      },
    ]);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.bookingId, booking.id), eq(auditEvents.action, 'message.whatsapp_fallback')));
    expect(audit).toMatchObject({
      before: { channel: 'whatsapp', message_id: row.id },
      after: { channel: 'sms', message_id: sms!.id },
    });
  });

  it('retries after a 5xx and sends on the next round', async () => {
    const row = (await queueSms(t.db, 'recipient_delivered', FLAKY_NUMBER, delivered, { whatsapp: true }))!;
    expect(await t.deliverMail()).toMatchObject({ retrying: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 1 });
    await t.deliverMail(new Date(Date.now() + 10 * MINUTE));
    expect(await rowOf(row.id)).toMatchObject({
      status: 'sent',
      provider: 'whatsapp',
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
  });

  it('sends as SMS what was queued for WhatsApp where no WhatsApp is configured', async () => {
    const phone = aPhone();
    const row = (await queueSms(offline.db, 'recipient_delivered', phone, delivered, { whatsapp: true }))!;
    await offline.deliverMail();
    const [after] = await offline.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, row.id));
    expect(after).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(offline.texts.map((m) => m.to)).toContain(phone);
  });
});

describe("WhatsApp's webhook", () => {
  it('moves a message to delivered, then read, from signed statuses', async () => {
    const row = await sentWhatsApp();
    const id = row.providerMessageId!;
    expect((await notify({ statuses: [{ id, status: 'sent', recipient_id: '1' }] })).statusCode).toBe(204);
    expect((await notify({ statuses: [{ id, status: 'delivered', recipient_id: '1' }] })).statusCode).toBe(
      204,
    );
    expect(await rowOf(row.id)).toMatchObject({ status: 'delivered', deliveredAt: expect.any(Date) });
    await notify({ statuses: [{ id, status: 'read', recipient_id: '1' }] });
    expect(await rowOf(row.id)).toMatchObject({ status: 'read' });
  });

  it('sends the SMS in place of a message whose status is failed, once', async () => {
    const phone = aPhone();
    const row = await sentWhatsApp(phone);
    const failed = {
      statuses: [
        {
          id: row.providerMessageId,
          status: 'failed',
          errors: [
            { code: 131026, title: 'Message undeliverable', error_data: { details: 'not on WhatsApp' } },
          ],
        },
      ],
    };
    expect((await notify(failed)).statusCode).toBe(204);
    await notify(failed);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'failed',
      lastError: 'WhatsApp 131026: not on WhatsApp',
    });
    await t.deliverMail();
    const sms = (await rowsFor(t.db, phone)).filter((r) => r.channel === 'sms');
    expect(sms).toMatchObject([{ fallbackOf: row.id, status: 'sent' }]);
  });

  it('refuses a notification without a signature (401) or with a forged one (403), changing nothing', async () => {
    const row = await sentWhatsApp();
    const report = { statuses: [{ id: row.providerMessageId, status: 'delivered' }] };
    expect((await notify(report, null)).statusCode).toBe(401);
    expect((await notify(report, whatsappSignature('another-secret', '{}'))).statusCode).toBe(403);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent' });
  });

  it("answers Meta's verification with the challenge, and 403 for another token", async () => {
    const verify = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await verify(VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await verify('not-the-token')).statusCode).toBe(403);
    const off = await offline.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
    });
    expect(off.statusCode).toBe(404);
  });

  it('opts a number out of WhatsApp and SMS when it sends STOP, skipping what was queued', async () => {
    const phone = aPhone();
    const queued = (await queueSms(t.db, 'recipient_delivered', phone, delivered, { whatsapp: true }))!;
    const stop = {
      messages: [{ from: phone.slice(1), id: 'wamid.IN1', type: 'text', text: { body: ' Stop ' } }],
    };
    expect((await notify(stop)).statusCode).toBe(204);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'skipped' });
    expect((await queueSms(t.db, 'recipient_delivered', phone, delivered))!.status).toBe('skipped');
    expect((await queueSms(t.db, 'recipient_delivered', phone, delivered, { whatsapp: true }))!.status).toBe(
      'skipped',
    );
  });

  it('leaves other JSON routes parsing as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"nobody@example.com","password":"x"}',
    });
    expect(res.statusCode).toBe(401);
  });
});
