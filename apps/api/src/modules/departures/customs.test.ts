import { CUSTOMS_CSV_COLUMNS, CUSTOMS_MESSAGES, PROHIBITED_GOODS_DECLARATION } from '@ukgh/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { parseCsv } from '../../../test/csv.ts';
import { makeDeparture } from '../../../test/departures.ts';
import { bookingPayload, makeBooking, signedIn } from '../../../test/factories.ts';
import { inspectPdf } from '../../../test/pdf.ts';

// Issue 50: the papers customs in Ghana asks for, per booking and per departure.
const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let warehouse: Caller;
let customer: Caller;

beforeAll(async () => {
  warehouse = await signedIn(t, 'WAREHOUSE');
  customer = await signedIn(t, 'CUSTOMER');
});

const book = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/bookings/', headers: customer.headers, payload });

const commercial = {
  description: 'Phone cases for resale',
  weight_kg: 4,
  qty: 2,
  pkg_type: 'BOX' as const,
  declared_value: 120,
  category: 'COMMERCIAL' as const,
  hs_code: '39269097',
};

describe('a booking says what customs is told', () => {
  it('keeps each line’s category (personal effects by default) and its HS code in one form', async () => {
    const res = await book(
      bookingPayload({
        packages: [
          { description: 'Clothes', weight_kg: 10, pkg_type: 'BOX', declared_value: 50 },
          {
            description: 'Birthday present',
            weight_kg: 2,
            pkg_type: 'BAG',
            category: 'GIFT',
            hs_code: '9503 00',
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${res.json().id}/`,
      headers: customer.headers,
    });
    const lines = detail
      .json()
      .packages.map((p: { category: string; hs_code: string | null }) => [p.category, p.hs_code]);
    expect(lines).toEqual([
      ['PERSONAL_EFFECTS', null],
      ['GIFT', '9503.00'],
    ]);
  });

  it('refuses commercial goods without the consignee’s Ghana Card number or TIN, on that field', async () => {
    const res = await book(bookingPayload({ packages: [commercial] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.recipient_id_number).toEqual([CUSTOMS_MESSAGES.recipientIdRequired]);
  });

  it('refuses an ID that is neither a Ghana Card number nor a TIN, and a malformed HS code', async () => {
    const res = await book(
      bookingPayload({
        recipient_id_number: 'GHA-12345',
        packages: [{ ...commercial, hs_code: '12' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const { details } = res.json();
    expect(details.recipient_id_number).toEqual([CUSTOMS_MESSAGES.recipientId]);
    expect(details['packages.0.hs_code']).toEqual([CUSTOMS_MESSAGES.hsCode]);
  });

  it('stores the Ghana Card number as the card prints it and the declaration the customer accepted, with its time', async () => {
    const before = Date.now();
    const res = await book(
      bookingPayload({
        recipient_id_number: 'gha 123456789 0',
        prohibited_goods_declared: true,
        packages: [commercial],
      }),
    );
    expect(res.statusCode).toBe(201);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${res.json().id}/`,
        headers: customer.headers,
      })
    ).json();
    expect(detail.recipient_id_number).toBe('GHA-123456789-0');
    expect(detail.prohibited_goods_declaration.text).toBe(PROHIBITED_GOODS_DECLARATION);
    expect(Date.parse(detail.prohibited_goods_declaration.accepted_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a booking made without the declaration (a client written to the spec) says none was given', async () => {
    const res = await book(bookingPayload());
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${res.json().id}/`,
      headers: customer.headers,
    });
    expect(detail.json().prohibited_goods_declaration).toBeNull();
  });
});

describe('the packing list of a booking', () => {
  it('prints the consignee with their ID and each line’s category, HS code, weight and value in GBP and GHS', async () => {
    const made = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      input: { recipient_id_number: 'C0012345678', packages: [commercial] },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${made.booking.id}/packing-list/download/`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await inspectPdf(res.rawPayload);
    const rate = Number(made.booking.gbpToGhsRate);
    expect(text).toContain('Packing list and commercial invoice');
    expect(text).toContain(`HB-${made.booking.bookingCode.replace(/^BK-/, '')}`);
    expect(text).toContain('ID C0012345678');
    expect(text).toContain('Commercial goods');
    expect(text).toContain('3926.90.97');
    expect(text).toContain('8 kg');
    expect(text).toContain('£240.00');
    expect(text).toContain(
      `GHS ${(240 * rate).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  });

  it('is not another customer’s to read, nor a delivery agent’s', async () => {
    const made = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
    const url = `/api/v1/bookings/${made.booking.id}/packing-list/download/`;
    const other = await signedIn(t, 'CUSTOMER');
    const agent = await signedIn(t, 'DELIVERY');
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: agent.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the customs pack of a departure', () => {
  let departureId: string;
  let bookingCode: string;

  beforeAll(async () => {
    const departure = await makeDeparture(t.db, { containerOrAwb: 'MSCU1234565' });
    departureId = departure.id;
    const made = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      input: { recipient_id_number: 'GHA-987654321-5', packages: [commercial] },
      events: [{ status: 'at_warehouse' }],
    });
    bookingCode = made.booking.bookingCode;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departures/${departureId}/packages/`,
      headers: warehouse.headers,
      payload: { tracking_number: made.trackingNumber },
    });
    expect(added.statusCode).toBe(201);
  });

  it('CSV: the master bill, then the columns a clearing agent types into ICUMS, one row per line', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/departures/${departureId}/customs.csv`,
      headers: warehouse.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="customs-MSCU1234565.csv"');
    const rows = parseCsv(res.body);
    expect(rows[2]).toEqual(['Master bill (container)', 'MSCU1234565']);
    expect(rows[4]).toEqual([...CUSTOMS_CSV_COLUMNS]);
    const col = (name: (typeof CUSTOMS_CSV_COLUMNS)[number]) => CUSTOMS_CSV_COLUMNS.indexOf(name);
    const line = rows[5]!;
    expect(line[col('House bill')]).toBe(`HB-${bookingCode.replace(/^BK-/, '')}`);
    expect(line[col('Consignee ID')]).toBe('GHA-987654321-5');
    expect(line[col('Category')]).toBe('Commercial goods');
    expect(line[col('HS code')]).toBe('3926.90.97');
    expect(line[col('Quantity')]).toBe('2');
    expect(line[col('Gross weight (kg)')]).toBe('8.00');
    expect(line[col('Value')]).toBe('240.00');
    expect(line[col('Currency')]).toBe('GBP');
  });

  it('PDF: the packing list with the house bill and the consignee’s ID; staff only', async () => {
    const url = `/api/v1/departures/${departureId}/customs.pdf`;
    const res = await t.app.inject({ method: 'GET', url, headers: warehouse.headers });
    expect(res.statusCode).toBe(200);
    const { text } = await inspectPdf(res.rawPayload);
    expect(text).toContain('Container: MSCU1234565');
    expect(text).toContain(`HB-${bookingCode.replace(/^BK-/, '')}`);
    expect(text).toContain('ID GHA-987654321-5');
    expect((await t.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(403);
  });
});
