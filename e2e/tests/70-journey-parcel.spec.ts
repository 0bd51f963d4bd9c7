import { readFileSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { ADMIN, newAccount, test } from '../fixtures.ts';
import { consolidate, expect, newStaff, switchTo, warehouseScan } from '../support/journey.ts';
import { mailTo } from '../support/outbox.ts';
import {
  choosePickupDay,
  declareNoProhibitedGoods,
  deliverWithSignature,
  JPEG,
  jobCard,
  RECEIPT_PDF,
  tabTo,
  waitForOfflineShell,
} from '../support/ui.ts';

// Journeys 1–4 of issue 12: one parcel from a visitor's first quote to its delivery in Ghana and its payment,
// each step done by the person who does it, in the browser. The customer and every agent are new accounts
// (agents made by the admin through the API), so the journey depends on nothing in the demo seed but the
// admin's login. The journeys run in order on one booking.
// Each journey is many real steps by several people: more time than one screen's test.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const customer = newAccount('journey');
let bookingCode = '';
let trackingNumber = '';
let bookingPath = '';
let agents: Record<
  'pickup' | 'warehouse' | 'delivery',
  { email: string; password: string; firstName: string }
>;

base.beforeAll(async ({ request }) => {
  agents = {
    pickup: await newStaff(request, 'PICKUP', 'Daniel'),
    warehouse: await newStaff(request, 'WAREHOUSE', 'Grace'),
    delivery: await newStaff(request, 'DELIVERY', 'Yaw'),
  };
});

// My Bookings lists bookings before pickup; once on its way the booking is opened by its address.
const openMyBooking = async (page: Page) => {
  await page.goto(bookingPath);
  await expect(page.getByTestId('details-booking-code')).toHaveText(bookingCode);
};

test('1. a visitor gets a quote on /rates, registers, books it with two packages (one fragile): pending, and the mail is sent', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Shipping Rates' }).click();
  await expect(page).toHaveURL(/\/rates$/);
  await page.getByTestId('calc-weight-0').fill('12');
  await page.getByTestId('calc-add-package').click();
  await page.getByTestId('calc-weight-1').fill('3');
  const quoted = (await page.getByTestId('calc-total-gbp').textContent()) ?? '';
  expect(quoted).toMatch(/^£\d+\.\d\d$/);
  await page.getByTestId('calc-book').click();

  // Signed out: the login page, then on to registration.
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-register-link').click();
  await page.getByTestId('register-first-name').fill(customer.firstName);
  await page.getByTestId('register-last-name').fill(customer.lastName);
  await page.getByTestId('register-email').fill(customer.email);
  await page.getByTestId('register-password').fill(customer.password);
  await page.getByTestId('register-password-confirm').fill(customer.password);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/book$/);

  // The quote is in the wizard: two packages with their weights.
  await page.getByTestId('sender-line1').fill('27 Coldharbour Lane');
  await page.getByTestId('sender-city').fill('London');
  await page.getByTestId('sender-postcode').fill('SE5 9NR');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('recipient-name').fill('Abena Owusu');
  await page.getByTestId('recipient-phone').fill('+233 24 476 5432');
  await page.getByTestId('recipient-region').click();
  await page.getByRole('option', { name: 'Ashanti' }).click();
  await page.getByTestId('recipient-line1').fill('4 Prempeh Road');
  await page.getByTestId('recipient-city').fill('Kumasi');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('package-0-weight')).toHaveValue('12');
  await expect(page.getByTestId('package-1-weight')).toHaveValue('3');
  await page.getByTestId('package-0-description').fill('Clothes and shoes');
  await page.getByTestId('package-1-description').fill('Glass vase');
  await expect(page.getByTestId('quote-total').first()).toHaveText(quoted);
  await page.getByTestId('wizard-next').click();
  await page.getByRole('switch', { name: /Fragile/ }).check();
  await choosePickupDay(page);
  await page.getByTestId('pickup-slot').click();
  await page.getByRole('option', { name: /Morning/ }).click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('review')).toContainText('Fragile');
  await expect(page.getByTestId('review')).toContainText('Glass vase');
  await declareNoProhibitedGoods(page);
  await page.getByTestId('wizard-submit').click();

  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  const card = page.getByTestId('booking-card').first();
  await expect(card.getByTestId('status-badge')).toHaveText('Pending');
  bookingCode = (await card.getAttribute('data-booking-code')) ?? '';
  expect(bookingCode).toMatch(/^BK-/);
  const mail = await mailTo(customer.email, new RegExp(`^Booking ${bookingCode} received$`));
  expect(mail.text).toContain('Glass vase');
});

test('2. keyboard only: the admin confirms it with a pickup agent; the customer sees the tracking number and has it by mail', async ({
  page,
}) => {
  // Signing in with the keyboard: type, Tab, type, Enter.
  await page.goto('/login');
  await tabTo(page, page.getByTestId('login-email'));
  await page.keyboard.type(ADMIN.email);
  await tabTo(page, page.getByTestId('login-password'));
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/admin/bookings?status=PENDING&search=${bookingCode}`);
  const card = page.locator(`[data-testid="admin-booking-card"][data-code="${bookingCode}"]`);
  await expect(card).toBeVisible();
  await tabTo(page, card.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Assign Pickup Agent' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: /Pickup agent/ }));
  // The agent's email finds them in the searchable list; Arrow Down and Enter choose them.
  await page.keyboard.type(agents.pickup.email);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: /Pickup agent/ })).toHaveValue(
    new RegExp(agents.pickup.email.replace(/\./g, '\\.')),
  );
  await tabTo(page, dialog.getByTestId('confirm-booking-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Booking confirmed and assigned to agent successfully')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await tabTo(page, page.getByTestId('login-email'));
  await page.keyboard.type(customer.email);
  await tabTo(page, page.getByTestId('login-password'));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/bookings');
  const mine = page.locator(`[data-testid="booking-card"][data-booking-code="${bookingCode}"]`);
  await tabTo(page, mine.getByTestId('view-booking'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tracking-number')).toHaveText(/^UKG\d{10}$/);
  trackingNumber = (await page.getByTestId('tracking-number').textContent()) ?? '';
  bookingPath = new URL(page.url()).pathname;
  const mail = await mailTo(customer.email, new RegExp(`^Booking ${bookingCode} confirmed`));
  expect(mail.subject).toContain(trackingNumber);
});

test.describe('3. on the agents’ phones', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('3. pickup with a photo, the warehouse by typed numbers, the admin in Ghana, delivery with a signature while offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000); // a dozen real moves by four people
    // Pickup in the UK: Start, then Complete with a photo of the parcels.
    await switchTo(page, agents.pickup, /\/agent\/pickup$/);
    const pickup = jobCard(page, trackingNumber);
    await pickup.getByTestId('job-start').click();
    await expect(pickup.getByTestId('job-status')).toHaveText('On the way');
    await pickup.getByTestId('job-complete').click();
    await page
      .getByTestId('pickup-photo')
      .setInputFiles({ name: 'parcels.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await expect(page.getByAltText('Photo of the collected parcels')).toBeVisible();
    await page.getByTestId('pickup-confirm').click();
    await expect(pickup.getByTestId('job-status')).toHaveText('Collected');
    // The screen says Collected as soon as the phone holds the step; signing out before it is sent would
    // leave it waiting for this agent's next sign-in, and the warehouse would not find the parcel.
    await expect(pickup.getByTestId('job-waiting')).toHaveCount(0);

    // The UK warehouse: received by its typed number, consolidated, sent on its way.
    await switchTo(page, agents.warehouse, /\/agent\/warehouse$/);
    await warehouseScan(page, 'Receive', trackingNumber, 'Received at the UK warehouse');
    await consolidate(page, trackingNumber);
    await warehouseScan(page, 'In transit', trackingNumber, 'In transit');

    // The admin in Ghana: arrived, at the Ghana warehouse, and a delivery agent.
    await switchTo(page, ADMIN, /\/admin$/);
    await page.goto(`/admin/shipments?search=${trackingNumber}`);
    const hubCard = page.locator(`[data-testid="hub-package-card"][data-tracking="${trackingNumber}"]`);
    for (const status of ['Arrived in Ghana', 'At Ghana Warehouse']) {
      await hubCard.getByRole('button', { name: 'Update Status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Package Status' });
      await dialog.getByRole('textbox', { name: 'Status', exact: true }).click();
      await page.getByRole('option', { name: status, exact: true }).click();
      await dialog.getByRole('button', { name: 'Update Status' }).click();
      await expect(dialog).toBeHidden();
      await expect(hubCard.getByTestId('status-badge')).toHaveText(status);
    }
    await hubCard.getByRole('checkbox', { name: /^Select / }).check();
    await page.getByTestId('bulk-agent').click();
    await page.getByRole('option', { name: new RegExp(agents.delivery.email.replace(/\./g, '\\.')) }).click();
    await page.getByRole('button', { name: 'Assign Delivery Agent' }).click();
    await expect(page.getByText('Delivery agents assigned successfully')).toBeVisible();
    await expect(hubCard.getByTestId('card-agents')).toContainText(`Delivery: ${agents.delivery.firstName}`);

    // Delivery in Ghana with no signal: Start and a drawn signature wait on the phone, then are sent.
    await switchTo(page, agents.delivery, /\/agent\/delivery$/);
    const delivery = jobCard(page, trackingNumber);
    await expect(delivery.getByTestId('job-start')).toBeVisible();
    await waitForOfflineShell(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-copy')).toBeVisible();
    await delivery.getByTestId('job-start').click();
    await expect(delivery.getByTestId('job-waiting')).toHaveText('Waiting to send');
    await deliverWithSignature(page, delivery);
    await expect(page.getByTestId('agent-queue-waiting')).toHaveText('2 waiting to send');
    await context.setOffline(false);
    await expect(page.getByTestId('agent-queue-waiting')).toHaveCount(0, { timeout: 30_000 });
    await expect(delivery.getByTestId('job-status')).toHaveText('Delivered');
  });
});

const ROUTE = [
  'Booked',
  'Confirmed',
  'Picked Up',
  'At Warehouse',
  'Consolidated',
  'In Transit',
  'Arrived in Ghana',
  'At Ghana Warehouse',
  'Out for Delivery',
  'Delivered',
];

test('4. the customer sees 100 %, Delivered and the proof; the public tracker the same without private fields; label and invoice download; the admin marks it paid from the receipt', async ({
  page,
}, info) => {
  await switchTo(page, customer, /\/dashboard$/);
  await openMyBooking(page);
  await expect(page.getByTestId('details-status')).toHaveText('Delivered');
  await expect(page.getByRole('progressbar', { name: /Shipment progress 100%/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: /Travel History/ }).click();
  const items = page.getByTestId('timeline-item');
  await expect(items.last()).toContainText('Delivered');
  // The customer's timeline names the warehouses its own way; every other step is there, in order.
  const steps = ROUTE.filter((step) => !step.includes('Warehouse'));
  const history = await items.allTextContents();
  const found = steps.map((step) => history.findIndex((text) => text.includes(step)));
  expect(found).not.toContain(-1);
  expect([...found].sort((a, b) => a - b)).toEqual(found);
  await expect(page.getByTestId('proof-thumb').first()).toBeVisible();

  // The label and the invoice download as PDFs.
  await page.getByRole('tab', { name: 'Shipping Label' }).click();
  const [label] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-label').click(),
  ]);
  expect(label.suggestedFilename()).toBe(`label-${trackingNumber}.pdf`);
  await label.saveAs(info.outputPath('label.pdf'));
  expect(readFileSync(info.outputPath('label.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('tab', { name: /Payment & Receipts/ }).click();
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-invoice').click(),
  ]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${bookingCode}.pdf`);

  // The customer uploads the bank transfer's receipt.
  await page
    .locator('[data-testid="receipt-form"] input[type="file"]')
    .setInputFiles({ name: 'transfer.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await page.getByTestId('receipt-submit').click();
  await expect(page.getByText('Receipt uploaded successfully')).toBeVisible();

  // The public tracker, signed out: the same steps, names only.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/track/${trackingNumber}`);
  const events = page.getByTestId('tracking-event');
  await expect(events.last()).toContainText('Delivered');
  const publicHistory = await events.allTextContents();
  expect(
    ROUTE.slice(1).map((step) => publicHistory.findIndex((text) => text.includes(step)) >= 0),
  ).not.toContain(false);
  await expect(page.getByText('4 Prempeh Road')).toHaveCount(0);
  await expect(page.getByText('+233 24 476 5432')).toHaveCount(0);
  await expect(page.getByText(customer.email)).toHaveCount(0);

  // The admin accepts the receipt: the booking is paid, and the customer sees it.
  await switchTo(page, ADMIN, /\/admin$/);
  await page
    .getByTestId('attention-item')
    .filter({ hasText: bookingCode })
    .getByTestId('check-receipt')
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByTestId('admin-receipt')
    .filter({ hasText: 'transfer.pdf' })
    .getByTestId('receipt-accept')
    .click();
  await page.getByRole('button', { name: 'Accept receipt' }).click();
  await expect(page.getByText('Receipt accepted: the booking is paid')).toBeVisible();
  await switchTo(page, customer, /\/dashboard$/);
  await openMyBooking(page);
  await page.getByRole('tab', { name: /Payment & Receipts/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
});
