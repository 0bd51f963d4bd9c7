import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, newAccount, registerViaApi, signIn, test } from '../fixtures.ts';
import { RECEIPT_PDF } from '../support/ui.ts';

const BANK = {
  account_name: 'UK Ghana Shipping Ltd',
  bank_name: 'Barclays',
  sort_code: '20-00-00',
  account_number: '55779911',
};

const bearer = async (request: APIRequestContext, data: { email: string; password: string }) => {
  const login = await request.post('/api/v1/auth/login/', { data });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).tokens.access}` };
};

test('a customer sees where to pay and uploads a receipt; an admin accepts it; the customer sees Paid and the dashboard counts it', async ({
  page,
  request,
}) => {
  // The admin has entered the bank details in Settings (the demo seed has none).
  const admin = await bearer(request, ADMIN);
  const saved = await request.put('/api/v1/admin/settings/', {
    headers: admin,
    data: { bank_details: BANK },
  });
  expect(saved.status()).toBe(200);
  const dashboard = async () => (await request.get('/api/v1/admin/dashboard/', { headers: admin })).json();
  const before = await dashboard();

  // A new customer with a booking made through the API (the wizard has its own test).
  const account = await registerViaApi(page, newAccount('payer'));
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
      packages: [{ description: 'Kitchen things', weight_kg: 12, pkg_type: 'BOX', declared_value: 80 }],
      service_level_code: 'STANDARD',
    },
  });
  expect(made.status()).toBe(201);
  const booking: { id: string; booking_code: string; total_price_gbp: number } = await made.json();

  // The customer's Payment & Receipts tab: the account to pay into and the booking code as reference.
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/bookings/${booking.id}`);
  await page.getByRole('tab', { name: /Payment & Receipts/ }).click();
  const bank = page.getByTestId('bank-details');
  await expect(bank.getByTestId('account-number')).toHaveText(BANK.account_number);
  await expect(bank.getByTestId('sort-code')).toHaveText(BANK.sort_code);
  await expect(bank.getByTestId('account-name')).toHaveText(BANK.account_name);
  await expect(bank.getByTestId('payment-reference')).toHaveText(booking.booking_code);
  await expect(bank.getByRole('button', { name: 'Copy payment reference' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Pending');

  await page
    .locator('[data-testid="receipt-form"] input[type="file"]')
    .setInputFiles({ name: 'bank-transfer.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await page.getByTestId('receipt-notes').fill('Transfer from my Monzo account');
  await page.getByTestId('receipt-submit').click();
  await expect(page.getByText('Receipt uploaded successfully')).toBeVisible();
  const receipt = page.getByTestId('receipt-item').filter({ hasText: 'bank-transfer.pdf' });
  await expect(receipt.getByTestId('receipt-status')).toHaveText('Waiting to be checked');
  expect((await dashboard()).attention.counts.receipt).toBe(before.attention.counts.receipt + 1);

  // The admin finds it in the dashboard's 'to check' list and accepts it in the booking dialog.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const item = page.getByTestId('attention-item').filter({ hasText: booking.booking_code });
  await item.getByTestId('check-receipt').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('tab-payment')).toHaveAttribute('aria-selected', 'true');
  const card = dialog.getByTestId('admin-receipt').filter({ hasText: 'bank-transfer.pdf' });
  await expect(card).toContainText('Transfer from my Monzo account');
  await card.getByTestId('receipt-accept').click();
  await page.getByRole('button', { name: 'Accept receipt' }).click();
  await expect(page.getByText('Receipt accepted: the booking is paid')).toBeVisible();
  await expect(dialog.getByTestId('admin-payment-status')).toHaveText('Paid');
  await expect(dialog.getByTestId('admin-payment-paid')).toContainText('by bank transfer');

  // The dashboard's figures read the payment: revenue up by the booking's total, nothing left to check.
  const after = await dashboard();
  expect(after.revenue_gbp - before.revenue_gbp).toBeCloseTo(booking.total_price_gbp, 2);
  expect(after.payments.paid).toBe(before.payments.paid + 1);
  expect(after.attention.counts.receipt).toBe(before.attention.counts.receipt);
  // A new pending booking awaits review; paying it does not review it.
  expect(after.pending_reviews).toBe(before.pending_reviews + 1);

  // The customer sees Paid.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/bookings/${booking.id}`);
  await page.getByRole('tab', { name: /Payment & Receipts/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-paid-line')).toContainText('by bank transfer');
  await expect(page.getByTestId('receipt-status')).toHaveText('Accepted');
  await expect(page.getByTestId('receipt-form')).toHaveCount(0);
  await expect(page.getByTestId('bank-details')).toHaveCount(0);
});
