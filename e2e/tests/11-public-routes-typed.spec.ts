import type { Page, Response } from '@playwright/test';
import { demoTrackedBooking, expect, test } from '../fixtures.ts';

// Every public page opened the way a visitor does from a bookmark or a link in an email: by typing its
// address, so the server (not the web app's router) answers first. Each must be the page, with status 200.
const PUBLIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', /^Send parcels home to Ghana/],
  ['/track', 'Track Your Package'],
  ['/rates', 'Clear prices, from one envelope to a full barrel'],
  ['/services/uk-ghana', 'UK to Ghana shipping by sea, from your door to theirs'],
  ['/services/express', /^Express to Ghana by air in /],
  ['/services/insurance', 'Shipping insurance for what matters'],
  ['/about', 'One route, done properly: the UK to Ghana'],
  ['/contact', 'Talk to our team in London and Accra'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/help', 'How can we help?'],
  ['/prohibited', 'Prohibited and restricted items'],
  ['/faq', 'Frequently asked questions'],
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
];

/** The server answered with the web app (HTML), not an error body such as {"message":"Forbidden"}. */
const expectHtmlPage = async (page: Page, response: Response | null, status: number) => {
  expect(response?.status()).toBe(status);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  const body = (await page.locator('body').innerText()).trim();
  expect(body).not.toMatch(/^[{[]/);
  expect(body).not.toContain('"message"');
};

const expectHeading = async (page: Page, heading: string | RegExp) => {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(heading);
};

test.describe('every public page typed into the address bar', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} answers 200 and shows its page`, async ({ page }) => {
      const response = await page.goto(path);
      await expectHeading(page, heading);
      await expectHtmlPage(page, response, 200);
    });
  }

  test('/track/ with a real demo tracking number answers 200 and shows the result', async ({
    page,
    request,
  }) => {
    const booking = await demoTrackedBooking(request);
    const response = await page.goto(`/track/${booking.tracking_number}`);
    await expectHeading(page, 'Track Your Package');
    await expect(page.getByTestId('track-input')).toHaveValue(booking.tracking_number);
    await expect(page.getByText(booking.booking_code)).toBeVisible();
    await expectHtmlPage(page, response, 200);
  });

  test('an unknown address shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectHtmlPage(page, response, 404);
  });

  test('a signed-in page typed in while signed out goes to the login page', async ({ page }) => {
    const response = await page.goto('/dashboard/bookings');
    await expect(page).toHaveURL(/\/login$/);
    await expectHeading(page, 'Welcome back');
    await expectHtmlPage(page, response, 200);
  });
});
