import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ADMIN, DEMO_CUSTOMER, expect, signIn, test } from '../fixtures.ts';
import { apiAs, newDeparture, parcelAtWarehouse } from '../support/api.ts';

// Issue 50: the papers customs in Ghana asks for. The customer downloads their booking's packing list; the
// admin downloads the container's customs packing list, as CSV for ICUMS and as PDF, beside its manifest.
test('a commercial consignment: the customer’s packing list, and the container’s customs pack for the clearing agent', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const admin = await apiAs(request, ADMIN);
  const container = `MSCU${String(Date.now()).slice(-7)}`;
  const departure = await newDeparture(request, {
    mode: 'sea',
    carrier: 'MSC',
    vessel_or_flight: 'MSC TEMA',
    container_or_awb: container,
  });
  await admin('POST', `/departures/${departure.id}/state/`, { state: 'loading' });
  const tracking = await parcelAtWarehouse(request, {
    recipient_name: 'Kofi Mensah Traders',
    recipient_address: { line1: 'Shop 12, Makola Market', city: 'Accra' },
    gh_region_code: 'GR',
    recipient_id_number: 'c0012345678',
    packages: [
      {
        description: 'Phone cases for resale',
        weight_kg: 4,
        qty: 2,
        pkg_type: 'BOX',
        declared_value: 120,
        category: 'COMMERCIAL',
        hs_code: '392690',
      },
    ],
  });
  await admin('POST', `/departures/${departure.id}/packages/`, { tracking_number: tracking });
  const found = await admin<{ id: string; booking_code: string }>('POST', '/shipments/search/', {
    tracking_number: tracking,
  });
  const houseBill = `HB-${found.booking_code.replace(/^BK-/, '')}`;

  // The customer: the booking says what customs is told, and its packing list is a PDF naming it all.
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/bookings/${found.id}`);
  await expect(page.getByTestId('packages-table')).toContainText('Commercial goods, HS 3926.90');
  await expect(page.getByTestId('recipient-id')).toContainText('C0012345678');
  await page.getByRole('tab', { name: 'Payment & Receipts' }).click();
  const [list] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-packing-list').click(),
  ]);
  expect(list.suggestedFilename()).toBe(`packing-list-${found.booking_code}.pdf`);
  const listFile = info.outputPath('packing-list.pdf');
  await list.saveAs(listFile);
  const listText = execFileSync('pdftotext', ['-layout', listFile, '-']).toString();
  for (const words of [houseBill, 'ID C0012345678', 'Phone cases for resale', '3926.90', '£240.00'])
    expect(listText).toContain(words);

  // The admin: the departure's customs packing list beside its manifest.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/departures?id=${departure.id}`);
  const detail = page.getByTestId('departure-detail');
  const [csv] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('customs-csv').click()]);
  expect(csv.suggestedFilename()).toBe(`customs-${container}.csv`);
  const csvFile = info.outputPath('customs.csv');
  await csv.saveAs(csvFile);
  const rows = readFileSync(csvFile, 'utf8').split('\r\n');
  expect(rows).toContain(`Master bill (container),${container}`);
  const line = rows.find((row) => row.startsWith(houseBill));
  expect(line).toContain('C0012345678');
  expect(line).toContain(',Commercial goods,3926.90,2,8.00,240.00,GBP,');
  const [pdf] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('customs-pdf').click()]);
  const pdfFile = info.outputPath('customs.pdf');
  await pdf.saveAs(pdfFile);
  const pdfText = execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString();
  expect(pdfText).toContain(`Container: ${container}`);
  expect(pdfText).toContain(houseBill);
});
