import { type Role, WEB_ROUTES } from '@ukgh/domain';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { AgentIndex } from './guards/AgentIndex.tsx';
import { GuestOnly } from './guards/GuestOnly.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RequireRole } from './guards/RequireRole.tsx';
import { AppLayout } from './layouts/AppLayout.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { SessionEnd } from './SessionEnd.tsx';

// Every screen is its own lazily loaded module: a visitor on the home page downloads no back-office code.
const screens = {
  backOffice: () => import('./layouts/BackOfficeLayout.tsx').then((m) => ({ Component: m.BackOfficeLayout })),
  home: () =>
    import('../features/marketing/components/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
  notFound: () =>
    import('../features/marketing/components/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
  // Public site (issue 3): each page its own chunk.
  track: () =>
    import('../features/tracking/components/TrackPage.tsx').then((m) => ({ Component: m.TrackPage })),
  rates: () => import('../features/rates/components/RatesPage.tsx').then((m) => ({ Component: m.RatesPage })),
  contact: () =>
    import('../features/contact/components/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
  ukGhana: () =>
    import('../features/marketing/components/UkGhanaServicePage.tsx').then((m) => ({
      Component: m.UkGhanaServicePage,
    })),
  express: () =>
    import('../features/marketing/components/ExpressServicePage.tsx').then((m) => ({
      Component: m.ExpressServicePage,
    })),
  insurance: () =>
    import('../features/marketing/components/InsurancePage.tsx').then((m) => ({
      Component: m.InsurancePage,
    })),
  about: () =>
    import('../features/marketing/components/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
  terms: () =>
    import('../features/marketing/components/TermsPage.tsx').then((m) => ({ Component: m.TermsPage })),
  privacy: () =>
    import('../features/marketing/components/PrivacyPage.tsx').then((m) => ({ Component: m.PrivacyPage })),
  help: () =>
    import('../features/marketing/components/HelpPage.tsx').then((m) => ({ Component: m.HelpPage })),
  prohibited: () =>
    import('../features/marketing/components/ProhibitedPage.tsx').then((m) => ({
      Component: m.ProhibitedPage,
    })),
  faq: () => import('../features/marketing/components/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })),
  login: () => import('../features/auth/components/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
  register: () =>
    import('../features/auth/components/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
  forgotPassword: () =>
    import('../features/auth/components/ForgotPasswordPage.tsx').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../features/auth/components/ResetPasswordPage.tsx').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
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
  pickupAssignments: () =>
    import('../features/agent-jobs/components/PickupAssignmentsPage.tsx').then((m) => ({
      Component: m.PickupAssignmentsPage,
    })),
  pickupPackages: () =>
    import('../features/agent-jobs/components/PickupPackagesPage.tsx').then((m) => ({
      Component: m.PickupPackagesPage,
    })),
  deliveryPackages: () =>
    import('../features/agent-jobs/components/DeliveryPackagesPage.tsx').then((m) => ({
      Component: m.DeliveryPackagesPage,
    })),
  deliveryBookings: () =>
    import('../features/agent-jobs/components/DeliveryBookingsPage.tsx').then((m) => ({
      Component: m.DeliveryBookingsPage,
    })),
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

const R = WEB_ROUTES;

type Lazy = RouteObject['lazy'];
const AGENT_AREAS: { home: string; settings: string; role: Role; screen: Lazy; more?: RouteObject[] }[] = [
  {
    home: R.pickupHome,
    settings: R.pickupSettings,
    role: 'PICKUP',
    screen: screens.pickupAssignments,
    more: [{ path: R.pickupPackages, lazy: screens.pickupPackages }],
  },
  { home: R.warehouseHome, settings: R.warehouseSettings, role: 'WAREHOUSE', screen: screens.warehouseHome },
  {
    home: R.deliveryHome,
    settings: R.deliverySettings,
    role: 'DELIVERY',
    screen: screens.deliveryPackages,
    more: [{ path: R.deliveryBookings, lazy: screens.deliveryBookings }],
  },
];

// Paths are absolute and come from WEB_ROUTES, the list the API's static server also matches against, so a
// page the router opens is served with 200 and any other path with 404. routes.test.ts checks the two agree.
export const routes: RouteObject[] = [
  {
    element: <SessionEnd />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: R.home, lazy: screens.home },
          { path: R.track, lazy: screens.track },
          { path: R.trackNumber, lazy: screens.track },
          { path: R.rates, lazy: screens.rates },
          { path: R.serviceUkGhana, lazy: screens.ukGhana },
          { path: R.serviceExpress, lazy: screens.express },
          { path: R.serviceInsurance, lazy: screens.insurance },
          { path: R.about, lazy: screens.about },
          { path: R.contact, lazy: screens.contact },
          { path: R.terms, lazy: screens.terms },
          { path: R.privacy, lazy: screens.privacy },
          { path: R.help, lazy: screens.help },
          { path: R.prohibited, lazy: screens.prohibited },
          { path: R.faq, lazy: screens.faq },
          { path: '*', lazy: screens.notFound },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [{ path: R.login, lazy: screens.login }],
          },
          {
            element: <GuestOnly to="/dashboard" />,
            children: [{ path: R.register, lazy: screens.register }],
          },
          { path: R.forgotPassword, lazy: screens.forgotPassword },
          { path: R.resetPassword, lazy: screens.resetPassword },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireRole roles={['CUSTOMER']} />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  { path: R.customerHome, lazy: screens.customerHome },
                  { path: R.bookingWizard, lazy: screens.bookingWizard },
                  { path: R.myBookings, lazy: screens.myBookings },
                  { path: R.bookingDetails, lazy: screens.bookingDetails },
                  { path: R.editBooking, lazy: screens.editBooking },
                  { path: R.myPackages, lazy: screens.myPackages },
                  { path: R.myShipments, lazy: screens.myShipments },
                  { path: R.shipmentDetails, lazy: screens.bookingDetails },
                  { path: R.customerProfile, lazy: screens.profileSettings },
                  { path: R.customerSettings, lazy: screens.settings },
                ],
              },
            ],
          },
          {
            lazy: screens.backOffice,
            children: [
              {
                element: <RequireRole roles={['ADMIN']} />,
                children: [
                  { path: R.adminHome, lazy: screens.adminHome },
                  { path: R.manageUsers, lazy: screens.manageUsers },
                  { path: R.manageBookings, lazy: screens.manageBookings },
                  { path: R.packagesHub, lazy: screens.packagesHub },
                  { path: R.adminSettings, lazy: screens.adminSettings },
                  { path: R.adminAnalytics, lazy: screens.adminAnalytics },
                  { path: R.adminDepartures, lazy: screens.departures },
                  // /admin/settings is the system settings screen (spec 001); an admin's own account is here.
                  { path: R.adminAccount, lazy: screens.settings },
                ],
              },
              {
                element: <RequireRole roles={['ADMIN', 'PICKUP', 'WAREHOUSE', 'DELIVERY']} />,
                children: [
                  { path: R.agentIndex, element: <AgentIndex /> },
                  // Manage Bookings for warehouse staff: the admin screen, buttons by the role's rules.
                  {
                    element: <RequireRole roles={['WAREHOUSE', 'ADMIN']} />,
                    children: [
                      { path: R.warehouseBookings, lazy: screens.manageBookings },
                      { path: R.warehouseShipments, lazy: screens.packagesHub },
                      { path: R.warehouseDepartures, lazy: screens.departures },
                    ],
                  },
                  // The admin sidebar links to every agent area (spec 001 §6), so admins pass too.
                  ...AGENT_AREAS.map(({ home, settings, role, screen, more = [] }) => ({
                    element: <RequireRole roles={[role, 'ADMIN']} />,
                    children: [
                      { path: home, lazy: screen },
                      { path: settings, lazy: screens.settings },
                      ...more,
                    ],
                  })),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
