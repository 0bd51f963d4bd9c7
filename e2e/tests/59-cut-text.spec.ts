import type { APIRequestContext, Locator } from '@playwright/test';
import { ADMIN, expect, signIn, test } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { apiAs, newDeparture, parcelAtWarehouse } from '../support/api.ts';

// Issue 46: numbers and names people read off a screen are shown whole: a container or air waybill number on
// a departure card at 390 px, a status badge in the load table at 1440 px, the proof viewer's title.
const KOFI = { email: 'kofi.boateng@demo.ukghanashipping.com', password: DEMO_PASSWORD };
const WAREHOUSE = { email: 'warehouse@demo.ukghanashipping.com', password: DEMO_PASSWORD };

/** Its text fits in its box: nothing hidden behind an ellipsis or clipped at the edge. */
const expectWhole = async (locator: Locator) => {
  const sizes = await locator.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll, (await locator.textContent()) ?? undefined).toBeLessThanOrEqual(sizes.client);
};

/** A parcel for Kumasi's market, received at the UK warehouse. */
const parcelToKumasi = (request: APIRequestContext) =>
  parcelAtWarehouse(request, {
    recipient_name: 'Abena Owusu-Ansah',
    recipient_address: { line1: 'Shop 14, Kejetia Market', line2: 'Adum', city: 'Kumasi' },
    gh_region_code: 'AR',
    packages: [{ description: 'Fabric', weight_kg: 9, pkg_type: 'BOX', declared_value: 60 }],
  });

test('departure cards at 390 px show the whole container and air waybill numbers', async ({
  page,
  request,
}) => {
  const suffix = String(Date.now()).slice(-7);
  const awb = `125-${suffix}5`;
  const container = `MSCU${suffix}`;
  await newDeparture(request, {
    mode: 'air',
    carrier: 'British Airways World Cargo',
    vessel_or_flight: 'BA 081 London Heathrow to Accra Kotoka',
    container_or_awb: awb,
  });
  await newDeparture(request, {
    mode: 'sea',
    carrier: 'Mediterranean Shipping Company',
    vessel_or_flight: 'MSC ABIDJAN EXPRESS SERVICE',
    container_or_awb: container,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/departures');
  for (const number of [awb, container]) {
    const card = page.getByTestId('departure-card').filter({ hasText: number });
    await expect(card.getByTestId('departure-card-unit')).toBeVisible();
    await expectWhole(card.getByTestId('departure-card-unit'));
  }
});

test('the load table at 1440 px shows each status badge whole', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN);
  const warehouse = await apiAs(request, WAREHOUSE);
  const loading = await newDeparture(request, {
    mode: 'sea',
    carrier: 'CMA CGM',
    vessel_or_flight: 'CMA CGM KRIBI',
    container_or_awb: `CMAU${String(Date.now()).slice(-7)}`,
  });
  await admin('POST', `/departures/${loading.id}/state/`, { state: 'loading' });
  const tracking = await parcelToKumasi(request);
  await warehouse('POST', `/departures/${loading.id}/packages/`, { tracking_number: tracking });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/departures?id=${loading.id}`);
  const badges = page.getByTestId('departure-packages').getByTestId('status-badge');
  await expect(badges.first()).toHaveText('Consolidated');
  for (const badge of await badges.all()) await expectWhole(badge.locator('.mantine-Badge-label'));
});

test('the proof viewer shows its whole title on a phone', async ({ page, request }) => {
  const kofi = await apiAs(request, KOFI);
  const list = await kofi<{ results: { id: string; status?: string; shipment_status?: string }[] }>(
    'GET',
    '/bookings/?tab=shipments&page_size=50',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, KOFI.email, KOFI.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const delivered = list.results.find((b) => b.shipment_status === 'delivered');
  expect(delivered, 'a delivered booking with proof in the demo data').toBeTruthy();
  await page.goto(`/dashboard/bookings/${delivered!.id}`);
  await page.getByTestId('tab-history').click();
  await page
    .getByRole('button', { name: /^View delivered/ })
    .first()
    .click();
  const title = page.getByTestId('proof-viewer').getByTestId('proof-title');
  await expect(title).toHaveText(/^Delivered (photo|signature)$/);
  await expectWhole(title);
});

test("the home page's tracking box shows its whole placeholder at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const input = page.getByTestId('hero-track-input');
  await expect(input).toBeVisible();
  // A placeholder does not scroll, so its width is measured in the box's own font against the room it has.
  const fit = await input.evaluate((el) => {
    const box = el as HTMLInputElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.letterSpacing = style.letterSpacing;
    const room =
      box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: box.placeholder, width: context.measureText(box.placeholder).width, room };
  });
  expect(fit.width, fit.text).toBeLessThanOrEqual(fit.room);
});
