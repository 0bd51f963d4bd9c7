import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { PRERENDERED_ROUTES, STORAGE_KEYS } from '@ukgh/domain';
import { DEMO_CUSTOMER, demoTrackedBooking, expect, test } from '../fixtures.ts';
import { useSession } from '../support/routes.ts';
import { scrollToCalculator } from '../support/ui.ts';

// Every public page opened the way a visitor does from a bookmark or a link in an email: by typing its
// address, so the server (not the web app's router) answers first. Each must be the page, with status 200.
const PUBLIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', /^Send parcels home to Ghana/],
  ['/track', 'Track Your Package'],
  ['/rates', 'Clear prices, from one envelope to a full barrel'],
  ['/services/uk-ghana', 'UK to Ghana shipping by sea, from your door to theirs'],
  ['/services/express', /^Express to Ghana by air in /],
  ['/services/insurance', 'Shipping insurance for what matters'],
  ['/about', 'One route, done properly: the UK to Ghana'],
  ['/contact', 'Talk to our team in London and Accra'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/help', 'How can we help?'],
  ['/prohibited', 'Prohibited and restricted items'],
  ['/faq', 'Frequently asked questions'],
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
];

/** The server answered with the web app (HTML), not an error body such as {"message":"Forbidden"}. */
const expectHtmlPage = async (page: Page, response: Response | null, status: number) => {
  expect(response?.status()).toBe(status);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  const body = (await page.locator('body').innerText()).trim();
  expect(body).not.toMatch(/^[{[]/);
  expect(body).not.toContain('"message"');
};

/** Starts the page signed in as the demo customer, as a returning visitor's browser is. */
const signInAsDemoCustomer = async (page: Page, request: APIRequestContext) => {
  const login = await (await request.post('/api/v1/auth/login/', { data: DEMO_CUSTOMER })).json();
  await page.addInitScript(
    ([keys, token, user]) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    [STORAGE_KEYS, login.tokens.access, login.user] as const,
  );
  return login.tokens.access as string;
};

const expectHeading = async (page: Page, heading: string | RegExp) => {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(heading);
};

test.describe('every public page typed into the address bar', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} answers 200 and shows its page`, async ({ page }) => {
      const response = await page.goto(path);
      await expectHeading(page, heading);
      await expectHtmlPage(page, response, 200);
    });
  }

  test('/track/ with a real demo tracking number answers 200 and shows the result', async ({
    page,
    request,
  }) => {
    const booking = await demoTrackedBooking(request);
    const response = await page.goto(`/track/${booking.tracking_number}`);
    await expectHeading(page, 'Track Your Package');
    await expect(page.getByTestId('track-input')).toHaveValue(booking.tracking_number);
    await expect(page.getByText(booking.booking_code)).toBeVisible();
    await expectHtmlPage(page, response, 200);
  });

  test('an unknown address shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectHtmlPage(page, response, 404);
  });

  test('a signed-in page typed in while signed out goes to the login page', async ({ page }) => {
    const response = await page.goto('/dashboard/bookings');
    await expect(page).toHaveURL(/\/login$/);
    await expectHeading(page, 'Welcome back');
    await expectHtmlPage(page, response, 200);
  });
});

/** Errors the page reports: a failed adoption of a prerendered page shows up here (React error 418/419). */
const collectErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

test.describe('the prerendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, heading] of PUBLIC_PAGES.filter(([path]) =>
      PRERENDERED_ROUTES.includes(path as never),
    )) {
      test(`${path} is readable from the server's HTML alone, with its own title`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectHeading(page, heading);
        // Mantine's colours hang on this attribute, which the app would otherwise only set once it runs.
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
        await expect(page).not.toHaveTitle('UK Ghana Shipping');
        await expect(page).toHaveTitle(/ \| UK Ghana Shipping$/);
      });
    }

    test('/rates shows the current rate card and the support phone from the HTML alone', async ({ page }) => {
      await page.goto('/rates');
      const card = page.getByRole('region', { name: 'Our rate card' });
      await expect(card).toBeVisible();
      await expect(card.getByText('£2.50').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Price calculator' })).toBeVisible();
      await expect(page.getByTestId('rates-loading')).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByText('+44 20 7946 0321').first()).toBeVisible();
    });

    test('the header keeps its guest buttons hidden until the browser knows who is signed in', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The home page's own styles (its chunk's style sheet) come with the HTML, not with its JavaScript.
      await expect(page.locator('link[rel="stylesheet"][href^="/assets/HomePage-"]')).toHaveCount(1);
      // The header's links, its Login and Get Started buttons, and the hero's Get Started.
      await expect(page.locator('[data-session-pending]')).toHaveCount(3);
      for (const part of await page.locator('[data-session-pending]').all()) await expect(part).toBeHidden();
      await expect(page.getByTestId('header-login')).toBeHidden();
    });
  });

  test('a visitor gets the page adopted without an error and working', async ({ page, request }) => {
    const booking = await demoTrackedBooking(request);
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.getByTestId('hero-track-input').fill(booking.tracking_number);
    await page.getByTestId('hero-track-submit').click();
    await expect(page).toHaveURL(new RegExp(`/track/${booking.tracking_number}$`));
    await expect(page.getByText(booking.booking_code)).toBeVisible();
    // The rates page starts from the rate card it was drawn with: no second request for it, and its
    // calculator answers at once.
    const rateRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/rates/') rateRequests.push(request.url());
    });
    await page.goto('/rates');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await (await scrollToCalculator(page)).fill('20');
    await expect(page.getByTestId('calc-total-gbp')).toHaveText('£50.00');
    expect(rateRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor gets the header of their account, not the guest one', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await signInAsDemoCustomer(page, request);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

// The list of the signed-in users' screens (apps/web/src/app/signed-in-screens.ts) is a file of its own, which
// the public pages never download and the shell of a signed-in screen preloads with the entry.
test.describe("the signed-in screens' list", () => {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const listFile = `/${manifest['src/app/signed-in-screens.ts']?.file}`;
  const fileOf = (key: string) => `/${manifest[key]?.file}`;
  const requestsOf = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    return paths;
  };

  test('a guest on the public pages never downloads it; the sign-in page asks for it', async ({ page }) => {
    expect(listFile).toMatch(/^\/assets\/.+\.js$/);
    const requested = requestsOf(page);
    for (const address of ['/', '/track', '/rates']) {
      await page.goto(address);
      await expect(page.getByTestId('header-login')).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(listFile);
    await page.getByTestId('header-login').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect.poll(() => requested.includes(listFile)).toBe(true);
  });

  test("a pickup agent's jobs are asked for once, as the route opens, and the screen shows them", async ({
    page,
  }) => {
    await useSession(page, 'pickup');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/agent/pickup/assignments/') asked.push(request.url());
    });
    await page.goto('/agent/pickup');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });

  test('the warehouse dashboard asks for its list once', async ({ page }) => {
    await useSession(page, 'warehouse');
    const requested = requestsOf(page);
    await page.goto('/agent/warehouse');
    await expect(page.getByTestId('warehouse-package').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const asked = '/api/v1/agent/warehouse/packages/';
    expect(requested.filter((path) => path === asked)).toHaveLength(1);
  });

  test('Manage Bookings asks for its page once', async ({ page }) => {
    await useSession(page, 'admin');
    const requested = requestsOf(page);
    await page.goto('/admin/bookings');
    await expect(page.getByTestId('admin-booking-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const asked = '/api/v1/admin/bookings/';
    expect(requested.filter((path) => path === asked)).toHaveLength(1);
  });

  test('the packages hub asks for its first page once, as the route opens', async ({ page }) => {
    await useSession(page, 'admin');
    const requested = requestsOf(page);
    await page.goto('/admin/shipments');
    await expect(page.getByTestId('hub-package-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path === '/api/v1/shipments/')).toHaveLength(1);
  });

  test("a customer's dashboard asks for its figures and lists once each, before its screen's file", async ({
    page,
    request,
  }) => {
    await signInAsDemoCustomer(page, request);
    const requested = requestsOf(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('tile-pending-value')).toBeVisible();
    await expect(page.getByTestId('recent-bookings')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const asked = (path: string) => requested.filter((requestedPath) => requestedPath === path);
    expect(asked('/api/v1/bookings/stats/')).toHaveLength(1);
    expect(asked('/api/v1/bookings/')).toHaveLength(2);
    const screenFile = fileOf('src/features/dashboard/components/CustomerDashboardPage.tsx');
    expect(requested.indexOf('/api/v1/bookings/stats/')).toBeLessThan(requested.indexOf(screenFile));
  });

  test("a customer's list asks for the page its address names once, before its screen's file", async ({
    page,
    request,
  }) => {
    await signInAsDemoCustomer(page, request);
    const requested = requestsOf(page);
    const lists: URL[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/v1/bookings/') lists.push(url);
    });
    await page.goto('/dashboard/bookings?status=pending&q=Kumasi');
    await expect(page.getByTestId('bookings-search')).toHaveValue('Kumasi');
    await expect(page.getByTestId('counter-pending')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(lists.map((url) => [url.searchParams.get('status'), url.searchParams.get('search')])).toEqual([
      ['pending', 'Kumasi'],
    ]);
    expect(requested.filter((path) => path === '/api/v1/bookings/stats/')).toHaveLength(1);
    const screenFile = fileOf('src/features/bookings/components/MyBookingsPage.tsx');
    expect(requested.indexOf('/api/v1/bookings/')).toBeLessThan(requested.indexOf(screenFile));
  });

  test("a booking's page asks for its booking once, before its screen's file", async ({ page, request }) => {
    const token = await signInAsDemoCustomer(page, request);
    const headers = { authorization: `Bearer ${token}` };
    const { results } = await (await request.get('/api/v1/bookings/', { headers })).json();
    // Not a pending one: its page asks again every few seconds for the confirmation.
    const booking = results.find((item: { status: string }) => item.status !== 'PENDING');
    const requested = requestsOf(page);
    await page.goto(`/dashboard/bookings/${booking.id}`);
    await expect(page.getByTestId('details-booking-code')).toHaveText(booking.booking_code);
    await page.waitForLoadState('networkidle');
    const asked = `/api/v1/bookings/${booking.id}/`;
    expect(requested.filter((path) => path === asked)).toHaveLength(1);
    const screenFile = fileOf('src/features/bookings/components/BookingDetailsPage.tsx');
    expect(requested.indexOf(asked)).toBeLessThan(requested.indexOf(screenFile));
  });

  test("a signed-in screen's shell preloads it and what it imports with the entry", async ({
    page,
    request,
  }) => {
    await signInAsDemoCustomer(page, request);
    const response = await page.goto('/dashboard');
    const shell = (await response?.text()) ?? '';
    const imports = manifest['src/app/signed-in-screens.ts']?.imports ?? [];
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
    const withEntry = new Set([entry?.[0], ...(entry?.[1].imports ?? [])]);
    const ownImports = imports.filter((key) => !withEntry.has(key));
    expect(ownImports.length).toBeGreaterThan(0);
    for (const file of [listFile, ...ownImports.map(fileOf)]) {
      expect(shell).toContain(`<link rel="modulepreload" crossorigin href="${file}" data-signed-in`);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const publicPage = await (await request.get('/')).text();
    expect(publicPage).not.toContain('data-signed-in');
  });
});
