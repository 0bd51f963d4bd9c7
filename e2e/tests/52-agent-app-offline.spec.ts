import { expect, test } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { waitForOfflineShell } from '../support/ui.ts';

// The agent app opens without a connection on a phone after one visit with it: the service worker (the
// production build's, Workbox) keeps the app's files, and the app keeps the agent's last list.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PICKUP = { email: 'pickup@demo.ukghanashipping.com', password: DEMO_PASSWORD };

test('after one online visit, the pickup jobs screen opens offline with the last list', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(PICKUP.email);
  await page.getByTestId('login-password').fill(PICKUP.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/agent/);
  await page.goto('/agent/pickup');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await waitForOfflineShell(page);

  await context.setOffline(true);
  await page.reload();
  // The shell and the screen's code come from the worker; the list from the app's own copy.
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();

  // /api is never answered by the worker: offline, a call fails instead of returning a kept answer.
  const api = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/health');
      return `answered ${response.status}`;
    } catch {
      return 'failed';
    }
  });
  expect(api).toBe('failed');
  await context.setOffline(false);
});
