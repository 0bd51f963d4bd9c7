import type { Page } from '@playwright/test';
import { ADMIN, newAccount, registerViaApi, signIn, test } from '../fixtures.ts';
import { expect, switchTo } from '../support/journey.ts';
import { freshGhanaPhone, textsTo } from '../support/sms.ts';
import { choosePickupDay, declareNoProhibitedGoods } from '../support/ui.ts';
import { reportWhatsAppStatus, type SentWhatsApp, whatsappSent } from '../support/whatsapp.ts';

// Issue 48's WhatsApp channel in the browser: a recipient the sender opted in to WhatsApp on the booking form
// hears of the confirmed booking by the Cloud API's template message (received by the loopback stand-in of
// Meta's Graph API, e2e/support/whatsapp-stand-in.ts), not by SMS, and the admin's History lists the message
// with its channel, number and state, which Meta's signed status webhook moves on to Delivered.
test.describe.configure({ timeout: 180_000 });

const standIn = () => String(process.env.E2E_WHATSAPP_URL);

/** The admin's booking dialog for `bookingCode`, opened from Manage Bookings, on its History tab. */
const openHistory = async (page: Page, bookingCode: string) => {
  await page.goto(`/admin/bookings?search=${bookingCode}`);
  await page
    .locator(`[data-testid="admin-booking-card"][data-code="${bookingCode}"]`)
    .getByRole('button', { name: 'View Details' })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(bookingCode) });
  const trackingNumber = (await dialog.getByTestId('dialog-tracking-number').textContent()) ?? '';
  await dialog.getByRole('tab', { name: 'History', exact: true }).click();
  return { dialog, trackingNumber };
};

/** The History's WhatsApp rows (what, channel, to whom, state), the dialog opened afresh to read them now. */
const whatsappRows = async (page: Page, bookingCode: string) => {
  const { dialog } = await openHistory(page, bookingCode);
  await expect(dialog.getByTestId('booking-messages')).toBeVisible();
  const rows = await Promise.all(
    (await dialog.getByTestId('booking-message').all()).map(async (row) =>
      (await row.locator('td').allTextContents()).slice(0, 4),
    ),
  );
  return rows.filter((cells) => cells[1] === 'WhatsApp');
};

test('a recipient opted in to WhatsApp on the booking form gets the booking-confirmed template, shown on the admin’s History', async ({
  page,
}) => {
  const customer = await registerViaApi(page, newAccount('whatsapp'));
  const phone = freshGhanaPhone();

  // The customer books, ticking the recipient's WhatsApp consent; the review repeats it.
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/book');
  await page.getByTestId('sender-line1').fill('27 Coldharbour Lane');
  await page.getByTestId('sender-city').fill('London');
  await page.getByTestId('sender-postcode').fill('SE5 9NR');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('recipient-name').fill('Akua Boateng');
  await page.getByTestId('recipient-phone').fill(phone);
  await page.getByTestId('recipient-whatsapp').check();
  await page.getByTestId('recipient-region').click();
  await page.getByRole('option', { name: 'Greater Accra' }).click();
  await page.getByTestId('recipient-line1').fill('9 Oxford Street');
  await page.getByTestId('recipient-city').fill('Accra');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('package-0-weight').fill('6');
  await page.getByTestId('package-0-description').fill('Books and a radio');
  await page.getByTestId('wizard-next').click();
  await choosePickupDay(page);
  await page.getByTestId('pickup-slot').click();
  await page.getByRole('option', { name: /Morning/ }).click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('review-recipient-texts')).toHaveText('Texts by WhatsApp');
  await declareNoProhibitedGoods(page);
  await page.getByTestId('wizard-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  const bookingCode =
    (await page.getByTestId('booking-card').first().getAttribute('data-booking-code')) ?? '';
  expect(bookingCode).toMatch(/^BK-/);

  // The admin confirms it (no pickup agent yet): the tracking number is issued.
  await switchTo(page, ADMIN, /\/admin$/);
  await page.goto(`/admin/bookings?status=PENDING&search=${bookingCode}`);
  await page
    .locator(`[data-testid="admin-booking-card"][data-code="${bookingCode}"]`)
    .getByRole('button', { name: 'Confirm' })
    .click();
  await page
    .getByRole('dialog', { name: 'Assign Pickup Agent' })
    .getByTestId('confirm-booking-submit')
    .click();
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible();
  const { trackingNumber } = await openHistory(page, bookingCode);
  expect(trackingNumber).toMatch(/^UKG\d{10}$/);

  // Meta's API received the template message, as the Cloud API documents it, with the tracking number.
  let message: SentWhatsApp | undefined;
  await expect
    .poll(
      async () => {
        message = (await whatsappSent(standIn())).find((m) => m.to === phone);
        return message?.template;
      },
      { timeout: 30_000, message: `a WhatsApp template message to ${phone}` },
    )
    .toBe('ukgh_recipient_booking_confirmed');
  expect(message!.language).toBe('en');
  expect(message!.parameters).toEqual([
    'Efua',
    trackingNumber,
    expect.stringMatching(new RegExp(`/r/${trackingNumber.slice(3)}`)),
  ]);
  // By WhatsApp instead of SMS, not both.
  expect(await textsTo(phone)).toEqual([]);

  // The admin's History: the WhatsApp message, to the recipient's number, sent.
  await expect
    .poll(() => whatsappRows(page, bookingCode), { timeout: 30_000 })
    .toEqual([['Recipient: booking confirmed', 'WhatsApp', phone, 'Sent']]);

  // Meta reports it delivered through the signed webhook; the History says so.
  expect(await reportWhatsAppStatus(standIn(), message!.id, 'delivered')).toBe(204);
  expect(await whatsappRows(page, bookingCode)).toEqual([
    ['Recipient: booking confirmed', 'WhatsApp', phone, 'Delivered'],
  ]);
});
