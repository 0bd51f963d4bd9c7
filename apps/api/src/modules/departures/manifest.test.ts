import { MANIFEST_CSV_COLUMNS } from '@ukgh/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { parseCsv } from '../../../test/csv.ts';
import { makeDeparture } from '../../../test/departures.ts';
import { makeBooking, signedIn } from '../../../test/factories.ts';
import { inspectPdf } from '../../../test/pdf.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let warehouse: Caller;
let customer: Caller;

beforeAll(async () => {
  warehouse = await signedIn(t, 'WAREHOUSE');
  customer = await signedIn(t, 'CUSTOMER');
});

describe('the manifest of a departure', () => {
  let departureId: string;
  let tracking: string[];
  let rates: number[];

  beforeAll(async () => {
    const departure = await makeDeparture(t.db, { containerOrAwb: 'MSCU7777777' });
    departureId = departure.id;
    const bookings = [
      {
        recipient_name: '=HYPERLINK("http://evil")',
        packages: [
          {
            description: 'Clothes, shoes',
            weight_kg: 12.5,
            qty: 2,
            pkg_type: 'BOX' as const,
            declared_value: 80,
          },
          { description: 'Rice', weight_kg: 25, qty: 1, pkg_type: 'BAG' as const, declared_value: 30.5 },
        ],
      },
      {
        recipient_name: 'Yaw Mensah',
        packages: [
          { description: 'Laptop', weight_kg: 3.2, qty: 1, pkg_type: 'BOX' as const, declared_value: 400 },
        ],
      },
    ];
    tracking = [];
    rates = [];
    for (const input of bookings) {
      const made = await makeBooking(t.db, customer.user, {
        status: 'CONFIRMED',
        input,
        events: [{ status: 'at_warehouse' }],
      });
      tracking.push(made.trackingNumber!);
      rates.push(Number(made.booking.gbpToGhsRate));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/departures/${departureId}/packages/`,
        headers: warehouse.headers,
        payload: { tracking_number: made.trackingNumber },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('CSV: the container, one row per package line with the consignee’s Ghana address and phone, and totals that add up', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/departures/${departureId}/manifest.csv`,
      headers: warehouse.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="manifest-MSCU7777777.csv"');
    const rows = parseCsv(res.body);
    expect(rows[2]).toEqual(['Container', 'MSCU7777777']);
    const header = rows.findIndex((r) => r[0] === MANIFEST_CSV_COLUMNS[0]);
    expect(rows[header]).toEqual([...MANIFEST_CSV_COLUMNS]);
    const lines = rows.slice(header + 1, -1);
    expect(lines).toHaveLength(3);
    const col = (name: (typeof MANIFEST_CSV_COLUMNS)[number]) => MANIFEST_CSV_COLUMNS.indexOf(name);
    expect(new Set(lines.map((l) => l[col('Tracking number')]))).toEqual(new Set(tracking));
    const evil = lines.find((l) => l[col('Description')] === 'Clothes, shoes')!;
    // A formula in a name is written as text.
    // A spreadsheet formula in a name is neutralised (a leading quote), never run by the customs officer's Excel.
    expect(evil[col('Consignee')]).toBe(`'=HYPERLINK("http://evil")`);
    // So is a phone number's leading + (the hub's CSV rule): the spreadsheet shows it as written.
    expect(evil[col('Consignee phone')]).toBe("'+233241234567");
    expect(evil[col('Consignee address (Ghana)')]).toBe(
      '14 Oxford Street, Osu, Accra, Greater Accra, GPS GA-183-8164',
    );
    expect(evil.slice(col('Quantity'))).toEqual([
      '2',
      '25.00',
      '160.00',
      ((16000 * rates[0]!) / 100).toFixed(2),
    ]);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('TOTAL');
    const sum = (name: (typeof MANIFEST_CSV_COLUMNS)[number]) =>
      lines.reduce((n, l) => n + Number(l[col(name)]), 0);
    expect(Number(total[col('Quantity')])).toBe(4);
    expect(Number(total[col('Weight (kg)')])).toBeCloseTo(sum('Weight (kg)'), 2);
    expect(total[col('Weight (kg)')]).toBe('53.20');
    expect(total[col('Declared value (GBP)')]).toBe('590.50');
    expect(Number(total[col('Declared value (GHS)')])).toBeCloseTo(sum('Declared value (GHS)'), 2);
  });

  it('PDF: every tracking number, the container and the totals', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/departures/${departureId}/manifest.pdf`,
      headers: warehouse.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, pages } = await inspectPdf(res.rawPayload);
    expect(pages).toBe(1);
    for (const number of tracking) expect(text).toContain(number);
    expect(text).toContain('Container: MSCU7777777');
    expect(text).toContain('+233241234567');
    expect(text).toMatch(/TOTAL: 2 shipments, 3 lines/);
    expect(text).toContain('53.2 kg');
    expect(text).toContain('£590.50');
  });

  it('403 for a customer, 404 for an unknown departure', async () => {
    const csv = `/api/v1/departures/${departureId}/manifest.csv`;
    expect((await t.app.inject({ method: 'GET', url: csv, headers: customer.headers })).statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/departures/00000000-0000-4000-8000-000000000000/manifest.pdf',
      headers: warehouse.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the manifest PDF prints what it holds whole', () => {
  it('the consignee’s whole address, to the town and region, and “1 shipment” for one', async () => {
    const departure = await makeDeparture(t.db, { containerOrAwb: 'MSCU4820193' });
    const made = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      input: {
        recipient_name: 'Abena Owusu-Ansah',
        recipient_address: {
          line1: 'Shop 14, Kejetia Market, Adum, opposite the Kingsway building',
          line2: 'Second floor, blue door',
          city: 'Kumasi',
          postcode: 'AK-039-5028',
        },
        gh_region_code: 'AR',
        packages: [{ description: 'Fabric', weight_kg: 9, qty: 1, pkg_type: 'BOX', declared_value: 60 }],
      },
      events: [{ status: 'at_warehouse' }],
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departures/${departure.id}/packages/`,
      headers: warehouse.headers,
      payload: { tracking_number: made.trackingNumber },
    });
    expect(added.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/departures/${departure.id}/manifest.pdf`,
      headers: warehouse.headers,
    });
    const { text } = await inspectPdf(res.rawPayload);
    const words = text.replace(/\s+/g, ' ');
    for (const part of ['Kejetia', 'Kingsway', 'blue door', 'Kumasi', 'Ashanti'])
      expect(words).toContain(part);
    expect(text).not.toContain('…');
    expect(words).toMatch(/TOTAL: 1 shipment, 1 line\b/);
  });
});
