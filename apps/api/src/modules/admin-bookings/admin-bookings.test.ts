import { existsSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_COUNT_CAP, TRACKING_NUMBER_PATTERN } from '@ukgh/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, signedIn } from '../../../test/factories.ts';
import {
  assignments,
  auditEvents,
  bookings,
  notificationOutbox,
  packages,
  payments,
  receipts,
  shipments,
  travelEvents,
} from '../../db/schema.ts';
import { TEMPLATES } from '../notifications/templates/index.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');
const warehouse = await signedIn(t, 'WAREHOUSE');
const pickupAgent = await signedIn(t, 'PICKUP', { firstName: 'Yaw', lastName: 'Pickup' });
const delivery = await signedIn(t, 'DELIVERY');
const customer = await signedIn(t, 'CUSTOMER', { firstName: 'Efua', lastName: 'Sarpong' });

const API = '/api/v1';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: headers as never, ...(payload ? { payload } : {}) });

const pending = async (input = {}) => (await makeBooking(t.db, customer.user, { input })).booking;

const mailsOf = async (bookingId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(sql`${notificationOutbox.payload}->>'booking_id' = ${bookingId}`);

describe('GET /admin/bookings/', () => {
  it('lists pre-shipment bookings with counters, search by code or customer name, status filter', async () => {
    const mine = await pending();
    const confirmed = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
    const shipped = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    const res = await call('GET', '/admin/bookings/?page_size=500', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.results.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(confirmed.booking.id);
    // Picked up: a shipment now, handled from Manage Shipments.
    expect(ids).not.toContain(shipped.booking.id);
    expect(body.counters.total).toBe(body.count);
    expect(
      body.counters.pending + body.counters.confirmed + body.counters.cancelled + body.counters.rejected,
    ).toBe(body.counters.total);
    const card = body.results.find((r: { id: string }) => r.id === mine.id);
    expect(card).toMatchObject({
      booking_code: mine.bookingCode,
      status: 'PENDING',
      customer: { full_name: 'Efua Sarpong' },
      total_price_gbp: mine.priceQuotePence / 100,
      packages_count: 1,
    });

    const byCode = (await call('GET', `/admin/bookings/?search=${mine.bookingCode}`, admin.headers)).json();
    expect(byCode.results.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const byName = (await call('GET', '/admin/bookings/?search=sarpong&page_size=100', admin.headers)).json();
    expect(byName.results.length).toBe(byName.count);
    expect(
      byName.results.every(
        (r: { customer: { full_name: string } }) => r.customer.full_name === 'Efua Sarpong',
      ),
    ).toBe(true);
    const confirmedOnly = (await call('GET', '/admin/bookings/?status=confirmed', admin.headers)).json();
    expect(confirmedOnly.results.every((r: { status: string }) => r.status === 'CONFIRMED')).toBe(true);
    expect(confirmedOnly.count).toBe(body.counters.confirmed);
  });

  it('pages with a capped count, a keyset next and page numbers; caps page_size at 100', async () => {
    const all = (await call('GET', '/admin/bookings/?page_size=100', admin.headers)).json();
    expect(all).toMatchObject({ count_capped: false, count_cap: 1000 });
    expect(all.counters_capped).toEqual({
      total: false,
      pending: false,
      confirmed: false,
      cancelled: false,
      rejected: false,
    });
    const first = (await call('GET', '/admin/bookings/?page_size=1', admin.headers)).json();
    expect(first.results).toHaveLength(1);
    expect(first.next).toContain('cursor=');
    expect(first.previous).toBeNull();
    // Following `next` visits every row once, in the order of the whole list.
    const seen: string[] = [];
    let url: string | null = '/api/v1/admin/bookings/?page_size=2';
    while (url) {
      const page: { results: { id: string }[]; next: string | null } = (
        await t.app.inject({ url, headers: admin.headers })
      ).json();
      seen.push(...page.results.map((r: { id: string }) => r.id));
      url = page.next;
    }
    expect(seen).toEqual(all.results.map((r: { id: string }) => r.id));
    // A page number still works (an OFFSET), with its previous link.
    const second = (await call('GET', '/admin/bookings/?page_size=1&page=2', admin.headers)).json();
    expect(second.results[0].id).toBe(all.results[1].id);
    expect(second.previous).toContain('page=1');
    expect((await call('GET', '/admin/bookings/?page_size=100000', admin.headers)).statusCode).toBe(200);
    expect((await call('GET', '/admin/bookings/?cursor=nope', admin.headers)).statusCode).toBe(400);
  });

  it('400 for an unknown filter; 401 anonymous; 403 for customers and pickup/delivery agents; warehouse reads', async () => {
    expect((await call('GET', '/admin/bookings/?status=shipped', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/admin/bookings/')).statusCode).toBe(401);
    for (const who of [customer, pickupAgent, delivery])
      expect((await call('GET', '/admin/bookings/', who.headers)).statusCode).toBe(403);
    expect((await call('GET', '/admin/bookings/', warehouse.headers)).statusCode).toBe(200);
  });
  it('counts again after every change: the very next list shows a new booking and a confirmation', async () => {
    const counters = async () => (await call('GET', '/admin/bookings/', admin.headers)).json().counters;
    const before = await counters(); // counted now and kept until a booking changes (memo-until-change.ts)
    const made = await pending();
    const afterNew = await counters();
    expect(afterNew.pending).toBe(before.pending + 1);
    expect(afterNew.total).toBe(before.total + 1);
    const confirm = await call('POST', `/admin/bookings/${made.id}/confirm/`, admin.headers, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    const afterConfirm = await counters();
    expect(afterConfirm.pending).toBe(before.pending);
    expect(afterConfirm.confirmed).toBe(before.confirmed + 1);
  });

  it(`stops a search's count at ${SEARCH_COUNT_CAP} ("100+") and pages through every match`, async () => {
    const many = await makeUser(t.db, { firstName: 'Kwabena', lastName: 'Manyfold' });
    for (let i = 0; i <= SEARCH_COUNT_CAP; i += 10)
      await Promise.all(
        Array.from({ length: Math.min(10, SEARCH_COUNT_CAP + 1 - i) }, () => makeBooking(t.db, many)),
      );
    const first = (await call('GET', '/admin/bookings/?search=manyfold&page_size=100', admin.headers)).json();
    expect(first).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true, count_cap: SEARCH_COUNT_CAP });
    const rest = (await t.app.inject({ url: first.next, headers: admin.headers })).json();
    expect(first.results.length + rest.results.length).toBe(SEARCH_COUNT_CAP + 1);
    expect(rest.next).toBeNull();
    // A page number reads the rows at that place among the matches.
    const third = (
      await call('GET', '/admin/bookings/?search=manyfold&page_size=30&page=3', admin.headers)
    ).json();
    expect(third).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true });
    expect(third.results.map((r: { id: string }) => r.id)).toEqual(
      first.results.slice(60, 90).map((r: { id: string }) => r.id),
    );
    // Without a search the list counts on to COUNT_CAP.
    const all = (await call('GET', '/admin/bookings/?page_size=1', admin.headers)).json();
    expect(all).toMatchObject({ count_capped: false, count_cap: 1000 });
    expect(all.count).toBeGreaterThan(SEARCH_COUNT_CAP);
  });
});

describe("a search's page numbers", () => {
  it('give the rows at that place among the matches and their count, past the last match too', async () => {
    const few = await makeUser(t.db, { firstName: 'Akua', lastName: 'Fewfold' });
    for (let i = 0; i < 5; i++) await makeBooking(t.db, few);
    const ids = (body: { results: { id: string }[] }) => body.results.map((r) => r.id);
    const page = async (query: string) =>
      (await call('GET', `/admin/bookings/?search=fewfold&${query}`, admin.headers)).json();
    const all = await page('page_size=100');
    expect(all).toMatchObject({ count: 5, count_capped: false });
    expect(all.results).toHaveLength(5);
    // The first page reads its count with it (one statement): every match counted, not the page's rows.
    const first = await page('page_size=2');
    expect(first).toMatchObject({ count: 5, count_capped: false, results: all.results.slice(0, 2) });
    expect(first.next).toEqual(expect.any(String));
    expect(await page('page_size=2&page=2')).toMatchObject({ count: 5, results: all.results.slice(2, 4) });
    const last = await page('page_size=2&page=3');
    expect(ids(last)).toEqual(ids(all).slice(4));
    expect(last.next).toBeNull();
    // Past the last match: no rows, and still the count.
    expect(await page('page_size=2&page=4')).toMatchObject({ count: 5, count_capped: false, results: [] });
    expect(await page('page_size=50&page=3')).toMatchObject({ count: 5, results: [] });
    const none = (await call('GET', '/admin/bookings/?search=nobodyfold', admin.headers)).json();
    expect(none).toMatchObject({ count: 0, count_capped: false, results: [] });
  });
});

describe('GET /admin/bookings/{id}/', () => {
  it('answers the details with an invoice whose lines add up to the total (real insurance charge)', async () => {
    const booking = await pending({
      insurance_opt_in: true,
      packages: [{ description: 'Laptop', weight_kg: 3, pkg_type: 'BOX', declared_value: 900 }],
    });
    const res = await call('GET', `/admin/bookings/${booking.id}/`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { invoice, customer: who, recipient_address, packages: items } = res.json();
    const sum = invoice.lines.reduce(
      (s: number, l: { amount_gbp: number }) => s + Math.round(l.amount_gbp * 100),
      0,
    );
    expect(sum).toBe(booking.priceQuotePence);
    expect(invoice.total_gbp).toBe(booking.priceQuotePence / 100);
    const insurance = invoice.lines.find((l: { kind: string }) => l.kind === 'insurance');
    expect(insurance.amount_gbp).toBe(invoice.insurance_gbp);
    expect(invoice.insurance_gbp).not.toBe(5);
    expect(who.full_name).toBe('Efua Sarpong');
    expect(recipient_address.city).toBe('Accra');
    expect(items[0].description).toBe('Laptop');
  });

  it('404 for an unknown booking; 403 for a customer', async () => {
    expect((await call('GET', `/admin/bookings/${UNKNOWN}/`, admin.headers)).statusCode).toBe(404);
    const booking = await pending();
    expect((await call('GET', `/admin/bookings/${booking.id}/`, customer.headers)).statusCode).toBe(403);
  });
});

describe('confirm', () => {
  it('issues a UKG number and queues the confirmed mail holding it and the tracking link', async () => {
    const booking = await pending();
    const res = await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('CONFIRMED');
    expect(body.shipment_status).toBe('confirmed');
    expect(body.tracking_number).toMatch(TRACKING_NUMBER_PATTERN);
    const mail = (await mailsOf(booking.id)).find((m) => m.kind === 'booking_confirmed');
    expect(mail?.payload.tracking_number).toBe(body.tracking_number);
    const content = TEMPLATES.booking_confirmed.content(mail!.payload as never, {
      publicUrl: t.config.publicUrl,
      company: {} as never,
    });
    expect(content.action?.url).toBe(`${t.config.publicUrl}/track/${body.tracking_number}`);
    expect(content.paragraphs.join(' ')).toContain(body.tracking_number);
  });

  it('mails the recipient too when the booking gives their email: tracking number, no sender address', async () => {
    const booking = await pending();
    const res = await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await mailsOf(booking.id)).find((m) => m.kind === 'parcel_on_its_way');
    expect(mail).toMatchObject({ toAddress: 'akosua.recipient@example.com', userId: null });
    const content = TEMPLATES.parcel_on_its_way.content(mail!.payload as never, {
      publicUrl: t.config.publicUrl,
      company: { name: 'UK Ghana Shipping', support_email: 'support@example.com' } as never,
    });
    expect(content.paragraphs.join(' ')).toContain(res.json().tracking_number);
    expect(content.action?.url).toBe(`${t.config.publicUrl}/track/${res.json().tracking_number}`);
    expect(JSON.stringify(content)).not.toContain(booking.senderLine1);

    // No email given for the recipient: nothing to send.
    const silent = await pending({ recipient_email: null });
    await call('POST', `/admin/bookings/${silent.id}/confirm/`, admin.headers, {});
    expect((await mailsOf(silent.id)).map((m) => m.kind)).not.toContain('parcel_on_its_way');
  });

  it('with a pickup agent: pickup_assigned and the agent on the card', async () => {
    const booking = await pending();
    const res = await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {
      pickup_agent_id: pickupAgent.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      shipment_status: 'pickup_assigned',
      pickup_agent: { id: pickupAgent.user.id },
    });
  });

  it('400 for someone not an active pickup agent; 409 when not pending; 404 unknown', async () => {
    const booking = await pending();
    const bad = await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {
      pickup_agent_id: delivery.user.id,
    });
    expect(bad.statusCode).toBe(400);
    const notAnId = await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {
      pickup_agent_id: 'yaw',
    });
    expect(notAnId.statusCode).toBe(400);
    expect((await call('POST', '/admin/bookings/not-a-uuid/confirm/', admin.headers, {})).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {})).statusCode).toBe(
      200,
    );
    const again = await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The booking is already Confirmed');
    expect((await call('POST', `/admin/bookings/${UNKNOWN}/confirm/`, admin.headers, {})).statusCode).toBe(
      404,
    );
  });

  it('the staff path makes the same call; the rule refuses warehouse staff (403), the guard customers', async () => {
    const booking = await pending();
    const refused = await call('POST', `/bookings/${booking.id}/confirm/`, warehouse.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/admin/i);
    expect((await call('POST', `/bookings/${booking.id}/confirm/`, customer.headers, {})).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/bookings/${booking.id}/confirm/`, undefined, {})).statusCode).toBe(401);
    const res = await call('POST', `/bookings/${booking.id}/confirm/`, admin.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('CONFIRMED');
  });

  it('admin path: 401 anonymous, 403 warehouse and customer', async () => {
    const booking = await pending();
    const url = `/admin/bookings/${booking.id}/confirm/`;
    expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', url, warehouse.headers, {})).statusCode).toBe(403);
    expect((await call('POST', url, customer.headers, {})).statusCode).toBe(403);
  });
});

describe('reject', () => {
  it('needs a reason (400), rejects a pending booking, mails the reason, the customer sees it', async () => {
    const booking = await pending();
    const url = `/admin/bookings/${booking.id}/reject/`;
    expect((await call('POST', url, admin.headers, { reason: '   ' })).statusCode).toBe(400);
    expect((await call('POST', url, admin.headers, {})).statusCode).toBe(400);
    expect((await call('POST', url, warehouse.headers, { reason: 'No' })).statusCode).toBe(403);
    expect((await call('POST', url, undefined, { reason: 'No' })).statusCode).toBe(401);
    const res = await call('POST', url, admin.headers, { reason: 'We cannot ship batteries' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejection_reason: 'We cannot ship batteries' });
    const mail = (await mailsOf(booking.id)).find((m) => m.kind === 'booking_rejected');
    expect(mail?.payload.reason).toBe('We cannot ship batteries');
    const seen = await call('GET', `/bookings/${booking.id}/`, customer.headers);
    expect(seen.json().rejection_reason).toBe('We cannot ship batteries');
    expect((await call('POST', url, admin.headers, { reason: 'Again' })).statusCode).toBe(409);
  });
});

describe('cancel', () => {
  it('cancels a confirmed booking not yet picked up, with the reason mailed; refused while pending or once picked up', async () => {
    const fresh = await pending();
    const refusedPending = await call('POST', `/admin/bookings/${fresh.id}/cancel/`, admin.headers, {
      reason: 'Duplicate',
    });
    // The rule: a pending booking is the customer's to cancel; staff reject it instead.
    expect(refusedPending.statusCode).toBe(403);

    const { booking } = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
    const url = `/admin/bookings/${booking.id}/cancel/`;
    expect((await call('POST', url, admin.headers, { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', url, warehouse.headers, { reason: 'x' })).statusCode).toBe(403);
    const res = await call('POST', url, admin.headers, { reason: 'Customer asked by phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancellation_reason: 'Customer asked by phone' });
    const mail = (await mailsOf(booking.id)).find((m) => m.kind === 'booking_cancelled');
    expect(mail?.payload.reason).toBe('Customer asked by phone');

    const picked = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      events: [{ status: 'picked_up' }],
    });
    const late = await call('POST', `/admin/bookings/${picked.booking.id}/cancel/`, admin.headers, {
      reason: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/picked up/i);
  });
});

describe('DELETE /admin/bookings/{id}/delete/', () => {
  it('removes the booking, its rows and stored files, keeps the audit trail and records the deletion', async () => {
    const booking = await pending();
    await call('POST', `/admin/bookings/${booking.id}/confirm/`, admin.headers, {
      pickup_agent_id: pickupAgent.user.id,
    });
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.bookingId, booking.id));
    if (!shipment) throw new Error('no shipment');
    expect(await t.db.select().from(assignments).where(eq(assignments.shipmentId, shipment.id))).toHaveLength(
      1,
    );
    expect(await mailsOf(booking.id)).not.toEqual([]);
    const receiptKey = await t.app.ctx.files.put('receipts', Buffer.from('receipt'), 'png');
    const proofKey = await t.app.ctx.files.put('proofs', Buffer.from('proof'), 'png');
    await t.db.insert(receipts).values({
      bookingId: booking.id,
      fileKey: receiptKey,
      mimeType: 'image/png',
      sizeBytes: 7,
      uploadedBy: customer.user.id,
    });
    await t.db.insert(travelEvents).values({
      shipmentId: shipment.id,
      status: 'confirmed',
      notes: 'with a proof',
      photoKey: proofKey,
    });
    const fileOf = (key: string) => path.join(t.dataDir, 'uploads', key);
    expect(existsSync(fileOf(receiptKey))).toBe(true);
    const url = `/admin/bookings/${booking.id}/delete/`;
    expect((await call('DELETE', url, warehouse.headers)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(401);

    const res = await call('DELETE', url, admin.headers);
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.select().from(bookings).where(eq(bookings.id, booking.id))).toEqual([]);
    expect(await t.db.select().from(shipments).where(eq(shipments.id, shipment.id))).toEqual([]);
    expect(await t.db.select().from(travelEvents).where(eq(travelEvents.shipmentId, shipment.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(assignments).where(eq(assignments.shipmentId, shipment.id))).toEqual([]);
    expect(await t.db.select().from(packages).where(eq(packages.bookingId, booking.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
    expect(await t.db.select().from(receipts).where(eq(receipts.bookingId, booking.id))).toEqual([]);
    expect(await mailsOf(booking.id)).toEqual([]);
    expect(existsSync(fileOf(receiptKey))).toBe(false);
    expect(existsSync(fileOf(proofKey))).toBe(false);

    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.bookingId, booking.id));
    expect(trail.map((e) => e.action)).toContain('confirm');
    expect(trail.find((e) => e.action === 'booking.deleted')).toMatchObject({
      actorId: admin.user.id,
      entity: 'booking',
      entityId: booking.id,
    });
    expect((await call('DELETE', url, admin.headers)).statusCode).toBe(404);
  });
});

describe('GET /bookings/pickup-agents/', () => {
  it('lists active pickup agents only, to staff only', async () => {
    const inactive = await makeUser(t.db, { role: 'PICKUP', isActive: false });
    const res = await call('GET', '/bookings/pickup-agents/', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().map((a: { id: string }) => a.id);
    expect(ids).toContain(pickupAgent.user.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(delivery.user.id);
    expect(res.json().find((a: { id: string }) => a.id === pickupAgent.user.id).name).toBe('Yaw Pickup');
    expect((await call('GET', '/bookings/pickup-agents/', warehouse.headers)).statusCode).toBe(200);
    expect((await call('GET', '/bookings/pickup-agents/', customer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/bookings/pickup-agents/')).statusCode).toBe(401);
  });
});
