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
  const codes: string[] = [];
  let rate = 0;

  // Personal effects for one consignee, commercial goods (two lines) for another with their TIN.
  const consignments = [
    {
      recipient_name: 'Ama Boateng',
      packages: [
        { description: 'Clothes', weight_kg: 10, qty: 2, pkg_type: 'BOX' as const, declared_value: 50 },
      ],
    },
    {
      recipient_name: 'Kofi Mensah Traders',
      recipient_id_number: 'C0098765432',
      packages: [
        commercial,
        {
          description: 'Laptop',
          weight_kg: 3.2,
          qty: 1,
          pkg_type: 'BOX' as const,
          declared_value: 400,
          category: 'COMMERCIAL' as const,
          hs_code: '8471.30',
        },
      ],
    },
  ];

  beforeAll(async () => {
    const departure = await makeDeparture(t.db, { containerOrAwb: 'MSCU1234565' });
    departureId = departure.id;
    for (const input of consignments) {
      const made = await makeBooking(t.db, customer.user, {
        status: 'CONFIRMED',
        input,
        events: [{ status: 'at_warehouse' }],
      });
      codes.push(made.booking.bookingCode);
      rate = Number(made.booking.gbpToGhsRate);
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/v1/departures/${departureId}/packages/`,
        headers: warehouse.headers,
        payload: { tracking_number: made.trackingNumber },
      });
      expect(added.statusCode).toBe(201);
    }
  });

  const houseBill = (code: string) => `HB-${code.replace(/^BK-/, '')}`;
  // Worked by hand: 2 × 10 kg at £50, 2 × 4 kg at £120 and 1 × 3.2 kg at £400.
  const TOTAL_QTY = '5';
  const TOTAL_KG = '31.20';
  const TOTAL_GBP = '740.00';

  it('CSV: the master bill, the columns a clearing agent types into ICUMS, one row per line, and totals', async () => {
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
    const lines = rows.slice(5, -1);
    expect(lines).toHaveLength(3);
    const of = (description: string) => lines.find((l) => l[col('Description')] === description)!;
    expect(of('Clothes')[col('House bill')]).toBe(houseBill(codes[0]!));
    expect(of('Clothes')[col('Consignee ID')]).toBe('');
    expect(of('Clothes')[col('Category')]).toBe('Personal effects');
    expect(of('Clothes').slice(col('Quantity'))).toEqual([
      '2',
      '20.00',
      '100.00',
      'GBP',
      (100 * rate).toFixed(2),
    ]);
    const cases = of('Phone cases for resale');
    expect(cases[col('House bill')]).toBe(houseBill(codes[1]!));
    expect(cases[col('Consignee ID')]).toBe('C0098765432');
    expect(cases[col('Category')]).toBe('Commercial goods');
    expect(cases[col('HS code')]).toBe('3926.90.97');
    expect(cases.slice(col('Quantity'))).toEqual(['2', '8.00', '240.00', 'GBP', (240 * rate).toFixed(2)]);
    expect(of('Laptop')[col('HS code')]).toBe('8471.30');
    const total = rows.at(-1)!;
    expect(total.slice(0, 2)).toEqual(['TOTAL', '2 shipments']);
    expect(total[col('Description')]).toBe('3 lines');
    expect(total.slice(col('Quantity'))).toEqual([
      TOTAL_QTY,
      TOTAL_KG,
      TOTAL_GBP,
      'GBP',
      (740 * rate).toFixed(2),
    ]);
  });

  it('PDF: the packing list with each house bill, the consignee’s ID and the same totals; staff only', async () => {
    const url = `/api/v1/departures/${departureId}/customs.pdf`;
    const res = await t.app.inject({ method: 'GET', url, headers: warehouse.headers });
    expect(res.statusCode).toBe(200);
    const { text } = await inspectPdf(res.rawPayload);
    expect(text).toContain('Container: MSCU1234565');
    for (const code of codes) expect(text).toContain(houseBill(code));
    expect(text).toContain('ID C0098765432');
    expect(text).toContain('ID not given');
    expect(text).toMatch(/TOTAL: 2 shipments, 3 lines\s+5\s+31\.2 kg\s+£740\.00/);
    expect((await t.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(403);
  });
});
