/**
 * Every path the web app's router answers, as React Router patterns (`:name` is one path segment). The router
 * (apps/web/src/app/routes.tsx) takes its paths from here, and the API's static server uses matchWebRoute to
 * answer any other path with status 404 (the web app then shows its own 404 page). A screen added to the
 * router is added here first.
 */
export const WEB_ROUTES = {
  // Public site.
  home: '/',
  track: '/track',
  trackNumber: '/track/:code',
  rates: '/rates',
  serviceUkGhana: '/services/uk-ghana',
  serviceExpress: '/services/express',
  serviceInsurance: '/services/insurance',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  help: '/help',
  prohibited: '/prohibited',
  faq: '/faq',
  /** The recipient's own page, opened from the link in their texts (issue 50). */
  recipientPage: '/r/:token',
  // Accounts.
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // Customers.
  customerHome: '/dashboard',
  bookingWizard: '/dashboard/book',
  myBookings: '/dashboard/bookings',
  bookingDetails: '/dashboard/bookings/:id',
  editBooking: '/dashboard/bookings/:id/edit',
  myPackages: '/dashboard/packages',
  myShipments: '/dashboard/shipments',
  shipmentDetails: '/dashboard/shipments/:id',
  customerProfile: '/dashboard/profile',
  customerSettings: '/dashboard/settings',
  // Back office.
  adminHome: '/admin',
  manageUsers: '/admin/users',
  manageBookings: '/admin/bookings',
  packagesHub: '/admin/shipments',
  adminAccount: '/admin/account',
  adminSettings: '/admin/settings',
  adminAnalytics: '/admin/analytics',
  adminDepartures: '/admin/departures',
  agentIndex: '/agent',
  pickupHome: '/agent/pickup',
  pickupSettings: '/agent/pickup/settings',
  pickupPackages: '/agent/pickup/packages',
  warehouseHome: '/agent/warehouse',
  warehouseSettings: '/agent/warehouse/settings',
  warehouseBookings: '/agent/warehouse/bookings',
  warehouseShipments: '/agent/warehouse/shipments',
  warehouseDepartures: '/agent/warehouse/departures',
  deliveryHome: '/agent/delivery',
  deliverySettings: '/agent/delivery/settings',
  deliveryBookings: '/agent/delivery/bookings',
} as const;

export type WebRoute = (typeof WEB_ROUTES)[keyof typeof WEB_ROUTES];

export const WEB_ROUTE_PATTERNS: readonly WebRoute[] = Object.values(WEB_ROUTES);

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** `/a/b/` → ['', 'a', 'b']; '/' → ['']. A trailing slash is ignored, as React Router ignores it. */
const segmentsOf = (pathname: string) => pathname.replace(/\/+$/, '').split('/').map(safeDecode);

const PATTERN_SEGMENTS = WEB_ROUTE_PATTERNS.map((pattern) => ({ pattern, segments: segmentsOf(pattern) }));

/**
 * The pattern a path (no query string) opens, or undefined when the web app would show its 404 page. Matches
 * as React Router does by default: case-insensitive, a trailing slash ignored, a parameter is one non-empty
 * segment.
 */
export const matchWebRoute = (pathname: string): WebRoute | undefined => {
  const parts = segmentsOf(pathname);
  return PATTERN_SEGMENTS.find(
    ({ segments }) =>
      segments.length === parts.length &&
      segments.every((segment, i) => {
        const part = parts[i] ?? '';
        return segment.startsWith(':') ? part !== '' : segment.toLowerCase() === part.toLowerCase();
      }),
  )?.pattern;
};

/**
 * The public pages the web build renders to HTML ahead of time (apps/web/build/prerender.ts), so a visitor
 * reads the page before its JavaScript has arrived; the server sends that HTML for these paths. Pages with a
 * parameter, a signed-in user or a form that only makes sense with JavaScript are left to the browser.
 */
export const PRERENDERED_ROUTES: readonly WebRoute[] = [
  WEB_ROUTES.home,
  WEB_ROUTES.track,
  WEB_ROUTES.rates,
  WEB_ROUTES.serviceUkGhana,
  WEB_ROUTES.serviceExpress,
  WEB_ROUTES.serviceInsurance,
  WEB_ROUTES.about,
  WEB_ROUTES.terms,
  WEB_ROUTES.privacy,
  WEB_ROUTES.help,
  WEB_ROUTES.prohibited,
  WEB_ROUTES.faq,
];

/**
 * The id of the element in which a public page the server draws carries the data it was drawn with, as JSON
 * (PublicPageData): the app starts from the same data, so its first render matches the page's markup and it
 * need not ask for it again.
 */
export const PAGE_DATA_ELEMENT_ID = 'ukgh-page-data';

/** What a public page is drawn with: the answers of GET /api/v1/rates/ and GET /api/v1/company/. */
export interface PublicPageData {
  rates: unknown;
  company: unknown;
}

/** Where a prerendered page's HTML is in the built web app: '/' → 'prerendered/index.html'. */
export const prerenderedFile = (route: WebRoute): string | undefined =>
  PRERENDERED_ROUTES.includes(route) ? `prerendered${route === '/' ? '/index' : route}.html` : undefined;
