import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_CUSTOMER, expect, signIn, test } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { apiAs, newDeparture, parcelAtWarehouse } from '../support/api.ts';
import { deliverWithSignature, jobCard } from '../support/ui.ts';

// Issue 50: a digital address typed as `ak0395028` is kept as AK-039-5028 and printed on the label and the
// manifest, shown on the delivery agent's card with a maps link and in the admin's booking dialog; the
// delivery's proof records where the phone was, which staff see beside it and the customer never does.
test.use({
  geolocation: { latitude: 6.6885, longitude: -1.6244, accuracy: 15 },
  permissions: ['geolocation'],
});

const WAREHOUSE = { email: 'warehouse@demo.ukghanashipping.com', password: DEMO_PASSWORD };
const DELIVERY = { email: 'delivery@demo.ukghanashipping.com', password: DEMO_PASSWORD };
const GPS = 'AK-039-5028';

/** A file of the API as `who` downloads it (the label and manifest need the bearer header). */
const download = async (
  request: APIRequestContext,
  who: { email: string; password: string },
  path: string,
) => {
  const login = await request.post('/api/v1/auth/login/', { data: who });
  const token = (await login.json()).tokens.access as string;
  const res = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return res.body();
};
const pdfText = (bytes: Buffer, file: string) => {
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
};

test('a digital address typed ak0395028 reads AK-039-5028 on the label, the manifest, the agent’s card and the admin’s dialog', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const trackingNumber = await parcelAtWarehouse(request, {
    recipient_name: 'Kojo Antwi',
    recipient_address: { line1: 'Near Kejetia Market', city: 'Kumasi', gps_address: 'ak0395028' },
    gh_region_code: 'AR',
    packages: [{ description: 'Kitchenware', weight_kg: 9, pkg_type: 'BOX', declared_value: 60 }],
  });
  const admin = await apiAs(request, ADMIN);
  const { id: bookingId } = await admin<{ id: string }>('POST', '/shipments/search/', {
    tracking_number: trackingNumber,
  });
  const detail = await admin<{ recipient_address: { gps_address: string; postcode: string } }>(
    'GET',
    `/admin/bookings/${bookingId}/`,
  );
  expect(detail.recipient_address).toMatchObject({ gps_address: GPS, postcode: GPS });

  // The label's PDF text.
  const label = pdfText(
    await download(request, ADMIN, `/shipments/bookings/${bookingId}/shipping-label/download/`),
    info.outputPath('label.pdf'),
  );
  expect(label).toContain(GPS);

  // Loaded onto a container: the manifest (CSV and PDF) carries it.
  const departure = await newDeparture(request, {
    mode: 'sea',
    carrier: 'MSC',
    vessel_or_flight: 'MSC ABIDJAN',
    container_or_awb: `MSCU${String(Date.now()).slice(-7)}`,
  });
  await admin('POST', `/departures/${departure.id}/state/`, { state: 'loading' });
  const warehouse = await apiAs(request, WAREHOUSE);
  const found = await warehouse<{ results: { id: string }[] }>(
    'GET',
    `/agent/warehouse/packages/?search=${trackingNumber}`,
  );
  const packageId = found.results[0]!.id;
  const move = (status: string, extra: object = {}) =>
    warehouse('PATCH', `/agent/warehouse/packages/${packageId}/`, {
      status,
      client_action_id: randomUUID(),
      occurred_at: new Date().toISOString(),
      ...extra,
    });
  await move('consolidated', { departure_id: departure.id });
  const csv = (await download(request, ADMIN, `/departures/${departure.id}/manifest.csv`)).toString();
  expect(csv.split('\n').find((line) => line.includes(trackingNumber))).toContain(GPS);
  const manifest = pdfText(
    await download(request, ADMIN, `/departures/${departure.id}/manifest.pdf`),
    info.outputPath('manifest.pdf'),
  );
  expect(manifest).toContain(GPS);

  // To Ghana and a delivery job (the warehouse's and departures' screens are other tests' subjects).
  for (const status of ['in_transit', 'arrived_ghana', 'at_ghana_warehouse']) await move(status);
  const agents = await warehouse<{ id: string; email: string }[]>('GET', '/admin/agents/?role=DELIVERY');
  await warehouse('POST', '/agent/warehouse/assign-delivery/', {
    package_id: packageId,
    delivery_agent_id: agents.find((agent) => agent.email === DELIVERY.email)!.id,
  });

  // The delivery agent's card: the digital address, with a maps link that searches for it.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DELIVERY.email, DELIVERY.password);
  await expect(page).toHaveURL(/\/agent/);
  await page.goto('/agent/delivery');
  const card = jobCard(page, trackingNumber);
  await expect(card).toContainText(`Digital address ${GPS}`);
  const maps = await card.getByRole('link', { name: /in Maps/ }).getAttribute('href');
  expect(decodeURIComponent(maps!)).toContain(GPS);
  // Delivered with a signature: the phone's position (granted above) goes with the proof.
  await card.getByTestId('job-start').click();
  await expect(card.getByTestId('job-status')).toHaveText(/out for delivery|on the way/i);
  await deliverWithSignature(page, card);
  await expect(card.getByTestId('job-status')).toHaveText(/Delivered/);
  // Sent, not only queued on the phone: the next steps leave the agent app.
  await expect(card.getByTestId('job-waiting')).toHaveCount(0);

  // The admin's booking dialog: the digital address, and beside the delivery's proof where it was taken.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/bookings?booking=${bookingId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(GPS);
  await dialog.getByRole('tab', { name: 'Travel History' }).click();
  const taken = dialog.getByTestId('proof-location');
  await expect(taken).toContainText(/Taken at \d\d:\d\d near 6\.6885, -1\.6244 \(±15 m\)/);
  expect(await taken.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toContain(
    '6.688500,-1.624400',
  );

  // The customer's own answers never carry it.
  const customer = await apiAs(request, DEMO_CUSTOMER);
  const theirs = await customer<object>('GET', `/bookings/${bookingId}/`);
  expect(JSON.stringify(theirs)).not.toContain('proof_location');
});
