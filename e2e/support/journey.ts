// Set-up and steps the end-to-end journeys (e2e/tests/70-*, 71-*) share.
import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { ADMIN } from '../demo-logins.ts';
import { type Account, newAccount, signIn } from '../fixtures.ts';
import { apiToken } from './routes.ts';

/** A journey's screens load lists several people just changed: a little more patience than one screen's test. */
export const expect = baseExpect.configure({ timeout: 20_000 });

type StaffRole = 'PICKUP' | 'WAREHOUSE' | 'DELIVERY';

/**
 * A new staff account made by the admin through the API: the journeys need agents of their own (the admin
 * screen that creates them has its own test, 02-admin-creates-agent.spec.ts), so nothing depends on the demo
 * seed's agents or what other tests did to them.
 */
export const newStaff = async (request: APIRequestContext, role: StaffRole, firstName: string) => {
  const { tokens } = await apiToken(request, ADMIN);
  const account: Account = { ...newAccount(role.toLowerCase()), firstName, lastName: 'Journey' };
  const res = await request.post('/api/v1/auth/users/create/', {
    headers: { authorization: `Bearer ${tokens.access}` },
    data: {
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      phone_e164: null,
      role,
      password: account.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
};

/** Signs out (the session is the browser's storage) and signs `who` in, landing on `home`. */
export const switchTo = async (page: Page, who: { email: string; password: string }, home: RegExp) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(home);
};

/**
 * The warehouse's Consolidate step for one parcel: the loading departure chosen (the demo seed's sailing by
 * default), then a scan in Consolidate mode.
 */
export const consolidate = async (page: Page, trackingNumber: string, departure = 'MSC ABIDJAN') => {
  await page.getByTestId('warehouse-scan').getByRole('radio', { name: 'Consolidate' }).click();
  await page.getByTestId('scan-departure').click();
  await page.getByRole('option', { name: new RegExp(departure) }).click();
  await warehouseScan(page, 'Consolidate', trackingNumber, `Consolidated onto ${departure}`);
};

/** One typed scan on the warehouse screen in `mode`; waits for the scan log to say it is `done`. */
export const warehouseScan = async (page: Page, mode: string, code: string, done: string) => {
  // The mode's radio (the submit button is labelled with the mode too).
  await page.getByTestId('warehouse-scan').getByRole('radio', { name: mode }).click();
  await page.getByTestId('scan-input').fill(code);
  await page.getByTestId('scan-input').press('Enter');
  const line = page.getByTestId('scan-log').locator('[data-state]').first();
  await expect(line).toContainText(done);
  await expect(line).toHaveAttribute('data-state', 'done');
};
