import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_CUSTOMER, expect, signIn, test } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';

// Issue 15: a warehouse agent loads a container by typing the labels' numbers (what a USB scanner does), the
// admin marks it departed and arrived, and every parcel on it moves with one action; the public tracker shows it.
const WAREHOUSE = { email: 'warehouse@demo.ukghanashipping.com', password: DEMO_PASSWORD };

const as = async (request: APIRequestContext, who: { email: string; password: string }) => {
  const login = await request.post('/api/v1/auth/login/', { data: who });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).tokens.access}` };
  return async <T>(method: string, path: string, data?: object): Promise<T> => {
    const res = await request.fetch(`/api/v1${path}`, { method, headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
};

/** A new Standard booking of the demo customer, confirmed, collected and received at the UK warehouse. */
const parcelAtWarehouse = async (request: APIRequestContext, recipient: string) => {
  const customer = await as(request, DEMO_CUSTOMER);
  const admin = await as(request, ADMIN);
  const warehouse = await as(request, WAREHOUSE);
  const booking = await customer<{ id: string }>('POST', '/bookings/', {
    sender_name: 'Ama Mensah',
    sender_email: 'ama.mensah@demo.ukghanashipping.com',
    sender_phone: '+447700900123',
    sender_address: { line1: '221B Baker Street', city: 'London', postcode: 'NW1 6XE' },
    recipient_name: recipient,
    recipient_phone: '+233241234567',
    recipient_address: { line1: '14 Oxford Street', line2: 'Osu', city: 'Accra' },
    gh_region_code: 'GR',
    packages: [{ description: 'Clothes', weight_kg: 15, pkg_type: 'BOX', declared_value: 120 }],
    service_level_code: 'STANDARD',
    insurance_opt_in: false,
  });
  await admin('POST', `/admin/bookings/${booking.id}/confirm/`, {});
  // Collected (the pickup screens are another test's subject), then received at the UK warehouse.
  await admin('POST', `/admin/bookings/${booking.id}/update-status/`, { status: 'picked_up' });
  const { tracking_number: tracking } = await customer<{ tracking_number: string }>(
    'GET',
    `/bookings/${booking.id}/`,
  );
  const found = await warehouse<{ results: { id: string }[] }>(
    'GET',
    `/agent/warehouse/packages/?search=${tracking}`,
  );
  await warehouse('PATCH', `/agent/warehouse/packages/${found.results[0]!.id}/`, {
    status: 'at_warehouse',
    client_action_id: randomUUID(),
    occurred_at: new Date().toISOString(),
  });
  return tracking;
};

test('a warehouse agent loads a container by scanning, the admin marks it departed and arrived, every parcel moves and the tracker shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await as(request, ADMIN);
  const day = 24 * 3600_000;
  const container = `TGHU${String(Date.now()).slice(-7)}`;
  const departure = await admin<{ id: string }>('POST', '/departures/', {
    mode: 'sea',
    carrier: 'CMA CGM',
    vessel_or_flight: 'CMA CGM TEMA EXPRESS',
    container_or_awb: container,
    cut_off_at: new Date(Date.now() + day).toISOString(),
    etd: new Date(Date.now() + 2 * day).toISOString(),
    eta: new Date(Date.now() + 20 * day).toISOString(),
  });
  await admin('POST', `/departures/${departure.id}/state/`, { state: 'loading' });
  const parcels = [
    await parcelAtWarehouse(request, 'Kwame Nkrumah'),
    await parcelAtWarehouse(request, 'Efua Sutherland'),
  ];

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
