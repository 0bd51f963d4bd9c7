import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from '../fixtures.ts';

// The packages hub on the demo seed (one parcel at each stage of the route). The tests run in order on the
// same database: the bulk assignment shows up in the CSV export that follows.
test.describe.configure({ mode: 'serial' });

const DELIVERY_AGENT = 'delivery@demo.ukghanashipping.com';

const openHub = async (page: Page) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/shipments');
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
  // The first page of a fresh server can be slow on a busy machine (the list and its stats load together).
  await expect(page.getByTestId('hub-package-card').first()).toBeVisible({ timeout: 30_000 });
};

const filterStatus = async (page: Page, label: string) => {
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByTestId('hub-filter-status').selectOption({ label });
};

let assignedTracking = '';

test('the admin assigns a delivery agent to the selected packages in bulk', async ({ page }) => {
  await openHub(page);
  await filterStatus(page, 'Arrived in Ghana');
  const cards = page.getByTestId('hub-package-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('card-agents')).not.toContainText('Delivery:');
  assignedTracking = (await cards.first().getAttribute('data-tracking')) ?? '';
  expect(assignedTracking).toMatch(/^UKG\d{10}$/);

  // Nothing selected yet: the spec's message, and no call.
  await page.getByRole('button', { name: 'Assign Delivery Agent' }).click();
  await expect(page.getByText('Please select packages first')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all packages shown' }).check();
  await expect(page.getByTestId('hub-selected-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Assign Delivery Agent' }).click();
  await expect(page.getByText('Please select a delivery agent', { exact: true })).toBeVisible();

  await page.getByTestId('bulk-agent').click();
  await page.getByRole('option', { name: new RegExp(DELIVERY_AGENT) }).click();
  const answer = page.waitForResponse((res) => res.url().endsWith('/shipments/bulk/'));
  await page.getByRole('button', { name: 'Assign Delivery Agent' }).click();
  const result = await (await answer).json();
  expect(result.failed).toEqual([]);
  expect(result.succeeded).toHaveLength(1);
  await expect(page.getByText('Delivery agents assigned successfully')).toBeVisible();
  await expect(cards.first().getByTestId('card-agents')).toContainText('Delivery: Kwabena');
});

test('the CSV export downloads the filtered packages with the spec columns', async ({ page }) => {
  await openHub(page);
  await filterStatus(page, 'Arrived in Ghana');
  await expect(page.getByTestId('hub-package-card')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^packages-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Tracking #,Booking ID,Customer,Status,Pickup Agent,Delivery Agent,Created,Last Updated',
  );
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(',');
  expect(cells[0]).toBe(assignedTracking);
  expect(cells[1]).toMatch(/^BK-/);
  expect(cells[3]).toBe('Arrived in Ghana');
  expect(cells[5]).toMatch(/^Kwabena /);
});

test('Scan & Update by a typed number, then delivered with a signature drawn on the canvas', async ({
  page,
}) => {
  await openHub(page);
  await filterStatus(page, 'Out for Delivery');
  const card = page.getByTestId('hub-package-card').first();
  await expect(page.getByTestId('hub-package-card')).toHaveCount(1);
  const tracking = (await card.getAttribute('data-tracking'))!;

  await page.getByRole('button', { name: 'Scan & Update' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan & Update' });
  await scan.getByLabel('Tracking or booking number').fill('UKG0000000000');
  await scan.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Package not found')).toBeVisible();
  await scan.getByLabel('Tracking or booking number').fill(tracking.toLowerCase());
  await scan.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Package found successfully')).toBeVisible();
  await expect(scan.getByTestId('scan-result')).toContainText(tracking);
  await scan.getByRole('button', { name: 'Update Status' }).click();

  const dialog = page.getByRole('dialog', { name: 'Update Package Status' });
  await dialog.getByRole('textbox', { name: 'Status', exact: true }).click();
  await dialog.getByRole('option', { name: 'Delivered', exact: true }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();

  const proof = page.getByRole('dialog', { name: /Delivery Proof/ });
  await proof.getByText('Signature', { exact: true }).first().click();
  await proof.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(proof.getByText('Please capture or upload proof')).toBeVisible();
  const pad = proof.getByRole('img', { name: /Signature pad/ }).or(proof.locator('canvas'));
  const box = (await pad.first().boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of [
    [90, 60],
    [140, 140],
    [200, 50],
    [260, 150],
    [330, 80],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 8 });
  await page.mouse.up();
  const answer = page.waitForResponse((res) => res.url().includes('/update-status/'));
  await proof.getByRole('button', { name: 'Confirm delivery' }).click();
  const result = await (await answer).json();
  expect(result.booking.shipment_status).toBe('delivered');
  expect(result.event.signature_url).toBeTruthy();
  await expect(page.getByText('Package marked as delivered with proof')).toBeVisible();
  // The hub (filtered on out for delivery) no longer lists it.
  await expect(page.locator(`[data-testid="hub-package-card"][data-tracking="${tracking}"]`)).toHaveCount(0);
});
