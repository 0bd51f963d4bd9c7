// The screens of signed-in users (customers, agents, admins) and the back office's layout. A module of its own,
// loaded on the way to the first of them: each lazy import carries the list of files its screen needs (so they
// download together), and for these screens those lists were about 3 KB of every visitor's first download.
// routes.tsx loads this module first; the sign-in pages and a signed-in visitor's start ask for it early.
import type { QueryClient } from '@tanstack/react-query';

/** What the route table hands a screen's loader: the app's query client, to start the screen's data early. */
export interface ScreenContext {
  queryClient: QueryClient;
}

/** Starts a jobs screen's list request with its code (features/agent-jobs/api/prefetch-jobs.ts). */
const prefetchJobs = (kind: 'pickup' | 'delivery', { queryClient }: ScreenContext) => {
  import('../features/agent-jobs/api/prefetch-jobs.ts')
    .then((m) => m.prefetchJobs(kind, queryClient))
    .catch(() => {});
};

/** A jobs screen's loader: its list is asked for while its code downloads. */
const jobsScreen =
  <T>(kind: 'pickup' | 'delivery', load: () => Promise<T>) =>
  (context: ScreenContext) => {
    prefetchJobs(kind, context);
    return load();
  };

export const signedInScreens = {
  backOffice: () => import('./layouts/BackOfficeLayout.tsx').then((m) => ({ Component: m.BackOfficeLayout })),
  customerHome: () =>
    import('../features/dashboard/components/CustomerDashboardPage.tsx').then((m) => ({
      Component: m.CustomerDashboardPage,
    })),
  bookingWizard: () =>
    import('../features/booking-wizard/components/BookingWizardPage.tsx').then((m) => ({
      Component: m.BookingWizardPage,
    })),
  editBooking: () =>
    import('../features/booking-wizard/components/EditBookingPage.tsx').then((m) => ({
      Component: m.EditBookingPage,
    })),
  myBookings: () =>
    import('../features/bookings/components/MyBookingsPage.tsx').then((m) => ({
      Component: m.MyBookingsPage,
    })),
  bookingDetails: () =>
    import('../features/bookings/components/BookingDetailsPage.tsx').then((m) => ({
      Component: m.BookingDetailsPage,
    })),
  myPackages: () =>
    import('../features/shipments/components/MyPackagesPage.tsx').then((m) => ({
      Component: m.MyPackagesPage,
    })),
  myShipments: () =>
    import('../features/shipments/components/MyShipmentsPage.tsx').then((m) => ({
      Component: m.MyShipmentsPage,
    })),
  adminHome: () =>
    import('../features/admin-dashboard/components/AdminDashboardPage.tsx').then((m) => ({
      Component: m.AdminDashboardPage,
    })),
  pickupAssignments: jobsScreen('pickup', () =>
    import('../features/agent-jobs/components/PickupAssignmentsPage.tsx').then((m) => ({
      Component: m.PickupAssignmentsPage,
    })),
  ),
  pickupPackages: () =>
    import('../features/agent-jobs/components/PickupPackagesPage.tsx').then((m) => ({
      Component: m.PickupPackagesPage,
    })),
  deliveryPackages: jobsScreen('delivery', () =>
    import('../features/agent-jobs/components/DeliveryPackagesPage.tsx').then((m) => ({
      Component: m.DeliveryPackagesPage,
    })),
  ),
  deliveryBookings: jobsScreen('delivery', () =>
    import('../features/agent-jobs/components/DeliveryBookingsPage.tsx').then((m) => ({
      Component: m.DeliveryBookingsPage,
    })),
  ),
  warehouseHome: () =>
    import('../features/agent-warehouse/components/WarehouseDashboardPage.tsx').then((m) => ({
      Component: m.WarehouseDashboardPage,
    })),
  settings: () =>
    import('../features/account/components/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })),
  profileSettings: () =>
    import('../features/account/components/ProfileSettingsPage.tsx').then((m) => ({
      Component: m.ProfileSettingsPage,
    })),
  manageBookings: () =>
    import('../features/admin-bookings/components/ManageBookingsPage.tsx').then((m) => ({
      Component: m.ManageBookingsPage,
    })),
  packagesHub: () =>
    import('../features/packages-hub/components/PackagesHubPage.tsx').then((m) => ({
      Component: m.PackagesHubPage,
    })),
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
