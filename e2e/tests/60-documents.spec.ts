import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ADMIN, DEMO_CUSTOMER, demoTrackedBooking, expect, signIn, test } from '../fixtures.ts';

// The PDFs as a customer gets them from the browser: the label from the Shipping Label tab (a real PDF whose
// barcode scans back to the tracking number, one page per item) and the invoice from Payment & Receipts.
// poppler-utils and zbar-tools read them, as in the API tests.

const pdfPages = (file: string) =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
const scan = (file: string, dir: string) => {
  execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', '-singlefile', file, `${dir}/page`]);
  return execFileSync('zbarimg', ['--raw', '-q', `${dir}/page.png`])
    .toString()
    .split('\n')
    .filter(Boolean);
};

test('a customer previews and downloads the shipping label, then the invoice', async ({
  page,
  request,
}, info) => {
  const login = await request.post('/api/v1/auth/login/', { data: DEMO_CUSTOMER });
  const headers = { authorization: `Bearer ${(await login.json()).tokens.access}` };
  const tracked = await demoTrackedBooking(request);
  const found = await request.post('/api/v1/shipments/search/', {
    headers,
    data: { tracking_number: tracked.tracking_number },
  });
  const booking: { id: string; booking_code: string; tracking_number: string } = await found.json();
  const label = await (
    await request.get(`/api/v1/shipments/bookings/${booking.id}/shipping-label/`, { headers })
  ).json();

  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/bookings/${booking.id}`);
  await page.getByRole('tab', { name: 'Shipping Label' }).click();
  await expect(page.getByTestId('label-tracking-number')).toHaveText(booking.tracking_number);
  await expect(page.getByTestId('label-barcode')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the tracking page' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('label-tab-1440.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-label').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`label-${booking.tracking_number}.pdf`);
  const file = info.outputPath('label.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfPages(file)).toBe(label.items.length);
  const scanned = scan(file, info.outputPath());
  expect(scanned).toContain(booking.tracking_number);
  expect(scanned).toContain(`${new URL(page.url()).origin}/track/${booking.tracking_number}`);

  await page.getByRole('tab', { name: 'Payment & Receipts' }).click();
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-invoice').click(),
  ]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${booking.booking_code}.pdf`);
  const invoiceFile = info.outputPath('invoice.pdf');
  await invoice.saveAs(invoiceFile);
  expect(readFileSync(invoiceFile).subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfPages(invoiceFile)).toBe(1);
  expect(execFileSync('pdftotext', [invoiceFile, '-']).toString()).toContain(booking.booking_code);
  await page.screenshot({ path: info.outputPath('payment-tab-1440.png'), fullPage: true });

  // Phones: the same tabs at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Shipping Label' }).click();
  await expect(page.getByTestId('label-barcode')).toBeVisible();
  await page.screenshot({ path: info.outputPath('label-tab-390.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Payment & Receipts' }).click();
  await expect(page.getByTestId('download-invoice')).toBeVisible();
  await page.screenshot({ path: info.outputPath('payment-tab-390.png'), fullPage: true });
});

test("an admin prints a confirmed booking's label from the booking dialog", async ({ page }, info) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/bookings?status=CONFIRMED');
  const card = page.getByTestId('admin-booking-card').first();
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('tab-invoice').click();
  await expect(dialog.getByTestId('invoice-total')).toBeVisible();
  await page.screenshot({ path: info.outputPath('admin-dialog-1440.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('print-label').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^label-UKG\d{10}\.pdf$/);
  const file = info.outputPath('label.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfPages(file)).toBeGreaterThanOrEqual(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('admin-dialog-390.png'), fullPage: true });
});
