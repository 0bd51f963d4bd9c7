import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, newAccount, registerViaApi, signIn, test } from '../fixtures.ts';

const bearer = async (request: APIRequestContext, data: { email: string; password: string }) => {
  const login = await request.post('/api/v1/auth/login/', { data });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).tokens.access}` };
};

test('a customer pays by card through Stripe Checkout (the local stand-in); the booking shows Paid to the customer and the admin', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(page, newAccount('card'));
  const mine = await bearer(request, account);
  const made = await request.post('/api/v1/bookings/', {
    headers: mine,
    data: {
      sender_name: 'Efua Asante',
      sender_email: account.email,
      sender_phone: '+447700900123',
      sender_address: { line1: '12 Mare Street', city: 'London', postcode: 'E8 4RP' },
      recipient_name: 'Kojo Asante',
      recipient_phone: '+233241234567',
      recipient_address: { line1: '5 Ring Road', city: 'Kumasi', postcode: 'AK-039-5028' },
      gh_region_code: 'AR',
      packages: [{ description: 'School books', weight_kg: 8, pkg_type: 'BOX', declared_value: 60 }],
      service_level_code: 'STANDARD',
    },
  });
  expect(made.status()).toBe(201);
  const booking: { id: string; booking_code: string; total_price_gbp: number } = await made.json();

  // The customer opens the Payment tab and pays now: Stripe's page (the stand-in) shows the amount due.
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/bookings/${booking.id}?tab=payment`);
  await expect(page.getByTestId('payment-status')).toHaveText('Pending');
  await page.getByTestId('pay-now').click();
  await expect(
    page.getByRole('heading', { name: `Pay £${booking.total_price_gbp.toFixed(2)}` }),
  ).toBeVisible();
  await expect(page.getByText(booking.booking_code)).toBeVisible();

  // Paying posts Stripe's signed event to the webhook and sends the browser back to the Payment tab.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/bookings/${booking.id}\\?tab=payment&checkout=success`),
  );
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-paid-line')).toContainText('by card (stripe)');
  await expect(page.getByTestId('pay-now')).toHaveCount(0);
  await expect(page.getByTestId('receipt-form')).toHaveCount(0);

  // The admin's Payment tab: Paid by Card (Stripe), with Stripe's reference.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/bookings?booking=${booking.id}&tab=payment`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('admin-payment-status')).toHaveText('Paid');
  await expect(dialog.getByTestId('admin-payment-paid')).toContainText('by Card (Stripe)');
  await expect(dialog.getByTestId('admin-stripe-reference')).toContainText(/pi_test_/);
});
