// Every route of the web app (packages/domain/src/web-routes.ts) as a path to open and the role that opens it,
// with its parameters filled from the demo seed. The accessibility scan (e2e/tests/75-a11y-every-route.spec.ts)
// and `npm run screenshots` (e2e/scripts/screenshot-routes.ts) both walk this list.
import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS, WEB_ROUTES, type WebRoute } from '@ukgh/domain';
import { ADMIN, DEMO_CUSTOMER, DEMO_DELIVERY, DEMO_PICKUP, DEMO_WAREHOUSE } from '../demo-logins.ts';

export type Who = 'visitor' | 'customer' | 'admin' | 'pickup' | 'warehouse' | 'delivery';

export const LOGINS: Record<Exclude<Who, 'visitor'>, { email: string; password: string }> = {
  customer: DEMO_CUSTOMER,
  admin: ADMIN,
  pickup: DEMO_PICKUP,
  warehouse: DEMO_WAREHOUSE,
  delivery: DEMO_DELIVERY,
};

const R = WEB_ROUTES;
/** Who opens each route: the role the router lets in (the admin for the admin screens and the agent index). */
const WHO: Record<WebRoute, Who> = {
  [R.home]: 'visitor',
  [R.track]: 'visitor',
  [R.trackNumber]: 'visitor',
  [R.rates]: 'visitor',
  [R.serviceUkGhana]: 'visitor',
  [R.serviceExpress]: 'visitor',
  [R.serviceInsurance]: 'visitor',
  [R.about]: 'visitor',
  [R.contact]: 'visitor',
  [R.terms]: 'visitor',
  [R.privacy]: 'visitor',
  [R.help]: 'visitor',
  [R.prohibited]: 'visitor',
  [R.faq]: 'visitor',
  [R.recipientPage]: 'visitor',
  [R.login]: 'visitor',
  [R.register]: 'visitor',
  [R.forgotPassword]: 'visitor',
  [R.resetPassword]: 'visitor',
  [R.customerHome]: 'customer',
  [R.bookingWizard]: 'customer',
  [R.myBookings]: 'customer',
  [R.bookingDetails]: 'customer',
  [R.editBooking]: 'customer',
  [R.myPackages]: 'customer',
  [R.myShipments]: 'customer',
  [R.shipmentDetails]: 'customer',
  [R.customerProfile]: 'customer',
  [R.customerSettings]: 'customer',
  [R.adminHome]: 'admin',
  [R.manageUsers]: 'admin',
  [R.manageBookings]: 'admin',
  [R.packagesHub]: 'admin',
  [R.adminAccount]: 'admin',
  [R.adminSettings]: 'admin',
  [R.adminAnalytics]: 'admin',
  [R.adminDepartures]: 'admin',
  [R.agentIndex]: 'pickup',
  [R.pickupHome]: 'pickup',
  [R.pickupSettings]: 'pickup',
  [R.pickupPackages]: 'pickup',
  [R.warehouseHome]: 'warehouse',
  [R.warehouseSettings]: 'warehouse',
  [R.warehouseBookings]: 'warehouse',
  [R.warehouseShipments]: 'warehouse',
  [R.warehouseDepartures]: 'warehouse',
  [R.deliveryHome]: 'delivery',
  [R.deliverySettings]: 'delivery',
  [R.deliveryBookings]: 'delivery',
};

export interface RouteVisit {
  /** The router's pattern, or '*' for the 404 page. */
  pattern: WebRoute | '*';
  who: Who;
}

/** Every route in the order of WEB_ROUTES, then an unknown path (the 404 page). */
export const ROUTE_VISITS: RouteVisit[] = [
  ...Object.values(WEB_ROUTES).map((pattern) => ({ pattern, who: WHO[pattern] })),
  { pattern: '*', who: 'visitor' },
];

export const apiToken = async (request: APIRequestContext, login: { email: string; password: string }) => {
  const res = await request.post('/api/v1/auth/login/', { data: login });
  if (res.status() !== 200) throw new Error(`login ${login.email}: ${res.status()}`);
  return (await res.json()) as { tokens: { access: string }; user: unknown };
};

interface DemoBooking {
  id: string;
  tracking_number: string | null;
}

/**
 * The demo customer's bookings give the parameters: one on its way (details, shipment, public tracker) and
 * one still pending (the edit screen; a booking is made for it when earlier tests have moved them all on).
 */
const demoParameters = async (request: APIRequestContext) => {
  const { tokens } = await apiToken(request, DEMO_CUSTOMER);
  const headers = { authorization: `Bearer ${tokens.access}` };
  const list = async (query: string): Promise<DemoBooking[]> =>
    (await (await request.get(`/api/v1/bookings/?${query}`, { headers })).json()).results;
  // The Television parcel is on its way in the demo seed: its number finds its booking.
  const parcel = (await list('tab=packages&search=Television'))[0] as
    | { tracking_number?: string }
    | undefined;
  const found = await request.post('/api/v1/shipments/search/', {
    headers,
    data: { tracking_number: parcel?.tracking_number },
  });
  if (found.status() !== 200) throw new Error('the demo seed has no Television parcel on its way');
  const moving = (await found.json()) as DemoBooking;
  let pending = (await list('status=PENDING'))[0];
  if (!pending) {
    const made = await request.post('/api/v1/bookings/', {
      headers,
      data: {
        sender_name: 'Ama Mensah',
        sender_email: DEMO_CUSTOMER.email,
        sender_phone: '+447700900123',
        sender_address: { line1: '221B Baker Street', city: 'London', postcode: 'NW1 6XE' },
        recipient_name: 'Kwame Mensah',
        recipient_phone: '+233241234567',
        recipient_address: { line1: '14 Oxford Street', city: 'Accra', postcode: 'GA-183-8164' },
        gh_region_code: 'GR',
        packages: [{ description: 'Clothes', weight_kg: 5, pkg_type: 'BOX', declared_value: 50 }],
        service_level_code: 'STANDARD',
      },
    });
    pending = (await made.json()) as DemoBooking;
  }
  // The recipient's page of the parcel on its way: staff see its link on the booking.
  const admin = await apiToken(request, ADMIN);
  const detail = await request.get(`/api/v1/admin/bookings/${moving.id}/`, {
    headers: { authorization: `Bearer ${admin.tokens.access}` },
  });
  const recipientPage = ((await detail.json()) as { recipient_page_path: string }).recipient_page_path;
  return { moving, pending, recipientPage };
};

/** A function giving each route's path to open, with its parameters filled from the demo seed. */
export const routePaths = async (request: APIRequestContext) => {
  const { moving, pending, recipientPage } = await demoParameters(request);
  return (pattern: RouteVisit['pattern']) =>
    pattern === '*'
      ? '/no-such-page'
      : pattern === WEB_ROUTES.recipientPage
        ? recipientPage
        : pattern
            .replace(':code', moving.tracking_number!)
            .replace(':id/edit', `${pending.id}/edit`)
            .replace(':id', moving.id);
};

/** Signs the page in as `who` by storing the session the login screen stores (the login screen has its tests). */
export const useSession = async (page: Page, who: Who) => {
  await page.goto('/login');
  if (who === 'visitor') {
    await page.evaluate(() => localStorage.clear());
    return;
  }
  const { tokens, user } = await apiToken(page.request, LOGINS[who]);
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: tokens.access, user },
  );
};

/**
 * The same session as a storage state for a new browser context (no page to load): the accessibility scan
 * signs each role in once this way.
 */
export const sessionState = async (request: APIRequestContext, who: Who, origin: string) => {
  if (who === 'visitor') return { cookies: [], origins: [] };
  const { tokens, user } = await apiToken(request, LOGINS[who]);
  const localStorage = [
    { name: STORAGE_KEYS.token, value: tokens.access },
    { name: STORAGE_KEYS.user, value: JSON.stringify(user) },
  ];
  return { cookies: [], origins: [{ origin, localStorage }] };
};

/** File name of a route's screenshot: `dashboard_bookings_id-390.png`. */
export const shotName = (visit: RouteVisit, width: number) =>
  `${visit.pattern === '*' ? 'not_found' : visit.pattern.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
