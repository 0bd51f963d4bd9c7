import { HANDOVER_MESSAGES, STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionFields, deliveryJob, patchJob, shipmentById } from '../../../test/agent-work.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/factories.ts';
import { auditEvents, handoverCodes, notificationOutbox, recipientChoices } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let driver: Caller;
let customer: Caller;
let admin: Caller;
let png: Buffer;

beforeAll(async () => {
  driver = await signedIn(t, 'DELIVERY', { firstName: 'Yaw', lastName: 'Asante' });
  customer = await signedIn(t, 'CUSTOMER');
  admin = await signedIn(t, 'ADMIN');
  png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer();
});

const jobUrl = (id: string) => `/api/v1/agent/delivery/assignments/${id}/`;
const photo = () => ({ proof_photo: { filename: 'door.png', contentType: 'image/png', data: png } });
const CODE_IN_TEXT = /(?:code |: )(\d{6})\b/;

/** The code in the last text sent to `phone` (sending what is queued first), as the recipient reads it. */
const codeSentTo = async (phone: string) => {
  t.texts.length = 0;
  await t.deliverMail();
  const text = t.texts.filter((m) => m.to === phone && CODE_IN_TEXT.test(m.body)).at(-1);
  return CODE_IN_TEXT.exec(text!.body)![1]!;
};

/** A delivery of `driver` out for delivery; its code as texted to the recipient (unless an alternate holds it). */
const outForDelivery = async (options: { alternate?: { name: string; phone: string } } = {}) => {
  const made = await deliveryJob(t.db, customer.user, driver.user.id);
  if (options.alternate)
    await t.db.insert(recipientChoices).values({
      bookingId: made.booking.id,
      alternateName: options.alternate.name,
      alternatePhone: options.alternate.phone,
    });
  const started = await patchJob(t, jobUrl(made.job.id), driver.headers, {
    status: 'IN_PROGRESS',
    ...actionFields(),
  });
  expect(started.statusCode).toBe(200);
  return made;
};

const deliver = (jobId: string, fields: Record<string, string>, withPhoto = false) =>
  patchJob(
    t,
    jobUrl(jobId),
    driver.headers,
    { status: 'COMPLETED', ...actionFields(), ...fields },
    withPhoto ? photo() : {},
  );

const handoverOf = async (bookingId: string) =>
  (await t.db.select().from(handoverCodes).where(eq(handoverCodes.bookingId, bookingId)))[0]!;

const auditOf = (bookingId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.bookingId, bookingId)).orderBy(auditEvents.seq);

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the handover code', () => {
  it('is texted to the recipient when the parcel goes out, and the right code completes the delivery without a photo', async () => {
    const { booking, job, shipment } = await outForDelivery();
    const code = await codeSentTo('+233241234567');
    const stored = await handoverOf(booking.id);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.failedAttempts).toBe(0);

    const res = await deliver(job.id, { handover_code: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('COMPLETED');
    expect((await shipmentById(t.db, shipment.id)).status).toBe('delivered');
    const after = await handoverOf(booking.id);
    expect(after).toMatchObject({ method: 'CODE', withoutCodeReason: null, deliveredBy: driver.user.id });
    // The hash goes once the code is used: nothing is left to guess at.
    expect(after.codeHash).toBeNull();

    const deliverEntry = (await auditOf(booking.id)).find((e) => e.action === 'deliver');
    expect(deliverEntry?.after).toMatchObject({ handover: "Confirmed by the recipient's code" });

    // The recipient's delivered text and the public tracker say how.
    t.texts.length = 0;
    await t.deliverMail();
    expect(t.texts.map((m) => m.body).join('\n')).toContain('confirmed with the door code');
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shipments/track/${shipment.trackingNumber}/`,
    });
    expect(tracked.json().delivery_confirmation).toBe("Delivered, confirmed by the recipient's code");

    // The plaintext is nowhere: not in the answer, the audit, the handover row or the sent texts' rows.
    const everything = JSON.stringify([
      res.json(),
      await auditOf(booking.id),
      after,
      await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, booking.id)),
    ]);
    expect(everything).not.toContain(code);
  });

  it('refuses a wrong code with the tries left, counts it (audited) and leaves the job open', async () => {
    const { booking, job, shipment } = await outForDelivery();
    const code = await codeSentTo('+233241234567');
    const res = await deliver(job.id, { handover_code: otherCode(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That code is not right: 4 tries left');
    expect((await shipmentById(t.db, shipment.id)).status).toBe('out_for_delivery');
    expect((await handoverOf(booking.id)).failedAttempts).toBe(1);
    const wrong = (await auditOf(booking.id)).filter((e) => e.action === 'handover.wrong-code');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]!.after).toEqual({ failed_attempts: 1, tries_left: 4 });
    expect(JSON.stringify(await auditOf(booking.id))).not.toContain(code);

    // A malformed code is a field message, not a try.
    const malformed = await deliver(job.id, { handover_code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain(HANDOVER_MESSAGES.format);
    expect((await handoverOf(booking.id)).failedAttempts).toBe(1);

    expect((await deliver(job.id, { handover_code: code })).statusCode).toBe(200);
  });

  it('locks after five wrong codes; then only without a code, or an admin’s new code, works', async () => {
    const { booking, job, shipment } = await outForDelivery();
    const code = await codeSentTo('+233241234567');
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await deliver(job.id, { handover_code: wrong })).json().message);
    expect(messages.slice(0, 4)).toEqual([
      'That code is not right: 4 tries left',
      'That code is not right: 3 tries left',
      'That code is not right: 2 tries left',
      'That code is not right: 1 try left',
    ]);
    expect(messages[4]).toMatch(/It is now locked/);
    expect((await handoverOf(booking.id)).lockedAt).not.toBeNull();
    expect((await auditOf(booking.id)).filter((e) => e.action === 'handover.lock')).toHaveLength(1);

    const right = await deliver(job.id, { handover_code: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(HANDOVER_MESSAGES.locked);

    // The admin's booking details offer a new code while the parcel is out for delivery.
    const detailUrl = `/api/v1/admin/bookings/${booking.id}/`;
    const before = await t.app.inject({ method: 'GET', url: detailUrl, headers: admin.headers });
    expect(before.json().can_reissue_handover_code).toBe(true);

    // An admin sends a new code: the old one stays refused, the new one (texted again) works.
    const reissued = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${booking.id}/handover-code/`,
      headers: admin.headers,
    });
    expect(reissued.statusCode).toBe(200);
    expect(reissued.json()).toEqual({ sent_to: 'recipient', issued_at: expect.any(String) });
    const fresh = await codeSentTo('+233241234567');
    expect(JSON.stringify(reissued.json())).not.toContain(fresh);
    expect(t.texts.at(-1)!.body).toMatch(
      /^New door code for parcel UKG\d{10}: \d{6}\. Give it to the driver, Yaw\./,
    );
    expect((await auditOf(booking.id)).map((e) => e.action)).toContain('handover.reissue');
    if (fresh !== code) expect((await deliver(job.id, { handover_code: code })).statusCode).toBe(400);
    expect((await deliver(job.id, { handover_code: fresh })).statusCode).toBe(200);
    expect((await shipmentById(t.db, shipment.id)).status).toBe('delivered');

    // Once delivered there is nothing to reissue (the details no longer offer it); and only an admin may.
    const after = await t.app.inject({ method: 'GET', url: detailUrl, headers: admin.headers });
    expect(after.json().can_reissue_handover_code).toBe(false);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${booking.id}/handover-code/`,
      headers: admin.headers,
    });
    expect(late.statusCode).toBe(409);
    const notAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${booking.id}/handover-code/`,
      headers: driver.headers,
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('a locked code still lets the agent complete without it, with a photo and a reason', async () => {
    const { booking, job } = await outForDelivery();
    const code = await codeSentTo('+233241234567');
    for (let i = 0; i < 5; i++) await deliver(job.id, { handover_code: otherCode(code) });
    const res = await deliver(job.id, { without_code_reason: 'RECIPIENT_REFUSED_CODE' }, true);
    expect(res.statusCode).toBe(200);
    expect(await handoverOf(booking.id)).toMatchObject({
      method: 'WITHOUT_CODE',
      withoutCodeReason: 'RECIPIENT_REFUSED_CODE',
    });
  });

  it('without a code needs a photo or signature, records the reason, and is listed for review', async () => {
    const { booking, job, shipment } = await outForDelivery();
    const bare = await deliver(job.id, { without_code_reason: 'NO_SIGNAL' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(STATUS_UPDATE_MESSAGES.proofRequired);

    const badReason = await deliver(job.id, { without_code_reason: 'BECAUSE' }, true);
    expect(badReason.statusCode).toBe(400);
    expect(JSON.stringify(badReason.json())).toContain(HANDOVER_MESSAGES.reason);

    expect((await deliver(job.id, { without_code_reason: 'NO_SIGNAL' }, true)).statusCode).toBe(200);
    const entry = (await auditOf(booking.id)).find((e) => e.action === 'deliver');
    expect(entry?.after).toMatchObject({ handover: 'Without code: No signal' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard/delivered-without-code/',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toContainEqual({
      booking_id: booking.id,
      booking_code: booking.bookingCode,
      tracking_number: shipment.trackingNumber,
      agent_name: 'Yaw Asante',
      reason: 'NO_SIGNAL',
      reason_label: 'No signal',
      delivered_at: expect.any(String),
    });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard/delivered-without-code/',
      headers: driver.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shipments/track/${shipment.trackingNumber}/`,
    });
    expect(tracked.json().delivery_confirmation).toBe('Delivered, signed for');
  });

  it('a client that sends no reason (one written to the spec) is recorded as "no reason given"', async () => {
    const { booking, job } = await outForDelivery();
    expect((await deliver(job.id, {}, true)).statusCode).toBe(200);
    expect(await handoverOf(booking.id)).toMatchObject({ method: 'WITHOUT_CODE', withoutCodeReason: null });
    const entry = (await auditOf(booking.id)).find((e) => e.action === 'deliver');
    expect(entry?.after).toMatchObject({ handover: 'Without code: no reason given' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard/delivered-without-code/',
      headers: admin.headers,
    });
    expect(list.json().results).toContainEqual(
      expect.objectContaining({ booking_id: booking.id, reason: null, reason_label: 'no reason given' }),
    );
  });

  it('goes to the alternate receiver the recipient named, and the recipient is told who holds it', async () => {
    const { booking, job, shipment } = await outForDelivery({
      alternate: { name: 'Kwame Boateng', phone: '+233201112233' },
    });
    const code = await codeSentTo('+233201112233');
    const toRecipient = t.texts.filter(
      (m) => m.to === '+233241234567' && m.body.includes(shipment.trackingNumber!),
    );
    expect(toRecipient.map((m) => m.body)).toEqual([
      expect.stringMatching(/out for delivery with Yaw, .*\. Kwame has the door code\. Reply STOP/),
    ]);
    expect(toRecipient[0]!.body).not.toContain(code);
    const rows = await t.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.bookingId, booking.id),
          eq(notificationOutbox.kind, 'alternate_out_for_delivery'),
        ),
      );
    expect(rows.map((r) => r.toAddress)).toEqual(['+233201112233']);
    expect((await deliver(job.id, { handover_code: code })).statusCode).toBe(200);
  });
});
