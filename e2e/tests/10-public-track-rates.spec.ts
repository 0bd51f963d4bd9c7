import { demoTrackedBooking, expect, test } from '../fixtures.ts';
import { scrollToCalculator } from '../support/ui.ts';

// The e2e server starts on a fresh database holding the demo seed, whose confirmed bookings have real numbers.
const UNKNOWN = 'UKG0000000001';

test.describe('public tracker', () => {
  test('a real booking number from the demo seed is found, with its history, without signing in', async ({
    page,
    request,
  }) => {
    const booking = await demoTrackedBooking(request);

    await page.goto('/track');
    await page.getByTestId('track-input').fill(booking.tracking_number.toLowerCase());
    await page.getByTestId('track-submit').click();
    await expect(page.getByText('Tracking information found!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/track/${booking.tracking_number}$`));
    await expect(page.getByText(booking.booking_code)).toBeVisible();
    await expect(page.getByText('Television 43"')).toBeVisible();
    await expect(page.getByText('In Transit').first()).toBeVisible();
    // Names only: the recipient's street never reaches the public page.
    await expect(page.getByText('14 Oxford Street')).toHaveCount(0);
  });

  test('the button stays disabled while the box is blank', async ({ page }) => {
    await page.goto('/track');
    await expect(page).toHaveTitle(/Track Your Package/);
    await expect(page.getByTestId('track-submit')).toBeDisabled();
    await page.getByTestId('track-input').fill('   ');
    await expect(page.getByTestId('track-submit')).toBeDisabled();
  });

  test('a malformed number gets the format message and no request', async ({ page }) => {
    let trackerCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/v1/shipments/track/')) trackerCalls++;
    });
    await page.goto('/track');
    await page.getByTestId('track-input').fill('ukg123');
    await expect(page.getByTestId('track-input')).toHaveValue('UKG123');
    await page.getByTestId('track-submit').click();
    await expect(
      page.getByText(
        'Invalid tracking number format. Please enter a valid UKG tracking number (e.g., UKG1234567890)',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/track$/);
    expect(trackerCalls).toBe(0);
  });

  test('a well-formed unknown number shows the not-found card', async ({ page }) => {
    await page.goto('/track');
    await page.getByTestId('track-input').fill(UNKNOWN.toLowerCase());
    await page.getByTestId('track-submit').click();
    await expect(page).toHaveURL(new RegExp(`/track/${UNKNOWN}$`));
    const card = page.getByTestId('tracking-not-found');
    await expect(card).toContainText('Tracking Number Not Found');
    await expect(card).toContainText(
      "Tracking number not found. Please check that you've entered the correct tracking number.",
    );
    await expect(page.getByTestId('tracking-help')).toContainText('24 hours');
  });

  test('a deep link looks the number up at once', async ({ page }) => {
    const lookup = page.waitForResponse((res) => res.url().endsWith(`/api/v1/shipments/track/${UNKNOWN}/`));
    await page.goto(`/track/${UNKNOWN}`);
    expect((await lookup).status()).toBe(404);
    await expect(page.getByTestId('track-input')).toHaveValue(UNKNOWN);
    await expect(page.getByTestId('tracking-not-found')).toBeVisible();
  });
});

test.describe('rates', () => {
  test('the rate card and a calculator that answers as you type', async ({ page }) => {
    await page.goto('/rates');
    await expect(page).toHaveTitle(/Shipping Rates/);
    await expect(page.getByTestId('rate-card-STANDARD')).toContainText('Ship');
    await expect(page.getByTestId('rate-card-EXPRESS')).toContainText('Flight');

    await (await scrollToCalculator(page)).fill('20');
    await expect(page.getByTestId('calc-total-gbp')).toHaveText('£50.00');
    await expect(page.getByTestId('calc-total-ghs')).toHaveText('₵750.00');

    // The browser's figure is the server's: POST /quotes/ prices the same packages the same way.
    const res = await page.request.post('/api/v1/quotes/', {
      data: {
        service_level_code: 'STANDARD',
        insurance_opt_in: false,
        packages: [
          {
            pkg_type: 'BOX',
            qty: 1,
            weight_kg: 20,
            length_cm: 0,
            width_cm: 0,
            height_cm: 0,
            declared_value: 0,
          },
        ],
      },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).price_quote_gbp).toBe(50);

    await page.getByText('Flight · Express').click();
    await expect(page.getByTestId('calc-total-gbp')).toHaveText('£170.00');

    await page.getByTestId('calc-add-package').click();
    await page.getByTestId('calc-type-1').selectOption('ENVELOPE');
    await page.getByTestId('calc-weight-1').fill('0.5');
    await expect(page.getByTestId('calc-total-gbp')).toHaveText('£190.00');
    await page.getByTestId('calc-remove-1').click();
    await expect(page.getByTestId('calc-total-gbp')).toHaveText('£170.00');

    await page.getByTestId('calc-book').click();
    await expect(page).toHaveURL(/\/(dashboard\/book|login)/);
  });

  test('on a phone the calculator, below the fold, is drawn as the visitor scrolls to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rates');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('rate-card-STANDARD')).toBeVisible();
    await expect(page.getByTestId('calc-weight-0')).toHaveCount(0);
    await (await scrollToCalculator(page)).fill('20');
    await expect(page.getByTestId('calc-total-gbp')).toHaveText('£50.00');
  });
});

test.describe('public pages', () => {
  const pages = [
    ['/services/uk-ghana', /UK to Ghana Shipping by Sea/],
    ['/services/express', /Express Air Delivery/],
    ['/services/insurance', /Shipping Insurance/],
    ['/about', /About Us/],
    ['/contact', /Contact Us/],
    ['/terms', /Terms of Service/],
    ['/privacy', /Privacy Policy/],
    ['/help', /Help Centre/],
    ['/prohibited', /Prohibited/],
    ['/faq', /Frequently Asked Questions/],
  ] as const;

  test('every footer page has its own title and description inside the site layout', async ({ page }) => {
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('footer')).toContainText('London, UK & Accra, Ghana');
    }
  });

  test('the contact form checks its fields and sends the message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await page.getByTestId('contact-name').fill('Kojo Boateng');
    await page.getByTestId('contact-email-input').fill('kojo@e2e.test');
    await page.getByTestId('contact-subject').fill('Three barrels to Kumasi');
    await page.getByTestId('contact-message').fill('When is the next sailing?');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
  });
});
