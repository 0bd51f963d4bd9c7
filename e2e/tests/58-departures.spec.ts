import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, signIn, test } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { apiAs, newDeparture, parcelAtWarehouse } from '../support/api.ts';

// Issue 15: a warehouse agent loads a container by typing the labels' numbers (what a USB scanner does), the
// admin marks it departed and arrived, and every parcel on it moves with one action; the public tracker shows it.
const WAREHOUSE = { email: 'warehouse@demo.ukghanashipping.com', password: DEMO_PASSWORD };

/** A parcel for `recipient` in Accra, received at the UK warehouse. */
const parcelFor = (request: APIRequestContext, recipient: string) =>
  parcelAtWarehouse(request, {
    recipient_name: recipient,
    recipient_address: { line1: '14 Oxford Street', line2: 'Osu', city: 'Accra' },
    gh_region_code: 'GR',
    packages: [{ description: 'Clothes', weight_kg: 15, pkg_type: 'BOX', declared_value: 120 }],
  });

test('a warehouse agent loads a container by scanning, the admin marks it departed and arrived, every parcel moves and the tracker shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, ADMIN);
  const container = `TGHU${String(Date.now()).slice(-7)}`;
  const departure = await newDeparture(request, {
    mode: 'sea',
    carrier: 'CMA CGM',
    vessel_or_flight: 'CMA CGM TEMA EXPRESS',
    container_or_awb: container,
  });
  await admin('POST', `/departures/${departure.id}/state/`, { state: 'loading' });
  const parcels = [await parcelFor(request, 'Kwame Nkrumah'), await parcelFor(request, 'Efua Sutherland')];

  // The warehouse agent, on a phone, opens Departures from the dashboard and scans both labels.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, WAREHOUSE.email, WAREHOUSE.password);
  await expect(page).toHaveURL(/\/agent\/warehouse$/);
  await page.getByTestId('warehouse-departures-link').click();
  await expect(page).toHaveURL(/\/agent\/warehouse\/departures/);
  await page.getByTestId('departure-card').filter({ hasText: container }).click();
  const detail = page.getByTestId('departure-detail');
  await expect(detail.getByTestId('departure-state')).toHaveText('Loading');
  const scanField = detail.getByTestId('departure-scan').getByRole('textbox');
  for (const tracking of parcels) {
    await scanField.fill(tracking.toLowerCase());
    await scanField.press('Enter');
    await expect(
      detail.getByTestId('departure-packages').locator(`[data-tracking="${tracking}"]`),
    ).toBeVisible();
    await expect(scanField).toHaveValue('');
  }
  await expect(detail.getByTestId('departure-packages')).toContainText('On this departure (2)');

  // The admin, on a desk, marks it departed, then arrived: each asks first, says what will happen (the
  // server's figures) and warns that it is before the cut-off; confirming moves both parcels.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/departures?id=${departure.id}`);
  await detail.getByRole('button', { name: 'Mark departed' }).click();
  const confirm = page.getByTestId('departure-confirm');
  await expect(confirm.getByTestId('departure-confirm-lines')).toContainText(
    '2 parcels on it will be marked in transit.',
  );
  await expect(confirm.getByTestId('departure-confirm-warnings')).toContainText(
    'The cut-off for this sailing has not passed yet.',
  );
  await expect(detail.getByTestId('departure-state')).toHaveText('Loading');
  await confirm.getByTestId('departure-confirm-button').click();
  await expect(detail.getByTestId('departure-state')).toHaveText('Departed');
  await expect(page.getByText('Departure departed: 2 packages moved')).toBeVisible();
  for (const tracking of parcels)
    await expect(detail.locator(`[data-tracking="${tracking}"]`).getByTestId('status-badge')).toHaveText(
      'In Transit',
    );
  await detail.getByRole('button', { name: 'Mark arrived' }).click();
  await expect(confirm.getByTestId('departure-confirm-lines')).toContainText(
    '2 parcels on it will be marked arrived in Ghana.',
  );
  await confirm.getByTestId('departure-confirm-button').click();
  await expect(detail.getByTestId('departure-state')).toHaveText('Arrived');
  for (const tracking of parcels)
    await expect(detail.locator(`[data-tracking="${tracking}"]`).getByTestId('status-badge')).toHaveText(
      'Arrived in Ghana',
    );

  // Anyone tracking either parcel sees it consolidated, in transit on the sailing, and arrived in Tema.
  for (const tracking of parcels) {
    await page.goto(`/track/${tracking}`);
    const events = page.getByTestId('tracking-event');
    await expect(events.last()).toContainText('Arrived in Ghana');
    const texts = await events.allTextContents();
    const order = ['At Warehouse', 'Consolidated', 'In Transit', 'Arrived in Ghana'].map((label) =>
      texts.findIndex((text) => text.includes(label)),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(
      page.getByText(`CMA CGM TEMA EXPRESS (CMA CGM), container ${container}`).first(),
    ).toBeVisible();
  }
});
