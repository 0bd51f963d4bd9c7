import { expect, newAccount, registerViaApi, signIn, test } from '../fixtures.ts';
import { choosePickupDay, declareNoProhibitedGoods } from '../support/ui.ts';

test('a new customer books two packages, finds the booking, and cancels it', async ({ page }) => {
  const account = newAccount();

  // Register.
  await page.goto('/register');
  await page.getByTestId('register-first-name').fill(account.firstName);
  await page.getByTestId('register-last-name').fill(account.lastName);
  await page.getByTestId('register-email').fill(account.email);
  await page.getByTestId('register-password').fill(account.password);
  await page.getByTestId('register-password-confirm').fill(account.password);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tile-pending-value')).toHaveText('0');

  // Step 1: the sender is prefilled from the account; a missing field blocks Next.
  await page.getByTestId('action-/dashboard/book').click();
  await expect(page).toHaveURL(/\/dashboard\/book$/);
  await expect(page.getByTestId('sender-name')).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(page.getByTestId('sender-email')).toHaveValue(account.email);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Sender Info');
  await page.getByTestId('sender-line1').fill('27 Coldharbour Lane');
  await page.getByTestId('sender-city').fill('London');
  await page.getByTestId('sender-postcode').fill('SE5 9NR');
  await page.getByTestId('wizard-next').click();

  // Step 2: the recipient in Ghana.
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Recipient Info');
  await page.getByTestId('recipient-name').fill('Esi Mensah');
  await page.getByTestId('recipient-phone').fill('+233 24 476 5432');
  await page.getByTestId('recipient-region').click();
  await page.getByRole('option', { name: 'Volta' }).click();
  await page.getByTestId('recipient-line1').fill('9 Market Street');
  await page.getByTestId('recipient-city').fill('Ho');
  await page.getByTestId('wizard-next').click();

  // Step 3: two packages; the summary adds them up.
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Package Details');
  await expect(page.getByTestId('remove-package-0')).toHaveCount(0);
  await page.getByTestId('package-0-description').fill('Clothes and shoes');
  await page.getByTestId('package-0-qty').fill('2');
  await page.getByTestId('package-0-weight').fill('6.5');
  await page.getByTestId('package-0-value').fill('40');
  await page.getByTestId('add-package').click();
  await page.getByTestId('package-1-description').fill('Documents');
  await page.getByTestId('package-1-type').click();
  await page.getByRole('option', { name: 'Envelope' }).click();
  await page.getByTestId('package-1-weight').fill('0.4');
  await expect(page.getByTestId('summary-count')).toHaveText('3');
  await expect(page.getByTestId('summary-weight')).toHaveText('13.4 kg');
  await expect(page.getByTestId('summary-value')).toHaveText('£80.00');
  await expect(page.getByTestId('quote-total')).toHaveText(/£\d+\.\d\d/);
  await page.getByTestId('wizard-next').click();

  // Step 4: service, pickup date and time.
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Service Options');
  await page.getByTestId('service-EXPRESS').click();
  await expect(page.getByTestId('summary-service')).toHaveText('Express (Flight)');
  await choosePickupDay(page);
  await page.getByTestId('pickup-slot').click();
  await page.getByRole('option', { name: /Morning/ }).click();
  await page.getByTestId('booking-notes').fill('Please call before arriving');
  await page.getByTestId('wizard-next').click();

  // Step 5: review, then a double click still makes one booking.
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Review & Submit');
  await expect(page.getByTestId('review')).toContainText('Clothes and shoes');
  await expect(page.getByTestId('review')).toContainText('Documents');
  const quoted = (await page.getByTestId('quote-total').first().textContent()) ?? '';
  await declareNoProhibitedGoods(page);
  await page.getByTestId('wizard-submit').dblclick();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByText('Booking created successfully!')).toBeVisible();

  // My Bookings: one card, pending, with its figures.
  const cards = page.getByTestId('booking-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByTestId('status-badge')).toHaveText('Pending');
  await expect(card).toContainText('Ho, Volta (VR)');
  await expect(card).toContainText('3 · Express (Flight)');
  await expect(card).toContainText('Please call before arriving');
  await expect(page.getByTestId('counter-pending-value')).toHaveText('1');

  // Its details: every package, and the price the wizard showed.
  await card.getByTestId('view-booking').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('package-row')).toHaveCount(2);
  await expect(page.getByTestId('recipient')).toContainText('Esi Mensah');
  await page.getByRole('tab', { name: /Payment & Receipts/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Pending');
  await expect(page.getByTestId('payment-amount')).toHaveText(quoted);
  await page.getByRole('tab', { name: /Travel History/ }).click();
  await expect(page.locator('[data-testid="timeline-item"][data-state="current"]')).toContainText('Booked');

  // Cancel it from the list, after the spec's question. The details page has a Cancel button of its own and
  // stays on screen while the list renders, so the click goes to the card's button, and then to the dialog.
  await page.getByTestId('back-to-list').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await card.getByTestId('cancel-booking').click();
  const dialog = page.getByRole('dialog', { name: /Cancel booking/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to cancel this booking?');
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeEnabled();
  const cancelled = page.waitForResponse(
    (res) => res.request().method() === 'POST' && /\/api\/v1\/bookings\/[^/]+\/cancel\/$/.test(res.url()),
  );
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking cancelled successfully')).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('Cancelled');
  await expect(card.getByTestId('cancel-booking')).toHaveCount(0);
  await expect(page.getByTestId('counter-pending-value')).toHaveText('0');
});

test('a customer corrects the recipient city of a pending booking', async ({ page }) => {
  const account = await registerViaApi(page);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A one-package booking.
  await page.goto('/dashboard/book');
  await page.getByTestId('sender-line1').fill('27 Coldharbour Lane');
  await page.getByTestId('sender-city').fill('London');
  await page.getByTestId('sender-postcode').fill('SE5 9NR');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('recipient-name').fill('Kojo Owusu');
  await page.getByTestId('recipient-phone').fill('+233 24 476 5432');
  await page.getByTestId('recipient-region').click();
  await page.getByRole('option', { name: 'Ashanti' }).click();
  await page.getByTestId('recipient-line1').fill('4 Prempeh Road');
  await page.getByTestId('recipient-city').fill('Obuasi');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('package-0-description').fill('Books');
  await page.getByTestId('package-0-weight').fill('3');
  await page.getByTestId('wizard-next').click();
  await choosePickupDay(page);
  await page.getByTestId('pickup-slot').click();
  await page.getByRole('option', { name: /Afternoon/ }).click();
  await page.getByTestId('wizard-next').click();
  await declareNoProhibitedGoods(page);
  await page.getByTestId('wizard-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);

  // Open it, then Edit Booking: the wizard starts from what was booked.
  await page.getByTestId('booking-card').first().getByTestId('view-booking').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]{36}$/);
  const detailsUrl = page.url();
  await expect(page.getByTestId('recipient')).toContainText('Obuasi');
  await page.getByTestId('edit-booking').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByTestId('wizard-title')).toContainText('Edit Booking');
  await expect(page.getByTestId('sender-line1')).toHaveValue('27 Coldharbour Lane');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('recipient-city')).toHaveValue('Obuasi');
  await page.getByTestId('recipient-city').fill('Kumasi');
  for (const title of ['Package Details', 'Service Options', 'Review & Submit']) {
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-step-title')).toHaveText(title);
  }
  await expect(page.getByTestId('review')).toContainText('Afternoon');
  // Declared when it was booked: the edit keeps it.
  await expect(page.getByTestId('prohibited-goods-declared')).toBeChecked();
  await page.getByTestId('wizard-submit').click();

  // Saved: back on the details page with the new city.
  await expect(page.getByText('Booking updated successfully')).toBeVisible();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByTestId('recipient')).toContainText('Kumasi');
  await expect(page.getByTestId('recipient')).not.toContainText('Obuasi');
});
