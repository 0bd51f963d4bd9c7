import { PRICE_CHANGE_MESSAGES, type Role } from '@ukgh/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, signedIn } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { auditEvents, bookings, notificationOutbox, payments, receipts } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const BANK = {
  account_name: 'UK Ghana Shipping Ltd',
  bank_name: 'Barclays',
  sort_code: '20-00-00',
  account_number: '55779911',
};

const api = (path: string) => `/api/v1${path}`;
const adminPayment = (id: string) => api(`/admin/bookings/${id}/payment/`);

let owner: Caller;
let admin: Caller;

beforeAll(async () => {
  owner = await signedIn(t, 'CUSTOMER', { firstName: 'Abena' });
  admin = await signedIn(t, 'ADMIN');
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const uploadReceipt = async (bookingId: string, caller: Caller = owner, data = PDF) => {
  const body = multipart({
    notes: 'Paid from my Monzo account',
    file: { filename: 'transfer.pdf', contentType: 'application/pdf', data },
  });
  return t.app.inject({
    method: 'POST',
    url: api(`/bookings/${bookingId}/receipts/`),
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
};

/** A pending booking of the owner's with one receipt waiting to be checked. */
const bookingWithReceipt = async () => {
  const { booking } = await makeBooking(t.db, owner.user);
  const res = await uploadReceipt(booking.id);
  expect(res.statusCode).toBe(201);
  return { booking, receiptId: res.json().id as string };
};

const mails = (bookingId: string, kind: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.kind, kind),
        sql`${notificationOutbox.payload}->>'booking_id' = ${bookingId}`,
      ),
    );
const trail = (bookingId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.bookingId, bookingId)).orderBy(auditEvents.seq);
const paymentRow = async (bookingId: string) =>
  (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;

describe('how to pay', () => {
  it('says honestly that no bank details are set, then shows the ones an admin saves, with the booking code as reference', async () => {
    const { booking } = await makeBooking(t.db, owner.user);
    const before = await get(api(`/bookings/${booking.id}/payment/`), owner.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      booking_code: booking.bookingCode,
      payment: { status: 'PENDING', status_display: 'Pending', method: null, paid_at: null },
      how_to_pay: {
        bank_details: null,
        reference: booking.bookingCode,
        amount_gbp: booking.priceQuotePence / 100,
      },
      can_upload_receipt: true,
      receipts: [],
    });
    expect((await get(api('/payment-details/'), owner.headers)).json()).toEqual({ bank_details: null });

    const saved = await t.app.inject({
      method: 'PUT',
      url: api('/admin/settings/'),
      headers: admin.headers,
      payload: { bank_details: { ...BANK, sort_code: '200000' } },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get(api(`/bookings/${booking.id}/payment/`), owner.headers)).json();
    expect(after.how_to_pay).toEqual({
      bank_details: BANK,
      reference: booking.bookingCode,
      amount_gbp: booking.priceQuotePence / 100,
    });
    expect((await get(api('/payment-details/'), owner.headers)).json()).toEqual({ bank_details: BANK });
    expect((await get(api('/payment-details/'), {})).statusCode).toBe(401);
  });

  it("puts the bank details and the reference in the 'Booking received' mail", async () => {
    const res = await post(api('/bookings/'), owner.headers, {
      sender_name: 'Abena Mensah',
      sender_email: 'abena@example.com',
      sender_phone: '+447700900123',
      sender_address: { line1: '1 High Street', city: 'London', postcode: 'E1 6AN' },
      recipient_name: 'Kwame Mensah',
      recipient_phone: '+233241234567',
      recipient_address: { line1: '14 Oxford Street', city: 'Accra', postcode: 'GA-183-8164' },
      gh_region_code: 'GR',
      packages: [{ description: 'Clothes', weight_kg: 10, pkg_type: 'BOX', declared_value: 50 }],
      service_level_code: 'STANDARD',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mails(res.json().id, 'booking_received');
    expect(mail!.payload).toMatchObject({ booking_code: res.json().booking_code, pay_to: BANK });
  });

  it('404 to another customer, 401 to nobody', async () => {
    const { booking } = await makeBooking(t.db, owner.user);
    const stranger = await signedIn(t, 'CUSTOMER');
    expect((await get(api(`/bookings/${booking.id}/payment/`), stranger.headers)).statusCode).toBe(404);
    expect((await get(api(`/bookings/${booking.id}/payment/`), {})).statusCode).toBe(401);
  });
});

describe('receipt upload', () => {
  it('is recorded as waiting to be checked, with an audit entry', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const view = (await get(api(`/bookings/${booking.id}/payment/`), owner.headers)).json();
    expect(view.receipts).toMatchObject([
      {
        id: receiptId,
        status: 'SUBMITTED',
        status_display: 'Waiting to be checked',
        refusal_reason: null,
        notes: 'Paid from my Monzo account',
      },
    ]);
    const entries = await trail(booking.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'payment.receipt-uploaded',
      actorId: owner.user.id,
      actorRole: 'CUSTOMER',
      after: { receipt_id: receiptId, file: 'transfer.pdf' },
    });
  });

  it('refuses a PDF cut short (no end marker): 415, nothing stored', async () => {
    const { booking } = await makeBooking(t.db, owner.user);
    const res = await uploadReceipt(booking.id, owner, PDF.subarray(0, 40));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload an image or PDF receipt');
    expect(await t.db.select().from(receipts).where(eq(receipts.bookingId, booking.id))).toHaveLength(0);
  });

  it('refuses a receipt for a cancelled booking (409)', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CANCELLED' });
    const res = await uploadReceipt(booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking was cancelled or rejected: there is nothing to pay');
  });
});

describe('admins check a receipt', () => {
  it('shows the receipts with what may be done with each', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const res = await get(adminPayment(booking.id), admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payment: { status: 'PENDING', recorded_by: null },
      receipts: [
        {
          id: receiptId,
          status: 'SUBMITTED',
          can_accept: true,
          can_refuse: true,
          uploaded_by: { id: owner.user.id, name: `Abena ${owner.user.lastName}` },
          reviewed_by: null,
        },
      ],
      can_record: true,
      can_refund: false,
    });
  });

  it('accept: the booking is Paid by bank transfer, the customer is mailed a receipt, the trail has it, the dashboard counts it', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const dashboard = async () => (await get(api('/admin/dashboard/'), admin.headers)).json();
    const before = await dashboard();

    const res = await post(`${adminPayment(booking.id)}receipts/${receiptId}/accept/`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.payment).toMatchObject({
      status: 'PAID',
      status_display: 'Paid',
      method: 'BANK_TRANSFER',
      method_display: 'Bank transfer',
      amount_gbp: booking.priceQuotePence / 100,
      recorded_by: { id: admin.user.id },
    });
    expect(Date.now() - Date.parse(body.payment.paid_at)).toBeLessThan(60_000);
    expect(body.receipts[0]).toMatchObject({ status: 'ACCEPTED', reviewed_by: { id: admin.user.id } });
    expect(body).toMatchObject({ can_record: false, can_refund: true, can_upload_receipt: false });

    const row = await paymentRow(booking.id);
    expect(row).toMatchObject({ status: 'PAID', receiptId, recordedBy: admin.user.id });
    const [mail] = await mails(booking.id, 'payment_received');
    expect(mail).toMatchObject({ userId: owner.user.id, toAddress: owner.user.email, status: 'pending' });
    expect(mail!.payload).toMatchObject({
      amount_gbp: booking.priceQuotePence / 100,
      method_label: 'Bank transfer',
      addressee_name: 'Abena',
    });
    expect((await trail(booking.id)).at(-1)).toMatchObject({
      action: 'payment.receipt-accepted',
      actorId: admin.user.id,
      actorRole: 'ADMIN',
      before: { status: 'PENDING', receipt_status: 'SUBMITTED' },
      after: { status: 'PAID', method: 'BANK_TRANSFER', receipt_id: receiptId, receipt_status: 'ACCEPTED' },
    });

    const after = await dashboard();
    expect(after.revenue_gbp - before.revenue_gbp).toBeCloseTo(booking.priceQuotePence / 100, 2);
    expect(after.payments.paid - before.payments.paid).toBe(1);
    expect(after.payments.pending - before.payments.pending).toBe(-1);
    expect(after.attention.counts.receipt - before.attention.counts.receipt).toBe(-1);
    // Still a pending booking awaiting confirmation: paying does not review it.
    expect(after.pending_reviews).toBe(before.pending_reviews);

    // The customer sees Paid.
    const mine = (await get(api(`/bookings/${booking.id}/payment/`), owner.headers)).json();
    expect(mine.payment).toMatchObject({ status: 'PAID', method_display: 'Bank transfer' });
    expect((await get(api(`/bookings/${booking.id}/`), owner.headers)).json().payment.status).toBe('PAID');
  });

  it('409 for an accepted receipt, for a second receipt once paid, and for an upload once paid; nothing written', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const second = (await uploadReceipt(booking.id)).json().id;
    expect(
      (await post(`${adminPayment(booking.id)}receipts/${receiptId}/accept/`, admin.headers)).statusCode,
    ).toBe(200);
    const trailBefore = (await trail(booking.id)).length;
    const again = await post(`${adminPayment(booking.id)}receipts/${receiptId}/accept/`, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This receipt has already been checked');
    const other = await post(`${adminPayment(booking.id)}receipts/${second}/accept/`, admin.headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This booking is already paid');
    const upload = await uploadReceipt(booking.id);
    expect(upload.statusCode).toBe(409);
    expect(upload.json().message).toBe('This booking is already paid');
    expect(await trail(booking.id)).toHaveLength(trailBefore);
    expect(await mails(booking.id, 'payment_received')).toHaveLength(1);
  });

  it('refuse: the receipt keeps the reason, the customer reads it and is mailed; the payment stays Pending', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const missing = await post(`${adminPayment(booking.id)}receipts/${receiptId}/refuse/`, admin.headers, {
      reason: '  ',
    });
    expect(missing.statusCode).toBe(400);

    const reason = 'The amount on the receipt is £10.00, not the total due';
    const res = await post(`${adminPayment(booking.id)}receipts/${receiptId}/refuse/`, admin.headers, {
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.status).toBe('PENDING');
    expect(res.json().receipts[0]).toMatchObject({ status: 'REFUSED', refusal_reason: reason });

    const mine = (await get(api(`/bookings/${booking.id}/payment/`), owner.headers)).json();
    expect(mine.receipts[0]).toMatchObject({
      status: 'REFUSED',
      status_display: 'Refused',
      refusal_reason: reason,
    });
    expect(mine.can_upload_receipt).toBe(true);
    const [mail] = await mails(booking.id, 'receipt_refused');
    expect(mail!.payload).toMatchObject({ reason, file_name: 'transfer.pdf' });
    expect((await trail(booking.id)).at(-1)).toMatchObject({
      action: 'payment.receipt-refused',
      after: { receipt_id: receiptId, receipt_status: 'REFUSED', reason },
    });

    const twice = await post(`${adminPayment(booking.id)}receipts/${receiptId}/refuse/`, admin.headers, {
      reason,
    });
    expect(twice.statusCode).toBe(409);
    const accept = await post(`${adminPayment(booking.id)}receipts/${receiptId}/accept/`, admin.headers);
    expect(accept.statusCode).toBe(409);
  });

  it('writes the change, its audit entry and its mail together: a mail that cannot be queued leaves nothing', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const trailBefore = (await trail(booking.id)).length;
    await t.db.execute(sql`
      create or replace function refuse_payment_mail() returns trigger language plpgsql as $$
      begin
        if new.kind = 'payment_received' then raise exception 'outbox unavailable'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_payment_mail before insert on notification_outbox for each row execute function refuse_payment_mail()`,
    );
    try {
      const res = await post(`${adminPayment(booking.id)}receipts/${receiptId}/accept/`, admin.headers);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_payment_mail on notification_outbox`);
    }
    expect((await paymentRow(booking.id)).status).toBe('PENDING');
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(receipt!.status).toBe('SUBMITTED');
    expect(await trail(booking.id)).toHaveLength(trailBefore);
  });

  it("404 for a receipt of another booking and for a booking that doesn't exist", async () => {
    const { booking } = await bookingWithReceipt();
    const { receiptId: foreign } = await bookingWithReceipt();
    const res = await post(`${adminPayment(booking.id)}receipts/${foreign}/accept/`, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Receipt not found');
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await get(adminPayment(none), admin.headers)).statusCode).toBe(404);
  });

  it('is the admin’s alone: 403 to the customer and to every other staff role, 401 to nobody', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const calls: [string, object | undefined][] = [
      [`receipts/${receiptId}/accept/`, undefined],
      [`receipts/${receiptId}/refuse/`, { reason: 'No' }],
      ['record/', { method: 'CASH_AT_COLLECTION', amount_gbp: 1, paid_at: new Date().toISOString() }],
      ['refund/', { reason: 'No' }],
    ];
    for (const role of ['CUSTOMER', 'WAREHOUSE', 'PICKUP', 'DELIVERY'] as Role[]) {
      const caller = role === 'CUSTOMER' ? owner : await signedIn(t, role);
      expect((await get(adminPayment(booking.id), caller.headers)).statusCode, role).toBe(403);
      for (const [path, body] of calls)
        expect(
          (await post(adminPayment(booking.id) + path, caller.headers, body)).statusCode,
          `${role} ${path}`,
        ).toBe(403);
    }
    expect((await get(adminPayment(booking.id), {})).statusCode).toBe(401);
    expect((await paymentRow(booking.id)).status).toBe('PENDING');
  });
});

describe('admins record a payment and a refund', () => {
  const record = (bookingId: string, body: object) =>
    post(`${adminPayment(bookingId)}record/`, admin.headers, body);

  it('records cash at collection for the amount due; the wrong amount or a future date is refused (400)', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const due = booking.priceQuotePence / 100;
    const paidAt = new Date(Date.now() - 3600_000).toISOString();
    const wrong = await record(booking.id, {
      method: 'CASH_AT_COLLECTION',
      amount_gbp: due + 1,
      paid_at: paidAt,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.amount_gbp).toEqual([
      `The amount must be the £${due.toFixed(2)} due on this booking`,
    ]);
    const future = await record(booking.id, {
      method: 'CASH_AT_COLLECTION',
      amount_gbp: due,
      paid_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    const method = await record(booking.id, { method: 'CHEQUE', amount_gbp: due, paid_at: paidAt });
    expect(method.statusCode).toBe(400);

    const res = await record(booking.id, {
      method: 'CASH_AT_COLLECTION',
      amount_gbp: due,
      paid_at: paidAt,
      reference: 'Cash book p. 12',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      status: 'PAID',
      method: 'CASH_AT_COLLECTION',
      method_display: 'Cash at collection',
      paid_at: paidAt,
      reference: 'Cash book p. 12',
      recorded_by: { id: admin.user.id },
    });
    const [mail] = await mails(booking.id, 'payment_received');
    expect(mail!.payload).toMatchObject({ method_label: 'Cash at collection', reference: 'Cash book p. 12' });
    expect((await trail(booking.id)).at(-1)).toMatchObject({
      action: 'payment.recorded',
      before: { status: 'PENDING', method: null },
      after: { status: 'PAID', method: 'CASH_AT_COLLECTION', paid_at: paidAt },
    });
    const twice = await record(booking.id, { method: 'CARD_IN_PERSON', amount_gbp: due, paid_at: paidAt });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This booking is already paid');
  });

  it('refunds a paid booking only (409 before), with the reason; mailed and audited', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    const refund = () =>
      post(`${adminPayment(booking.id)}refund/`, admin.headers, { reason: 'Booking cancelled' });
    const early = await refund();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a paid booking can be refunded');
    await record(booking.id, {
      method: 'CARD_IN_PERSON',
      amount_gbp: booking.priceQuotePence / 100,
      paid_at: new Date().toISOString(),
    });
    const res = await refund();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      status: 'REFUNDED',
      status_display: 'Refunded',
      refund_reason: 'Booking cancelled',
      refunded_by: { id: admin.user.id },
    });
    expect(res.json()).toMatchObject({ can_record: false, can_refund: false, can_upload_receipt: false });
    expect(await mails(booking.id, 'payment_refunded')).toHaveLength(1);
    expect((await trail(booking.id)).at(-1)).toMatchObject({
      action: 'payment.refunded',
      before: { status: 'PAID' },
      after: { status: 'REFUNDED', refund_reason: 'Booking cancelled' },
    });
    expect((await refund()).statusCode).toBe(409);
  });

  it('refuses to record a payment for a rejected booking (409)', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'REJECTED' });
    const res = await record(booking.id, {
      method: 'BANK_TRANSFER',
      amount_gbp: booking.priceQuotePence / 100,
      paid_at: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking was cancelled or rejected: there is nothing to pay');
  });
});

describe('pay, then change the booking: the price holds once money is in', () => {
  const bigger = bookingPayload({
    packages: [{ description: 'Books', weight_kg: 20, pkg_type: 'BOX', qty: 5 }],
  });
  const edit = (bookingId: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: api(`/bookings/${bookingId}/`), headers: owner.headers, payload });
  const stored = async (bookingId: string) => {
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    return {
      total: booking!.priceQuotePence,
      notes: booking!.notes,
      paid: payment!.amountPence,
      status: payment!.status,
    };
  };

  it('refuses a re-priced edit of a pending booking whose receipt was accepted (409), nothing written; a notes edit passes', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    expect(
      (await post(`${adminPayment(booking.id)}receipts/${receiptId}/accept/`, admin.headers)).statusCode,
    ).toBe(200);
    const before = await stored(booking.id);
    expect(before.status).toBe('PAID');

    const res = await edit(booking.id, bigger);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: PRICE_CHANGE_MESSAGES.paymentRecorded });
    expect(await stored(booking.id)).toEqual(before);

    const notes = await edit(booking.id, bookingPayload({ notes: 'Ring the bell twice' }));
    expect(notes.statusCode, notes.body).toBe(200);
    expect(await stored(booking.id)).toEqual({ ...before, notes: 'Ring the bell twice' });
  });

  it("refuses an admin's re-priced correction of a paid booking too (409), nothing written", async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    await post(`${adminPayment(booking.id)}receipts/${receiptId}/accept/`, admin.headers);
    const before = await stored(booking.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/bookings/${booking.id}/`),
      headers: admin.headers,
      payload: bigger,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: PRICE_CHANGE_MESSAGES.staffPaymentRecorded,
    });
    expect(await stored(booking.id)).toEqual(before);
  });

  it('refuses it while a receipt waits to be checked, and lets it through once the receipt is refused', async () => {
    const { booking, receiptId } = await bookingWithReceipt();
    const before = await stored(booking.id);
    const res = await edit(booking.id, bigger);
    expect(res.statusCode).toBe(409);
    expect(await stored(booking.id)).toEqual(before);
    const refused = await post(`${adminPayment(booking.id)}receipts/${receiptId}/refuse/`, admin.headers, {
      reason: 'The amount does not match',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const again = await edit(booking.id, bigger);
    expect(again.statusCode, again.body).toBe(200);
    const after = await stored(booking.id);
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.paid).toBe(after.total);
  });
});
