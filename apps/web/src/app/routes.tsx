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
import { queryClient } from './query-client.ts';
import { RouteError } from './RouteError.tsx';
import { SessionEnd } from './SessionEnd.tsx';
import type { SignedInScreen } from './signed-in-screens.ts';
import { loadSignedInScreens } from './signed-in-screens-loader.ts';

type Lazy = RouteObject['lazy'];

// Every screen is its own lazily loaded module: a visitor on the home page downloads no back-office code.
// Those of signed-in users are listed in signed-in-screens.ts, itself loaded on the way to the first of them.
const signedIn =
  (name: SignedInScreen): Lazy =>
  () =>
    loadSignedInScreens().then(({ loadScreen }) => loadScreen(name, { queryClient }));

const screens = {
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
  recipient: () =>
    import('../features/recipient/components/RecipientPage.tsx').then((m) => ({
      Component: m.RecipientPage,
    })),
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
};

const R = WEB_ROUTES;

const AGENT_AREAS: { home: string; settings: string; role: Role; screen: Lazy; more?: RouteObject[] }[] = [
  {
    home: R.pickupHome,
    settings: R.pickupSettings,
    role: 'PICKUP',
    screen: signedIn('pickupAssignments'),
    more: [{ path: R.pickupPackages, lazy: signedIn('pickupPackages') }],
  },
  {
    home: R.warehouseHome,
    settings: R.warehouseSettings,
    role: 'WAREHOUSE',
    screen: signedIn('warehouseHome'),
  },
  {
    home: R.deliveryHome,
    settings: R.deliverySettings,
    role: 'DELIVERY',
    screen: signedIn('deliveryPackages'),
    more: [{ path: R.deliveryBookings, lazy: signedIn('deliveryBookings') }],
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
          { path: R.recipientPage, lazy: screens.recipient },
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
                  { path: R.customerHome, lazy: signedIn('customerHome') },
                  { path: R.bookingWizard, lazy: signedIn('bookingWizard') },
                  { path: R.myBookings, lazy: signedIn('myBookings') },
                  { path: R.bookingDetails, lazy: signedIn('bookingDetails') },
                  { path: R.editBooking, lazy: signedIn('editBooking') },
                  { path: R.myPackages, lazy: signedIn('myPackages') },
                  { path: R.myShipments, lazy: signedIn('myShipments') },
                  { path: R.shipmentDetails, lazy: signedIn('shipmentDetails') },
                  { path: R.customerProfile, lazy: signedIn('profileSettings') },
                  { path: R.customerSettings, lazy: signedIn('settings') },
                ],
              },
            ],
          },
          {
            lazy: signedIn('backOffice'),
            children: [
              {
                element: <RequireRole roles={['ADMIN']} />,
                children: [
                  { path: R.adminHome, lazy: signedIn('adminHome') },
                  { path: R.manageUsers, lazy: signedIn('manageUsers') },
                  { path: R.manageBookings, lazy: signedIn('manageBookings') },
                  { path: R.packagesHub, lazy: signedIn('packagesHub') },
                  { path: R.adminSettings, lazy: signedIn('adminSettings') },
                  { path: R.adminAnalytics, lazy: signedIn('adminAnalytics') },
                  { path: R.adminDepartures, lazy: signedIn('departures') },
                  // /admin/settings is the system settings screen (spec 001); an admin's own account is here.
                  { path: R.adminAccount, lazy: signedIn('settings') },
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
                      { path: R.warehouseBookings, lazy: signedIn('manageBookings') },
                      { path: R.warehouseShipments, lazy: signedIn('packagesHub') },
                      { path: R.warehouseDepartures, lazy: signedIn('departures') },
                    ],
                  },
                  // The admin sidebar links to every agent area (spec 001 §6), so admins pass too.
                  ...AGENT_AREAS.map(({ home, settings, role, screen, more = [] }) => ({
                    element: <RequireRole roles={[role, 'ADMIN']} />,
                    children: [
                      { path: home, lazy: screen },
                      { path: settings, lazy: signedIn('settings') },
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
