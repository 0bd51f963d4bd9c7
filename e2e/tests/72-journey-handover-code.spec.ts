import { randomUUID } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';
import { smsSize } from '@ukgh/domain';
import { DEMO_WAREHOUSE } from '../demo-logins.ts';
import { ADMIN, newAccount, registerViaApi, signIn, test } from '../fixtures.ts';
import { apiAs, parcelAtWarehouse } from '../support/api.ts';
import { expect, newStaff, switchTo, warehouseScan } from '../support/journey.ts';
import { freshGhanaPhone, textsTo, textTo } from '../support/sms.ts';
import {
  choosePickupDay,
  declareNoProhibitedGoods,
  deliverWithSignature,
  JPEG,
  jobCard,
} from '../support/ui.ts';

// Issue 48's handover code at the door: a parcel booked in the browser reaches its recipient, who hears of
// it by four texts (read from the log provider's folder, DATA_DIR/outbox/sms); the delivery completes only
// with the code from the out-for-delivery text, a wrong one refused first. A second parcel is delivered
// without a code and is listed for the admin's review on the dashboard.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

type Staff = { email: string; password: string; firstName: string };
let agents: Record<'pickup' | 'warehouse' | 'delivery', Staff>;

base.beforeAll(async ({ request }) => {
  agents = {
    pickup: await newStaff(request, 'PICKUP', 'Kojo'),
    warehouse: await newStaff(request, 'WAREHOUSE', 'Esi'),
    delivery: await newStaff(request, 'DELIVERY', 'Kwabena'),
  };
});

const hubCard = (page: Page, trackingNumber: string) =>
  page.locator(`[data-testid="hub-package-card"][data-tracking="${trackingNumber}"]`);

/** The admin in Ghana, on the packages hub: arrived, at the Ghana warehouse, and the delivery agent. */
const readyInGhana = async (page: Page, trackingNumber: string) => {
  await switchTo(page, ADMIN, /\/admin$/);
  await page.goto(`/admin/shipments?search=${trackingNumber}`);
  const card = hubCard(page, trackingNumber);
  for (const status of ['Arrived in Ghana', 'At Ghana Warehouse']) {
    await card.getByRole('button', { name: 'Update Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Package Status' });
    await dialog.getByRole('textbox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('status-badge')).toHaveText(status);
  }
  await card.getByRole('checkbox', { name: /^Select / }).check();
  await page.getByTestId('bulk-agent').click();
  await page.getByRole('option', { name: new RegExp(agents.delivery.email.replace(/\./g, '\\.')) }).click();
  await page.getByRole('button', { name: 'Assign Delivery Agent' }).click();
  await expect(page.getByText('Delivery agents assigned successfully')).toBeVisible();
};

test('a parcel booked in the browser texts its recipient four times and is delivered only with the code from the out-for-delivery text', async ({
  page,
}) => {
  const customer = await registerViaApi(page, newAccount('handover'));
  const phone = freshGhanaPhone();

  // The customer books it.
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/book');
  await page.getByTestId('sender-line1').fill('27 Coldharbour Lane');
  await page.getByTestId('sender-city').fill('London');
  await page.getByTestId('sender-postcode').fill('SE5 9NR');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('recipient-name').fill('Abena Owusu');
  await page.getByTestId('recipient-phone').fill(phone);
  await page.getByTestId('recipient-region').click();
  await page.getByRole('option', { name: 'Ashanti' }).click();
  await page.getByTestId('recipient-line1').fill('4 Prempeh Road');
  await page.getByTestId('recipient-city').fill('Kumasi');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('package-0-weight').fill('8');
  await page.getByTestId('package-0-description').fill('Clothes and shoes');
  await page.getByTestId('wizard-next').click();
  await choosePickupDay(page);
  await page.getByTestId('pickup-slot').click();
  await page.getByRole('option', { name: /Morning/ }).click();
  await page.getByTestId('wizard-next').click();
  await declareNoProhibitedGoods(page);
  await page.getByTestId('wizard-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  const bookingCode =
    (await page.getByTestId('booking-card').first().getAttribute('data-booking-code')) ?? '';
  expect(bookingCode).toMatch(/^BK-/);

  // The admin confirms it with a pickup agent.
  await switchTo(page, ADMIN, /\/admin$/);
  await page.goto(`/admin/bookings?status=PENDING&search=${bookingCode}`);
  await page
    .locator(`[data-testid="admin-booking-card"][data-code="${bookingCode}"]`)
    .getByRole('button', { name: 'Confirm' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Assign Pickup Agent' });
  await confirm.getByRole('textbox', { name: /Pickup agent/ }).fill(agents.pickup.email);
  await page.getByRole('option', { name: new RegExp(agents.pickup.email.replace(/\./g, '\\.')) }).click();
  await confirm.getByTestId('confirm-booking-submit').click();
  await expect(page.getByText('Booking confirmed and assigned to agent successfully')).toBeVisible();
  const confirmed = await textTo(phone, /has sent you a parcel/);
  // The recipient's page link starts with the tracking number's digits.
  const trackingNumber = `UKG${/\/r\/(\d{10})/.exec(confirmed.body)?.[1]}`;
  expect(trackingNumber).toMatch(/^UKG\d{10}$/);

  // Collected in the UK, through the warehouse, on its way.
  await switchTo(page, agents.pickup, /\/agent\/pickup$/);
  const pickup = jobCard(page, trackingNumber);
  await pickup.getByTestId('job-start').click();
  await expect(pickup.getByTestId('job-status')).toHaveText('On the way');
  await pickup.getByTestId('job-complete').click();
  await page
    .getByTestId('pickup-photo')
    .setInputFiles({ name: 'parcels.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByTestId('pickup-confirm').click();
  await expect(pickup.getByTestId('job-status')).toHaveText('Collected');
  await expect(pickup.getByTestId('job-waiting')).toHaveCount(0);
  await switchTo(page, agents.warehouse, /\/agent\/warehouse$/);
  await warehouseScan(page, 'Receive', trackingNumber, 'Received at the UK warehouse');
  await warehouseScan(page, 'In transit', trackingNumber, 'In transit');
  await readyInGhana(page, trackingNumber);

  // At the door: the code the recipient was texted; a wrong one first.
  await switchTo(page, agents.delivery, /\/agent\/delivery$/);
  const delivery = jobCard(page, trackingNumber);
  await delivery.getByTestId('job-start').click();
  await expect(delivery.getByTestId('job-status')).toHaveText('Out for delivery');
  const out = await textTo(phone, /out for delivery with Kwabena/);
  const code = /code (\d{6}) at the door/.exec(out.body)![1]!;
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await expect(delivery.getByTestId('job-waiting')).toHaveCount(0);
  await delivery.getByTestId('job-complete').click();
  const dialog = page.getByRole('dialog', { name: 'Deliver' });
  await dialog.getByLabel('Handover code').fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm with code' }).click();
  await expect(dialog.getByTestId('handover-error')).toHaveText('That code is not right: 4 tries left');
  await dialog.getByLabel('Handover code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm with code' }).click();
  await expect(dialog).toBeHidden();
  await expect(delivery.getByTestId('job-status')).toHaveText('Delivered');

  // Four texts to the recipient, each one GSM-7 segment.
  await textTo(phone, /was delivered .*confirmed with the door code/);
  const texts = await textsTo(phone);
  expect(texts.map((text) => text.body)).toEqual([
    expect.stringMatching(/has sent you a parcel with UK Ghana Shipping/),
    expect.stringMatching(/^Your parcel from .* is in Ghana, delivery /),
    expect.stringMatching(
      new RegExp(`^Parcel ${trackingNumber} is out for delivery with Kwabena, .* code \\d{6} `),
    ),
    expect.stringMatching(new RegExp(`^Parcel ${trackingNumber} was delivered `)),
  ]);
  for (const text of texts) expect(smsSize(text.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });

  // The public tracker says how it was handed over.
  await page.goto(`/track/${trackingNumber}`);
  await expect(page.getByTestId('tracking-event').last()).toContainText(
    "Delivered, confirmed by the recipient's code",
  );
});

test('a parcel delivered without a code (a reason chosen, a signature drawn) is on the dashboard’s review list', async ({
  page,
  request,
}) => {
  const trackingNumber = await parcelAtWarehouse(request, {
    recipient_name: 'Efua Asante',
    recipient_address: { line1: '9 Liberation Road', city: 'Accra' },
    gh_region_code: 'GR',
    packages: [{ description: 'Books', weight_kg: 5, pkg_type: 'BOX', declared_value: 40 }],
  });
  // Through to the Ghana warehouse and a delivery job, as the warehouse's own screens would.
  const warehouse = await apiAs(request, DEMO_WAREHOUSE);
  const found = await warehouse<{ results: { id: string }[] }>(
    'GET',
    `/agent/warehouse/packages/?search=${trackingNumber}`,
  );
  const id = found.results[0]!.id;
  for (const status of ['in_transit', 'arrived_ghana', 'at_ghana_warehouse'])
    await warehouse('PATCH', `/agent/warehouse/packages/${id}/`, {
      status,
      client_action_id: randomUUID(),
      occurred_at: new Date().toISOString(),
    });
  const deliveryAgents = await warehouse<{ id: string; email: string }[]>(
    'GET',
    '/admin/agents/?role=DELIVERY',
  );
  await warehouse('POST', '/agent/warehouse/assign-delivery/', {
    package_id: id,
    delivery_agent_id: deliveryAgents.find((agent) => agent.email === agents.delivery.email)!.id,
  });

  await switchTo(page, agents.delivery, /\/agent\/delivery$/);
  const delivery = jobCard(page, trackingNumber);
  await delivery.getByTestId('job-start').click();
  await expect(delivery.getByTestId('job-status')).toHaveText('Out for delivery');
  await expect(delivery.getByTestId('job-waiting')).toHaveCount(0);
  await deliverWithSignature(page, delivery, 'Code not received');
  await expect(delivery.getByTestId('job-status')).toHaveText('Delivered');
  await expect(delivery.getByTestId('job-waiting')).toHaveCount(0);

  await switchTo(page, ADMIN, /\/admin$/);
  const row = page.getByTestId('without-code-row').filter({ hasText: trackingNumber });
  await expect(row).toContainText('Kwabena Journey');
  await expect(row).toContainText('Code not received');
  await page.goto(`/track/${trackingNumber}`);
  await expect(page.getByTestId('tracking-event').last()).toContainText('Delivered, signed for');
});
