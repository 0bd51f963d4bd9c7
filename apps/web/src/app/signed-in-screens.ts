// The screens of signed-in users (customers, agents, admins) and the back office's layout. A module of its own,
// loaded on the way to the first of them: each lazy import carries the list of files its screen needs (so they
// download together), and public visitors should not download these screens' lists.
// routes.tsx loads this module first; the sign-in pages and a signed-in visitor's start ask for it early, and the
// shell preloads it with what it imports (build/signed-in-preload.ts).
import type { QueryClient } from '@tanstack/react-query';
import { WEB_ROUTES } from '@ukgh/domain';
import { prefetchDashboard } from '../features/dashboard/api/dashboard-queries.ts';
import { prefetchBookingPage, prefetchCustomerList } from '../lib/bookings/prefetch-on-open.ts';

/** What the route table hands a screen's loader: the app's query client, to start the screen's data early. */
export interface ScreenContext {
  queryClient: QueryClient;
}

type Prefetch = (queryClient: QueryClient) => void;

/**
 * A back-office screen's prefetch, a download of its own: the agents' bring their offline store and the admins'
 * their screens' queries, which a customer (who loads this module too) need not load. The agents' jobs list
 * imported here instead showed the jobs no sooner on a throttled phone (its answer already arrived before the
 * screen's files).
 */
const downloaded =
  (load: () => Promise<Prefetch>): Prefetch =>
  (queryClient) => {
    load()
      .then((prefetch) => prefetch(queryClient))
      .catch(() => {});
  };

const prefetchJobs = (kind: 'pickup' | 'delivery') =>
  downloaded(() =>
    import('../features/agent-jobs/api/prefetch-jobs.ts').then(
      (m) => (queryClient: QueryClient) => m.prefetchJobs(kind, queryClient),
    ),
  );
const prefetchWarehouse = downloaded(() =>
  import('../features/agent-warehouse/api/prefetch-warehouse.ts').then((m) => m.prefetchWarehouse),
);
const prefetchAdminBookings = downloaded(() =>
  import('../features/admin-bookings/api/prefetch-admin-bookings.ts').then((m) => m.prefetchAdminBookings),
);
const prefetchHub = downloaded(() =>
  import('../features/packages-hub/api/prefetch-hub.ts').then((m) => m.prefetchHub),
);

/**
 * A loader that asks for its screen's data before its code: the request then goes out ahead of the screen's
 * files, which would otherwise queue in front of it on a phone's six connections, and its answer arrives while
 * they download.
 */
const withData =
  <T>(prefetch: Prefetch, load: () => Promise<T>) =>
  ({ queryClient }: ScreenContext) => {
    prefetch(queryClient);
    return load();
  };

export const signedInScreens = {
  backOffice: () => import('./layouts/BackOfficeLayout.tsx').then((m) => ({ Component: m.BackOfficeLayout })),
  customerHome: withData(prefetchDashboard, () =>
    import('../features/dashboard/components/CustomerDashboardPage.tsx').then((m) => ({
      Component: m.CustomerDashboardPage,
    })),
  ),
  bookingWizard: () =>
    import('../features/booking-wizard/components/BookingWizardPage.tsx').then((m) => ({
      Component: m.BookingWizardPage,
    })),
  editBooking: withData(prefetchBookingPage(WEB_ROUTES.editBooking), () =>
    import('../features/booking-wizard/components/EditBookingPage.tsx').then((m) => ({
      Component: m.EditBookingPage,
    })),
  ),
  myBookings: withData(prefetchCustomerList('bookings', WEB_ROUTES.myBookings), () =>
    import('../features/bookings/components/MyBookingsPage.tsx').then((m) => ({
      Component: m.MyBookingsPage,
    })),
  ),
  bookingDetails: withData(prefetchBookingPage(WEB_ROUTES.bookingDetails), () =>
    import('../features/bookings/components/BookingDetailsPage.tsx').then((m) => ({
      Component: m.BookingDetailsPage,
    })),
  ),
  shipmentDetails: withData(prefetchBookingPage(WEB_ROUTES.shipmentDetails), () =>
    import('../features/bookings/components/BookingDetailsPage.tsx').then((m) => ({
      Component: m.BookingDetailsPage,
    })),
  ),
  myPackages: withData(prefetchCustomerList('packages', WEB_ROUTES.myPackages), () =>
    import('../features/shipments/components/MyPackagesPage.tsx').then((m) => ({
      Component: m.MyPackagesPage,
    })),
  ),
  myShipments: withData(prefetchCustomerList('shipments', WEB_ROUTES.myShipments), () =>
    import('../features/shipments/components/MyShipmentsPage.tsx').then((m) => ({
      Component: m.MyShipmentsPage,
    })),
  ),
  adminHome: () =>
    import('../features/admin-dashboard/components/AdminDashboardPage.tsx').then((m) => ({
      Component: m.AdminDashboardPage,
    })),
  pickupAssignments: withData(prefetchJobs('pickup'), () =>
    import('../features/agent-jobs/components/PickupAssignmentsPage.tsx').then((m) => ({
      Component: m.PickupAssignmentsPage,
    })),
  ),
  pickupPackages: () =>
    import('../features/agent-jobs/components/PickupPackagesPage.tsx').then((m) => ({
      Component: m.PickupPackagesPage,
    })),
  deliveryPackages: withData(prefetchJobs('delivery'), () =>
    import('../features/agent-jobs/components/DeliveryPackagesPage.tsx').then((m) => ({
      Component: m.DeliveryPackagesPage,
    })),
  ),
  deliveryBookings: withData(prefetchJobs('delivery'), () =>
    import('../features/agent-jobs/components/DeliveryBookingsPage.tsx').then((m) => ({
      Component: m.DeliveryBookingsPage,
    })),
  ),
  warehouseHome: withData(prefetchWarehouse, () =>
    import('../features/agent-warehouse/components/WarehouseDashboardPage.tsx').then((m) => ({
      Component: m.WarehouseDashboardPage,
    })),
  ),
  settings: () =>
    import('../features/account/components/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })),
  profileSettings: () =>
    import('../features/account/components/ProfileSettingsPage.tsx').then((m) => ({
      Component: m.ProfileSettingsPage,
    })),
  manageBookings: withData(prefetchAdminBookings, () =>
    import('../features/admin-bookings/components/ManageBookingsPage.tsx').then((m) => ({
      Component: m.ManageBookingsPage,
    })),
  ),
  packagesHub: withData(prefetchHub, () =>
    import('../features/packages-hub/components/PackagesHubPage.tsx').then((m) => ({
      Component: m.PackagesHubPage,
    })),
  ),
  manageUsers: () =>
    import('../features/users/components/ManageUsersPage.tsx').then((m) => ({
      Component: m.ManageUsersPage,
    })),
  adminAnalytics: () =>
    import('../features/admin-analytics/components/AdminAnalyticsPage.tsx').then((m) => ({
      Component: m.AdminAnalyticsPage,
    })),
  departures: () =>
    import('../features/departures/components/DeparturesPage.tsx').then((m) => ({
      Component: m.DeparturesPage,
    })),
  adminSettings: () =>
    import('../features/admin-settings/components/AdminSettingsPage.tsx').then((m) => ({
      Component: m.AdminSettingsPage,
    })),
};

export type SignedInScreen = keyof typeof signedInScreens;

/** Opens a screen's loader with what the route table hands it (most need nothing of it). */
export const loadScreen = (name: SignedInScreen, context: ScreenContext) => {
  const load: (context: ScreenContext) => ReturnType<(typeof signedInScreens)[SignedInScreen]> =
    signedInScreens[name];
  return load(context);
};
