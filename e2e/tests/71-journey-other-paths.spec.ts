import type { APIRequestContext, Locator } from '@playwright/test';
import { ADMIN, newAccount, registerViaApi, test } from '../fixtures.ts';
import { expect, switchTo } from '../support/journey.ts';
import { apiToken } from '../support/routes.ts';

// Journey 5 of issue 12: the other paths, each on a new customer's own bookings (made through the API: the
// wizard is journey 1's subject).
test.describe.configure({ timeout: 120_000 });

const book = async (
  request: APIRequestContext,
  who: { email: string; password: string },
  recipient: string,
) => {
  const { tokens } = await apiToken(request, who);
  const res = await request.post('/api/v1/bookings/', {
    headers: { authorization: `Bearer ${tokens.access}` },
    data: {
      sender_name: 'Efua Asante',
      sender_email: who.email,
      sender_phone: '+447700900123',
      sender_address: { line1: '12 Mare Street', city: 'London', postcode: 'E8 4RP' },
      recipient_name: recipient,
      recipient_phone: '+233241234567',
      recipient_address: { line1: '5 Ring Road', city: 'Kumasi', postcode: 'AK-039-5028' },
      gh_region_code: 'AR',
      packages: [{ description: 'Kitchen things', weight_kg: 8, pkg_type: 'BOX', declared_value: 60 }],
      service_level_code: 'STANDARD',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; booking_code: string };
};

test('5a. a customer cancels a pending booking', async ({ page, request }) => {
  const customer = await registerViaApi(page, newAccount('cancel'));
  const booking = await book(request, customer, 'Kofi Mensah');
  await switchTo(page, customer, /\/dashboard$/);
  await page.goto('/dashboard/bookings');
  const card = page.locator(`[data-testid="booking-card"][data-booking-code="${booking.booking_code}"]`);
  await card.getByTestId('cancel-booking').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText('Booking cancelled successfully')).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('Cancelled');
});

test('5b. the admin rejects a booking with a reason; the customer sees it', async ({ page, request }) => {
  const customer = await registerViaApi(page, newAccount('reject'));
  const booking = await book(request, customer, 'Ama Boateng');
  await switchTo(page, ADMIN, /\/admin$/);
  await page.goto(`/admin/bookings?status=PENDING&search=${booking.booking_code}`);
  await page
    .locator(`[data-testid="admin-booking-card"][data-code="${booking.booking_code}"]`)
    .getByRole('button', { name: 'Reject' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject booking' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('We cannot collect from this address');
  await dialog.getByRole('button', { name: 'Reject Booking' }).click();
  await expect(dialog).toBeHidden();

  await switchTo(page, customer, /\/dashboard$/);
  await page.goto('/dashboard/bookings');
  const card = page.locator(`[data-testid="booking-card"][data-booking-code="${booking.booking_code}"]`);
  await expect(card.getByTestId('status-badge')).toHaveText('Rejected');
  await expect(card).toContainText('We cannot collect from this address');
});

/**
 * The progress bar in `scope` shows an exception: flagged by the shared component, named so for screen
 * readers, still at `percent` (where the goods had got to), and drawn in the theme's red.
 */
const expectRedBar = async (scope: Locator, percent: number) => {
  const progress = scope.getByTestId('shipment-progress');
  await expect(progress).toHaveAttribute('data-exception', 'true');
  const bar = progress.getByRole('progressbar');
  await expect(bar).toHaveAccessibleName(`Shipment progress ${percent}%, Exception occurred`);
  await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  const [drawn, red] = await bar.evaluate((el) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--mantine-color-red-filled)';
    document.body.append(probe);
    const colours = [getComputedStyle(el).backgroundColor, getComputedStyle(probe).backgroundColor];
    probe.remove();
    return colours;
  });
  expect(drawn).toBe(red);
};

test('5c. an exception set by the admin turns the progress bar red on every screen that shows it', async ({
  page,
  request,
}) => {
  // Ten screens and three people: more than one path's time.
  test.setTimeout(240_000);
  // Set-up: a booking confirmed, collected and received at the UK warehouse (44 %), all through the API.
  const customer = await registerViaApi(page, newAccount('exception'));
  const booking = await book(request, customer, 'Yaw Darko');
  const { tokens } = await apiToken(request, ADMIN);
  const asAdmin = { authorization: `Bearer ${tokens.access}` };
  for (const [path, data] of [
    ['confirm/', {}],
    ['update-status/', { status: 'picked_up' }],
    ['update-status/', { status: 'at_warehouse' }],
  ] as const) {
    const res = await request.post(`/api/v1/admin/bookings/${booking.id}/${path}`, {
      headers: asAdmin,
      data,
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const detail = await request.get(`/api/v1/bookings/${booking.id}/`, {
    headers: { authorization: `Bearer ${(await apiToken(request, customer)).tokens.access}` },
  });
  const { tracking_number: trackingNumber } = (await detail.json()) as { tracking_number: string };
  expect(trackingNumber).toMatch(/^UKG\d{10}$/);

  // The admin finds the parcel in the packages hub by typing its number, and reports the exception.
  await switchTo(page, ADMIN, /\/admin$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Packages' }).first().click();
  await expect(page).toHaveURL(/\/admin\/shipments$/);
  await page.getByRole('textbox', { name: 'Search packages' }).fill(trackingNumber);
  const hubCard = page.locator(`[data-testid="hub-package-card"][data-tracking="${trackingNumber}"]`);
  await expect(page.getByTestId('hub-package-card')).toHaveCount(1);
  await expect(hubCard.getByTestId('shipment-progress')).not.toHaveAttribute('data-exception');
  await hubCard.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Package Status' });
  await dialog.getByRole('textbox', { name: 'Status', exact: true }).click();
  await dialog.getByRole('option', { name: 'Exception', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Location' }).fill('UK warehouse, Croydon');
  await dialog.getByRole('textbox', { name: /Notes/ }).fill('Box crushed in handling; held for repacking');
  // Staff notes are internal unless marked: this one is meant for the customer.
  await dialog.getByRole('checkbox', { name: /Show this note to the customer/ }).check();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Package status updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectRedBar(hubCard, 44);
  await expect(hubCard.getByTestId('status-badge')).toHaveAttribute('data-badge-class', 'exception');

  // The customer: the dashboard's list of shipments on their way, My Shipments, My Packages, the details page.
  await switchTo(page, customer, /\/dashboard$/);
  await expectRedBar(page.getByTestId('active-shipment').filter({ hasText: trackingNumber }), 44);
  await page.goto('/dashboard/shipments');
  const shipmentCard = page.getByTestId('shipment-card').filter({ hasText: trackingNumber });
  await expectRedBar(shipmentCard, 44);
  await page.goto('/dashboard/packages');
  // My Packages cards carry no bar (spec 000 §2): their badge says it.
  const packageCard = page.getByTestId('package-card').filter({ hasText: trackingNumber });
  await expect(packageCard.getByTestId('status-badge')).toHaveAttribute('data-badge-class', 'exception');
  await packageCard.getByTestId('view-package').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shipments/${booking.id}$`));
  await expectRedBar(page.getByTestId('tracking-card'), 44);
  await expect(page.getByTestId('tracking-card').getByTestId('progress-exception')).toHaveText(
    'Exception occurred',
  );
  await page.goto(`/dashboard/bookings/${booking.id}`);
  await expectRedBar(page.getByTestId('tracking-card'), 44);

  // The public tracker, reached by the card's Track button, signed out: red too, with the reason in the history.
  await page.goto('/dashboard/shipments');
  await page
    .getByTestId('shipment-card')
    .filter({ hasText: trackingNumber })
    .getByTestId('track-shipment')
    .click();
  await expect(page).toHaveURL(new RegExp(`/track/${trackingNumber}$`));
  await expectRedBar(page.getByTestId('tracking-progress'), 44);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expectRedBar(page.getByTestId('tracking-progress'), 44);
  await expect(page.getByText('There is a problem with this shipment')).toBeVisible();
  await expect(page.getByTestId('tracking-event').last()).toContainText('Box crushed in handling');
});

test('5d. wrong numbers, guarded and unknown addresses: each gets its message, the login or the 404 page', async ({
  page,
}) => {
  // A malformed number, then a well-formed one nobody was given, typed into the public tracker (the texts are
  // spec 000 §5 and §8, word for word).
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Track Package' }).click();
  await expect(page).toHaveURL(/\/track$/);
  await page.getByTestId('track-input').fill('UKG12345');
  await page.getByTestId('track-submit').click();
  await expect(page.getByTestId('track-error')).toHaveText(
    'Invalid tracking number format. Please enter a valid UKG tracking number (e.g., UKG1234567890)',
  );
  await expect(page).toHaveURL(/\/track$/);
  await page.getByTestId('track-input').fill('UKG0000000000');
  await page.getByTestId('track-submit').click();
  await expect(page).toHaveURL(/\/track\/UKG0000000000$/);
  const notFound = page.getByTestId('tracking-not-found');
  await expect(notFound).toContainText('Tracking Number Not Found');
  await expect(notFound).toContainText(
    "Tracking number not found. Please check that you've entered the correct tracking number.",
  );

  // A private address typed while signed out: the login page, and after signing in, that page.
  const customer = await registerViaApi(page, newAccount('guards'));
  await page.goto('/dashboard/bookings?status=pending');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-email').fill(customer.email);
  await page.getByTestId('login-password').fill(customer.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

  // Another role's address: a customer typing an admin page is sent to their own home.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('home-greeting')).toContainText(customer.firstName);

  // An unknown address: the 404 page, answered with status 404, and its link home.
  const response = await page.goto('/parcels/where-is-it');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL(/\/$/);
});
