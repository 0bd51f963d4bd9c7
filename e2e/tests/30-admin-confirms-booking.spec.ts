import { ADMIN, DEMO_CUSTOMER, expect, signIn, test } from '../fixtures.ts';

test('the admin confirms a pending demo booking with a pickup agent; the customer sees its tracking number', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/bookings?status=PENDING');
  await page.getByTestId('admin-bookings-search').fill('Mensah');
  const card = page.getByTestId('admin-booking-card').filter({ hasText: 'Ama Mensah' }).first();
  await expect(card).toBeVisible();
  const code = await card.getAttribute('data-code');
  expect(code).toMatch(/^BK-/);

  await card.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Pickup agent/ }).click();
  // The demo seed's pickup agent, by email: another test adds a second agent of the same name.
  await page.getByRole('option', { name: /pickup@demo\.ukghanashipping\.com/ }).click();
  await dialog.getByTestId('confirm-booking-submit').click();
  await expect(page.getByText('Booking confirmed and assigned to agent successfully')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/bookings');
  const mine = page.locator(`[data-testid="booking-card"][data-booking-code="${code}"]`);
  await mine.getByTestId('view-booking').click();
  await expect(page.getByTestId('tracking-number')).toHaveText(/UKG\d{10}/);
});
