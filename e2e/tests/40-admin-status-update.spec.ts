import { ADMIN, expect, signIn, test } from '../fixtures.ts';

// The dialog as Manage Bookings opens it, for a booking before pickup: the agent rule and the first real move.
// Later stages (out for delivery, delivered with a drawn signature) are driven from the packages hub
// (45-admin-packages-hub.spec.ts).
test('the admin updates a confirmed demo booking to picked up in the dialog; the tracker shows it', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/bookings?status=CONFIRMED');
  const card = page
    .getByTestId('admin-booking-card')
    .filter({ has: page.getByRole('button', { name: 'Update Status' }) })
    .first();
  await expect(card).toBeVisible();
  const code = await card.getAttribute('data-code');
  expect(code).toMatch(/^BK-/);

  await card.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Package Status' });
  await expect(dialog.getByText(code!)).toBeVisible();

  // Out for delivery (here through the admin's correction) is refused without a delivery agent.
  await dialog.getByRole('textbox', { name: 'Status', exact: true }).click();
  await dialog.getByRole('option', { name: 'Correction (set any status, with a reason)' }).click();
  await dialog.getByRole('textbox', { name: 'Corrected status' }).click();
  await dialog.getByRole('option', { name: 'Out for Delivery' }).click();
  await dialog.getByRole('textbox', { name: 'Reason for the correction' }).fill('Sent straight to delivery');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog.getByText('Please select a delivery agent for out for delivery status')).toBeVisible();

  // The next step the rules offer from confirmed: picked up.
  await dialog.getByRole('textbox', { name: 'Status', exact: true }).click();
  await dialog.getByRole('option', { name: 'Picked Up' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Delivery agent' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Location' }).fill('Croydon collection point');
  const answer = page.waitForResponse((res) => res.url().includes('/update-status/'));
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  const result = await (await answer).json();
  await expect(page.getByText('Package status updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Picked up leaves Manage Bookings, which lists bookings before pickup only.
  await expect(page.locator(`[data-testid="admin-booking-card"][data-code="${code}"]`)).toHaveCount(0);

  const trackingNumber: string = result.booking.tracking_number;
  expect(trackingNumber).toMatch(/^UKG\d{10}$/);
  await page.goto(`/track/${trackingNumber}`);
  await expect(page.getByTestId('tracking-booking-code')).toHaveText(code!);
  // The history ends with the move just made, and the parcel is no longer waiting for collection.
  const latest = page.getByTestId('tracking-event').last();
  await expect(latest).toContainText('Picked Up');
  await expect(latest).toContainText('Croydon collection point');
  await expect(page.getByTestId('tracking-awaiting-collection')).toHaveCount(0);
});
