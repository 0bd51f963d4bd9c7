import { expect, signIn, test } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';

const WAREHOUSE = { email: 'warehouse@demo.ukghanashipping.com', password: DEMO_PASSWORD };
const DELIVERY_AGENT = 'Kwabena Asante';

// The warehouse works on a phone: 390 px wide. A headless browser has no camera, so every scan is typed into the
// scan box (what a USB or Bluetooth scanner does too); decoding a label's barcode image is a unit test
// (apps/web/src/features/agent-warehouse/model/scan-decoding.test.ts).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the warehouse receives, consolidates and dispatches a parcel by scanning, receives it in Ghana and gives it a delivery agent; the tracker shows every step in order', async ({
  page,
}) => {
  test.setTimeout(180_000); // a dozen steps, each a real move on a machine shared with other builds
  // A parcel the pickup agent has collected (the demo seed has one at every stage).
  const login = await page.request.post('/api/v1/auth/login/', { data: WAREHOUSE });
  const token = (await login.json()).tokens.access;
  const arriving = await page.request.get('/api/v1/agent/warehouse/packages/?status=arriving', {
    headers: { authorization: `Bearer ${token}` },
  });
  const parcel: { tracking_code: string; booking: { service_level: { code: string } } } = (
    await arriving.json()
  ).results[0];
  const tracking = parcel.tracking_code;
  expect(tracking).toMatch(/^UKG\d{10}$/);

  await signIn(page, WAREHOUSE.email, WAREHOUSE.password);
  await expect(page).toHaveURL(/\/agent\/warehouse$/);
  await expect(page.getByRole('heading', { name: 'Warehouse', level: 1 })).toBeVisible();
  const atWarehouseCount = Number(await page.getByTestId('stage-at_warehouse-count').textContent());

  const scanBox = page.getByTestId('warehouse-scan');
  const log = page.getByTestId('scan-log');
  const scan = async (mode: string, code: string, done: string) => {
    await scanBox.getByRole('radio', { name: mode }).click();
    await page.getByTestId('scan-input').fill(code);
    await page.getByTestId('scan-input').press('Enter');
    const line = log.locator('[data-state]').first();
    await expect(line).toContainText(tracking);
    await expect(line).toContainText(done);
    await expect(line).toHaveAttribute('data-state', 'done');
  };

  // Receive: the label's number as printed (in groups, lower case) finds the parcel.
  await scan(
    'Receive',
    `${tracking.slice(0, 3).toLowerCase()} ${tracking.slice(3, 7)} ${tracking.slice(7)}`,
    'Received at the UK warehouse',
  );
  await expect(page.getByText('Package status updated successfully').first()).toBeVisible();
  await expect
    .poll(async () => Number(await page.getByTestId('stage-at_warehouse-count').textContent()))
    .toBe(atWarehouseCount + 1);

  // Consolidate onto the loading departure of the parcel's mode (the demo's next sailing or flight), then
  // dispatch, each with one scan (a QR code holds the public tracking link).
  await scanBox.getByRole('radio', { name: 'Consolidate' }).click();
  await page.getByTestId('scan-departure').click();
  const departure = parcel.booking.service_level.code === 'EXPRESS' ? 'BA 081' : 'MSC ABIDJAN';
  await page.getByRole('option', { name: new RegExp(departure) }).click();
  await scan('Consolidate', tracking, `Consolidated onto ${departure}`);
  await scan('In transit', `${new URL(page.url()).origin}/track/${tracking}`, 'In transit');

  // A parcel that has left cannot be consolidated again: nothing is sent, and the log says why.
  await scanBox.getByText('Consolidate', { exact: true }).click();
  await page.getByTestId('scan-input').fill(tracking);
  await page.getByTestId('scan-input').press('Enter');
  await expect(log.locator('[data-state]').first()).toContainText(
    'is In Transit: it cannot be consolidated now',
  );

  // In Ghana: look the parcel up, record its arrival and receive it with its buttons, then give it an agent.
  await scanBox.getByText('Look up', { exact: true }).click();
  await page.getByTestId('scan-input').fill(tracking);
  await page.getByTestId('scan-input').press('Enter');
  const found = page.getByTestId('scan-found');
  await expect(found.getByTestId('status-badge')).toHaveText('In Transit');
  await found.getByRole('button', { name: 'Arrived in Ghana' }).click();
  await expect(found.getByTestId('status-badge')).toHaveText('Arrived in Ghana');
  await found.getByRole('button', { name: 'Receive in Ghana' }).click();
  await expect(found.getByTestId('status-badge')).toHaveText('At Ghana Warehouse');

  await found.getByRole('button', { name: 'Assign delivery agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Delivery Agent' });
  await dialog.getByRole('textbox', { name: 'Delivery agent' }).click();
  await page.getByRole('option', { name: DELIVERY_AGENT }).click();
  await dialog.getByRole('button', { name: 'Assign agent' }).click();
  await expect(page.getByText('Delivery agent assigned successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(found.getByTestId('warehouse-delivery-agent')).toHaveText(`Delivery: ${DELIVERY_AGENT}`);
  // The Ghana warehouse's list (a stage is a link of its own) shows the parcel with its agent.
  await page.goto('/agent/warehouse?status=at_ghana_warehouse');
  await expect(page.getByRole('heading', { name: /At Ghana warehouse/ })).toBeVisible();
  const card = page.locator(`[data-testid="warehouse-list"] [data-tracking="${tracking}"]`);
  await expect(card.getByTestId('warehouse-delivery-agent')).toHaveText(`Delivery: ${DELIVERY_AGENT}`);
  await expect(card.getByRole('button', { name: 'Change delivery agent' })).toBeVisible();

  // The public tracker shows every step, in the order they happened.
  await page.goto(`/track/${tracking}`);
  const events = page.getByTestId('tracking-event');
  await expect(events.last()).toContainText('At Ghana Warehouse');
  const texts = await events.allTextContents();
  const order = [
    'Picked Up',
    'At Warehouse',
    'Consolidated',
    'In Transit',
    'Arrived in Ghana',
    'At Ghana Warehouse',
  ].map((label) => texts.findIndex((text) => text.includes(label)));
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});
