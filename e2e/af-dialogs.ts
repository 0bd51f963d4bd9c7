import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
const out = '/tmp/af-shots';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const open = async (email: string, width: number) => {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3402', viewport: { width, height: width > 500 ? 900 : 844 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/v1/auth/login/', { data: { email, password: 'DemoPass123!' } });
  const body = await res.json();
  await page.goto('/');
  await page.evaluate(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, { token: body.tokens.access, user: body.user });
  return { context, page };
};
const shot = async (page: Page, name: string, full = false) => { await page.waitForTimeout(500); await page.screenshot({ path: `${out}/${name}.png`, fullPage: full }); console.log(name); };
for (const width of [390, 1440]) {
  const { context, page } = await open('delivery@demo.ukghanashipping.com', width);
  await page.goto('/agent/delivery');
  await page.getByTestId('job-complete').first().click();
  await shot(page, `deliver-dialog-photo-${width}`);
  await page.getByText('Signature', { exact: true }).click();
  await shot(page, `deliver-dialog-signature-${width}`);
  await context.close();
}
{
  const { context, page } = await open('pickup@demo.ukghanashipping.com', 390);
  await page.goto('/agent/pickup');
  await page.getByTestId('job-card').first().waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('offline-copy').waitFor();
  await page.getByTestId('job-start').first().click();
  await page.getByTestId('job-complete').first().click();
  await shot(page, 'pickup-dialog-390');
  await page.getByRole('button', { name: 'Confirm pickup' }).click();
  await shot(page, 'pickup-offline-waiting-390');
  await page.getByTestId('agent-queue-status').click();
  await shot(page, 'queue-drawer-390');
  await context.close();
}
await browser.close();
