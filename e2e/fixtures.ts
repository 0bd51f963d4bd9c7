import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { ADMIN, DEMO_CUSTOMER } from './playwright.config.ts';

export { ADMIN, DEMO_CUSTOMER, expect };

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const newAccount = (prefix = 'customer'): Account => ({
  email: `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`,
  password: 'Str0ng!Pass',
  firstName: 'Efua',
  lastName: 'Asante',
});

export const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
};

/** Registers through the API (fast) for tests whose subject is not registration itself. */
export const registerViaApi = async (page: Page, account: Account = newAccount()) => {
  const res = await page.request.post('/api/v1/auth/register/', {
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      phone_e164: null,
      password: account.password,
      password_confirm: account.password,
      role: 'CUSTOMER',
    },
  });
  expect(res.status()).toBe(201);
  return account;
};

/**
 * A booking of the demo seed (the e2e server starts with it) that is on its way, so it has a real UKG
 * tracking number: the demo customer's Television parcel.
 */
export const demoTrackedBooking = async (request: APIRequestContext) => {
  const login = await request.post('/api/v1/auth/login/', { data: DEMO_CUSTOMER });
  const token = (await login.json()).tokens.access;
  const list = await request.get('/api/v1/bookings/?tab=packages&search=Television', {
    headers: { authorization: `Bearer ${token}` },
  });
  const booking: { tracking_number: string; booking_code: string } = (await list.json()).results[0];
  expect(booking.tracking_number).toMatch(/^UKG\d{10}$/);
  return booking;
};

export const test = base;
