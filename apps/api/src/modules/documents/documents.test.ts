import { randomUUID } from 'node:crypto';
import { LABELS_PER_PRINT_MAX, MAX_PACKAGE_ITEMS, tooManyLabelsMessage } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { confirmBooking, makeBooking, signedIn } from '../../../test/factories.ts';
import { inspectPdf, scanPdfPage } from '../../../test/pdf.ts';
import { bookings, payments } from '../../db/schema.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
const labelPdf = (id: string) => `/api/v1/shipments/bookings/${id}/shipping-label/download/`;
const BULK = '/api/v1/shipments/labels/download/';
const invoicePdf = (id: string) => `/api/v1/bookings/${id}/invoice/download/`;

let owner: Caller;
let stranger: Caller;
let admin: Caller;
let warehouse: Caller;
let confirmedId: string;
let bookingCode: string;
let trackingNumber: string;
let secondId: string;
let secondTracking: string;
let pendingId: string;
let pendingCode: string;

beforeAll(async () => {
  [owner, stranger, admin, warehouse] = await Promise.all([
    signedIn(t, 'CUSTOMER', { firstName: 'Ama', lastName: 'Mensah', email: 'ama.mensah@example.com' }),
    signedIn(t, 'CUSTOMER'),
    signedIn(t, 'ADMIN'),
    signedIn(t, 'WAREHOUSE'),
  ]);
  const { booking } = await makeBooking(t.db, owner.user, {
    input: {
      fragile: true,
      insurance_opt_in: true,
      packages: [
        { description: 'Clothes', weight_kg: 10, pkg_type: 'BOX', qty: 2, declared_value: 200 },
        { description: 'Shoes', weight_kg: 4.25, pkg_type: 'BAG', declared_value: 60 },
      ],
    },
  });
  confirmedId = booking.id;
  bookingCode = booking.bookingCode;
  trackingNumber = (await confirmBooking(t.db, booking.id, { events: [{ status: 'picked_up' }] }))
    .trackingNumber;
  const second = await makeBooking(t.db, owner.user, {
    status: 'CONFIRMED',
    input: { service_level_code: 'EXPRESS' },
  });
  secondId = second.booking.id;
  secondTracking = second.trackingNumber!;
  const pending = await makeBooking(t.db, owner.user);
  pendingId = pending.booking.id;
  pendingCode = pending.booking.bookingCode;
});

const get = (url: string, caller?: Caller) => t.app.inject({ url, headers: caller?.headers ?? {} });

describe('GET /shipments/bookings/{id}/shipping-label/download/', () => {
  it('answers a 4in × 6in PDF with one page per item, naming both addresses and the tracking number', async () => {
    const res = await get(labelPdf(confirmedId), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="label-${trackingNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await inspectPdf(res.rawPayload);
    expect(pdf.pages).toBe(3);
    expect(pdf.sizes).toEqual([
      [288, 432],
      [288, 432],
      [288, 432],
    ]);
    expect(pdf.pageTexts.map((page) => /(\d) of 3/.exec(page)?.[0])).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const page of pdf.pageTexts) {
      for (const words of [
        trackingNumber,
        bookingCode,
        'UK Ghana Shipping',
        'Unit 4, Thames Gateway Park',
        'London E16 2QA, United Kingdom',
        'AKOSUA OWUSU',
        '14 Oxford Street',
        'ACCRA',
        'Greater Accra Region',
        'GHANA',
        '+233241234567',
        'SHIP',
        'FRAGILE',
      ])
        expect(page).toContain(words);
    }
    expect(pdf.pageTexts[0]).toContain('10 kg');
    expect(pdf.pageTexts[2]).toContain('4.25 kg');
  });

  it('prints a Code 128 that scans back to the tracking number and a QR code of the tracking page', async () => {
    const res = await get(labelPdf(confirmedId), owner);
    const scanned = await scanPdfPage(res.rawPayload, 2);
    expect(scanned).toContain(trackingNumber);
    expect(scanned).toContain(`http://shipping.test/track/${trackingNumber}`);
  });

  it('is for the owner and staff: another customer gets 404, nobody 401', async () => {
    expect((await get(labelPdf(confirmedId), admin)).statusCode).toBe(200);
    expect((await get(labelPdf(confirmedId), warehouse)).statusCode).toBe(200);
    const other = await get(labelPdf(confirmedId), stranger);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/json/);
    expect((await get(labelPdf(confirmedId))).statusCode).toBe(401);
    expect((await get(labelPdf(randomUUID()), admin)).statusCode).toBe(404);
  });

  it('prints a booking code of the widest letters whole (they are random: BK-WWWWWWWW can be drawn)', async () => {
    const { booking } = await makeBooking(t.db, owner.user, { status: 'CONFIRMED' });
    await t.db.update(bookings).set({ bookingCode: 'BK-WWWWWWWW' }).where(eq(bookings.id, booking.id));
    const label = await inspectPdf((await get(labelPdf(booking.id), owner)).rawPayload);
    expect(label.pageTexts[0]).toContain('BK-WWWWWWWW');
    const invoice = await inspectPdf((await get(invoicePdf(booking.id), owner)).rawPayload);
    expect(invoice.pageTexts[0]).toContain('BK-WWWWWWWW');
  });

  it('is refused until the booking has a tracking number', async () => {
    const res = await get(labelPdf(pendingId), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No tracking code available for this booking');
  });
});

describe('POST /shipments/labels/download/', () => {
  const bulk = (caller: Caller, payload: object) =>
    t.app.inject({ method: 'POST', url: BULK, headers: caller.headers, payload });

  it("puts every selected booking's labels in one PDF, in the order given", async () => {
    const res = await bulk(warehouse, { booking_ids: [secondId, confirmedId] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await inspectPdf(res.rawPayload);
    expect(pdf.pages).toBe(4);
    expect(pdf.sizes.every(([w, h]) => w === 288 && h === 432)).toBe(true);
    expect(pdf.pageTexts[0]).toContain(secondTracking);
    expect(pdf.pageTexts[0]).toContain('FLIGHT');
    expect(pdf.pageTexts[0]).not.toContain('FRAGILE');
    expect(pdf.pageTexts[3]).toContain(trackingNumber);
    expect(await scanPdfPage(res.rawPayload, 1)).toContain(secondTracking);
    expect((await bulk(admin, { booking_ids: [confirmedId, confirmedId] })).statusCode).toBe(200);
  });

  it('lists the bookings that have no tracking number yet (409)', async () => {
    const res = await bulk(admin, { booking_ids: [confirmedId, pendingId] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`No tracking code available for this booking: ${pendingCode}`);
    expect(res.json().details).toEqual({ booking_ids: [pendingCode] });
  });

  it('is for admins and the warehouse only, and takes 1 to 100 known bookings', async () => {
    expect((await bulk(owner, { booking_ids: [confirmedId] })).statusCode).toBe(403);
    expect((await bulk(admin, { booking_ids: [] })).statusCode).toBe(400);
    expect((await bulk(admin, { booking_ids: Array(101).fill(confirmedId) })).statusCode).toBe(400);
    const unknown = await bulk(admin, { booking_ids: [confirmedId, randomUUID()] });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /bookings/{id}/invoice/download/', () => {
  it("shows the lines the booking was priced with, adding up to its price, with the GHS at the booking's rate", async () => {
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, confirmedId));
    const res = await get(invoicePdf(confirmedId), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${bookingCode}.pdf"`);
    const pdf = await inspectPdf(res.rawPayload);
    expect(pdf.sizes[0]).toEqual([595.28, 841.89]);
    const money = (pence: number) =>
      `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // The admin dialog's Invoice tab: the same lines, from the same function.
    const tab = (await get(`/api/v1/admin/bookings/${confirmedId}/`, admin)).json().invoice;
    const sum = tab.lines.reduce(
      (n: number, l: { amount_gbp: number }) => n + Math.round(l.amount_gbp * 100),
      0,
    );
    expect(sum).toBe(row!.priceQuotePence);
    expect(Math.round(tab.total_gbp * 100)).toBe(row!.priceQuotePence);
    for (const line of tab.lines) expect(pdf.text).toContain(money(Math.round(line.amount_gbp * 100)));
    expect(pdf.text).toMatch(/Insurance \(/);
    expect(pdf.text).toMatch(
      new RegExp(`Total \\(GBP\\)\\s+${money(row!.priceQuotePence).replace('.', '\\.')}`),
    );
    const ghs = (row!.priceQuotePesewas / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });
    expect(pdf.text).toContain(`Equivalent GHS ${ghs} at £1 = GHS ${Number(row!.gbpToGhsRate)}`);
    expect(pdf.text).toContain(`Chargeable weight ${tab.chargeable_weight_kg} kg`);
    expect(tab.chargeable_weight_kg).toBe(24.25);
    for (const words of [
      'INVOICE',
      bookingCode,
      trackingNumber,
      'Ama Mensah',
      owner.user.email,
      'UK Ghana Shipping',
    ])
      expect(pdf.text).toContain(words);
    expect(pdf.text).toContain('Payment due');
    expect(pdf.text).not.toContain('PAID');
    // The whole Ghana address, down to the digital address.
    for (const words of ['14 Oxford Street', 'Osu', 'Accra, Greater Accra', 'Digital address GA-183-8164'])
      expect(pdf.text).toContain(words);
  });

  it('says Paid, when and how, once the payment record says paid', async () => {
    await t.db
      .update(payments)
      .set({ status: 'PAID', method: 'BANK_TRANSFER', paidAt: new Date('2026-11-02T10:00:00Z') })
      .where(eq(payments.bookingId, secondId));
    const pdf = await inspectPdf((await get(invoicePdf(secondId), owner)).rawPayload);
    expect(pdf.text).toContain('PAID');
    expect(pdf.text).toContain('Paid on 2 Nov 2026 by bank transfer');
    expect(pdf.text).not.toContain('Payment due');
  });

  it('is for the owner and staff: another customer gets 404', async () => {
    expect((await get(invoicePdf(confirmedId), stranger)).statusCode).toBe(404);
    expect((await get(invoicePdf(confirmedId), admin)).statusCode).toBe(200);
    expect((await get(invoicePdf(pendingId), owner)).statusCode).toBe(200);
    expect((await get(invoicePdf(confirmedId))).statusCode).toBe(401);
  });
});

describe('a print at the caps keeps the server answering', () => {
  /** A confirmed booking at the item cap: two lines of 100. */
  const fullBooking = async () =>
    (
      await makeBooking(t.db, owner.user, {
        status: 'CONFIRMED',
        input: {
          packages: [
            { description: 'Books', weight_kg: 1, pkg_type: 'BOX', qty: MAX_PACKAGE_ITEMS / 2 },
            { description: 'Shoes', weight_kg: 1, pkg_type: 'BAG', qty: MAX_PACKAGE_ITEMS / 2 },
          ],
        },
      })
    ).booking.id;

  /** How many times a 2 ms timer got its turn on the event loop while `work` ran. */
  const loopTurns = async <T>(work: () => Promise<T>) => {
    let turns = 0;
    const ticker = setInterval(() => {
      turns++;
    }, 2);
    try {
      const result = await work();
      return { result, turns };
    } finally {
      clearInterval(ticker);
    }
  };

  it(`prints ${LABELS_PER_PRINT_MAX} labels in one bulk print with the event loop turning between pages, /api/health answered during it`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < LABELS_PER_PRINT_MAX / MAX_PACKAGE_ITEMS; i++) ids.push(await fullBooking());
    let healthAt = 0;
    let printedAt = 0;
    const { result, turns } = await loopTurns(() =>
      Promise.all([
        t.app
          .inject({ method: 'POST', url: BULK, headers: warehouse.headers, payload: { booking_ids: ids } })
          .then((res) => {
            printedAt = performance.now();
            return res;
          }),
        t.app.inject({ url: '/api/health' }).then((res) => {
          healthAt = performance.now();
          return res;
        }),
      ]),
    );
    const [print, health] = result;
    expect(print.statusCode, print.body).toBe(200);
    expect((await inspectPdf(print.rawPayload)).pages).toBe(LABELS_PER_PRINT_MAX);
    expect(health.statusCode).toBe(200);
    expect(healthAt).toBeLessThan(printedAt);
    // Drawn a booking at a time, other work got a turn once per booking (ten here); page by page it gets one
    // between pages, however slow the machine. Counting turns, not timing them, keeps this true under load.
    expect(turns).toBeGreaterThan(100);
  }, 120_000);

  it('refuses a bulk print of more labels than the cap with 400 on booking_ids', async () => {
    const ids: string[] = [];
    for (let i = 0; i <= LABELS_PER_PRINT_MAX / MAX_PACKAGE_ITEMS; i++) ids.push(await fullBooking());
    const res = await t.app.inject({
      method: 'POST',
      url: BULK,
      headers: warehouse.headers,
      payload: { booking_ids: ids },
    });
    expect(res.statusCode).toBe(400);
    const message = tooManyLabelsMessage(LABELS_PER_PRINT_MAX + MAX_PACKAGE_ITEMS);
    expect(res.json()).toMatchObject({ message, details: { booking_ids: [message] } });
  }, 60_000);
});
