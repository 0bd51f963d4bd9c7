import { randomUUID } from 'node:crypto';
import { ADMIN, expect, test } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { apiAs, parcelAtWarehouse } from '../support/api.ts';
import { smsMatching } from '../support/outbox.ts';
import { textTo } from '../support/sms.ts';
import { jobCard } from '../support/ui.ts';

// Issue 50: the recipient opens their page from the link in their first text, names someone else to
// receive, shares where they are and chooses to collect at the Ghana office; the delivery agent sees it and
// the parcel is handed over there.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  geolocation: { latitude: 6.6885, longitude: -1.6244, accuracy: 15 },
  permissions: ['geolocation'],
});

const WAREHOUSE = { email: 'warehouse@demo.ukghanashipping.com', password: DEMO_PASSWORD };
const DELIVERY = { email: 'delivery@demo.ukghanashipping.com', password: DEMO_PASSWORD };

test('a recipient names another receiver, shares a pin and collects at the Ghana office', async ({
  page,
  request,
}) => {
  const trackingNumber = await parcelAtWarehouse(request, {
    recipient_name: 'Yaw Darko',
    recipient_address: { line1: 'Near Kejetia Market', city: 'Kumasi' },
    gh_region_code: 'AH',
    packages: [{ description: 'School books', weight_kg: 6, pkg_type: 'BOX', declared_value: 40 }],
  });
  // The recipient's first text carries the link to their page; it has no tracking number to find it by, so
  // the link is the one the admin's booking also shows.
  const admin = await apiAs(request, ADMIN);
  const found = await admin<{ id: string }>('POST', '/shipments/search/', {
    tracking_number: trackingNumber,
  });
  const { recipient_page_path: pagePath } = await admin<{ recipient_page_path: string }>(
    'GET',
    `/admin/bookings/${found.id}/`,
  );
  const text = await smsMatching(new RegExp(`${pagePath.replace(/[-/]/g, '\\$&')}(\\s|$)`));
  expect(text.to).toBe('+233241234567');
  const link = new URL(text.body.match(/https?:\/\/\S+\/r\/\S+/)![0]);

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'A parcel for you from Ama Mensah' })).toBeVisible();
  await expect(page.getByTestId('recipient-address')).toContainText('Near Kejetia Market');

  // No digital address was booked: the recipient adds theirs. One from another region is refused on the
  // field (A is Ashanti, the booking is for Ahafo); a fitting one, typed loosely, is kept canonical.
  const gps = page.getByTestId('recipient-gps');
  await expect(gps.getByTestId('recipient-gps-current')).toContainText('No digital address yet');
  await gps.getByRole('button', { name: 'Add it' }).click();
  const gpsField = gps.getByLabel('GhanaPost digital address');
  await gpsField.fill('ak0395028');
  await gps.getByRole('button', { name: 'Save' }).click();
  await expect(gps).toContainText('This digital address is not in Ahafo');
  await gpsField.fill('bt-123-4567');
  await gps.getByRole('button', { name: 'Save' }).click();
  await expect(gps.getByTestId('recipient-gps-current')).toContainText('BT-123-4567');
  await expect(page.getByTestId('recipient-address')).toContainText('Digital address BT-123-4567');

  const receiver = page.getByTestId('recipient-receiver');
  await receiver.getByLabel('Their name').fill('Abena Darko');
  await receiver.getByLabel('Their Ghana phone').fill('020 555 1234');
  await receiver.getByRole('button', { name: 'Save' }).click();
  await expect(receiver.getByTestId('recipient-receiver-current')).toContainText(
    'Abena Darko (+233205551234)',
  );

  const location = page.getByTestId('recipient-location');
  await location.getByRole('button', { name: 'Share my location' }).click();
  await expect(location.getByTestId('recipient-location-current')).toContainText('Location shared');

  // The switch shows what the server kept: it turns on when the answer comes.
  const collect = page.getByRole('switch', { name: 'I will collect it from the Ghana office' });
  await collect.click();
  await expect(collect).toBeChecked();
  await expect(page.getByTestId('recipient-address')).toContainText('You collect it from');
  // Read again from the server: the choices were kept.
  await page.reload();
  await expect(page.getByTestId('recipient-receiver-current')).toContainText('Abena Darko');
  await expect(page.getByRole('switch', { name: 'I will collect it from the Ghana office' })).toBeChecked();

  // To Ghana and a delivery job, through the warehouse's calls (its screens are other tests' subjects).
  const warehouse = await apiAs(request, WAREHOUSE);
  const pkg = await warehouse<{ results: { id: string }[] }>(
    'GET',
    `/agent/warehouse/packages/?search=${trackingNumber}`,
  );
  const id = pkg.results[0]!.id;
  for (const status of ['in_transit', 'arrived_ghana', 'at_ghana_warehouse']) {
    await warehouse('PATCH', `/agent/warehouse/packages/${id}/`, {
      status,
      client_action_id: randomUUID(),
      occurred_at: new Date().toISOString(),
    });
  }
  const agents = await warehouse<{ id: string; email: string }[]>('GET', '/admin/agents/?role=DELIVERY');
  await warehouse('POST', '/agent/warehouse/assign-delivery/', {
    package_id: id,
    delivery_agent_id: agents.find((agent) => agent.email === DELIVERY.email)!.id,
  });

  // The delivery agent's job says it is a collection at the office, and who takes it.
  await page.goto('/login');
  await page.getByTestId('login-email').fill(DELIVERY.email);
  await page.getByTestId('login-password').fill(DELIVERY.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/agent/);
  await page.goto('/agent/delivery');
  const card = jobCard(page, trackingNumber);
  await expect(card.getByTestId('job-collect')).toBeVisible();
  await expect(card.getByTestId('job-alternate-receiver')).toContainText('Abena Darko');
  await expect(card).toContainText('Digital address BT-123-4567');
  await card.getByTestId('job-start').click();
  await expect(card.getByTestId('job-status')).toHaveText(/out for delivery|on the way/i);
  // The handover goes to the person the recipient named: the door code is texted to them, and the
  // recipient's own text says who holds it.
  const forAlternate = await textTo('+233205551234', new RegExp(`Parcel ${trackingNumber} for Yaw:`));
  const code = /Give the driver code (\d{6})/.exec(forAlternate.body)![1]!;
  await textTo('+233241234567', new RegExp(`Parcel ${trackingNumber} .*Abena has the door code`));
  await expect(card.getByTestId('job-waiting')).toHaveCount(0);
  await card.getByTestId('job-complete').click();
  const dialog = page.getByRole('dialog', { name: 'Deliver' });
  await dialog.getByLabel('Handover code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm with code' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('job-status')).toHaveText(/Delivered/);

  // Afterwards the recipient's page follows it and offers no change.
  await page.goto(link.pathname);
  await expect(page.getByTestId('recipient-refusal')).toBeVisible();
  await expect(page.getByTestId('recipient-parcel')).toContainText('Delivered');
  await expect(page.getByTestId('recipient-gps').getByRole('button', { name: 'Correct it' })).toHaveCount(0);
});
