import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const base = 'http://127.0.0.1:3900';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/login`);
  await page.getByLabel(/email/i).first().fill('admin@bench.test');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Bench-passw0rd!');
  await page
    .getByRole('button', { name: /sign in|log in|login/i })
    .first()
    .click();
  await page.waitForURL(/\/admin/, { timeout: 30_000 });
  await page.goto(`${base}/admin/shipments`);
  await page.getByTestId('hub-package-card').first().waitFor({ timeout: 30_000 });
  await page.getByPlaceholder(/Tracking, booking code/).fill('Mensah');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/hub-search-${width}.png`, fullPage: false });
  await page.goto(`${base}/admin/bookings`);
  await page.waitForTimeout(2500);
  const search = page.getByPlaceholder(/search/i).first();
  await search.fill('Kwame');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/bookings-search-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
