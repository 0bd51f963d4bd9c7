// A customer's lists and a booking's page ask for their data as the route opens, before the screen's files (as
// the dashboard does: features/dashboard/api/dashboard-queries.ts), for what the address names.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getSession } from '../auth-store.ts';
import { bookingQuery, bookingStatsQuery, bookingsListQuery } from './bookings-queries.ts';
import { readListParams } from './list-params.ts';
import type { BookingTab } from './types.ts';

/**
 * The address the app opened on, for a customer. On a move within the app the router loads a screen before
 * the address changes, so what the screen will show is not known yet: the screen then asks for it itself.
 */
const customerAddress = () => (getSession()?.user.role === 'CUSTOMER' ? window.location : null);

/** Asks for the page a customer's list (`tab`, at `path`) opens on, and the counters above it. */
export const prefetchCustomerList = (tab: BookingTab, path: string) => (queryClient: QueryClient) => {
  const address = customerAddress();
  if (!address || address.pathname.replace(/\/$/, '') !== path) return;
  const { search, status, page, cursor } = readListParams(new URLSearchParams(address.search), 'all');
  // My Packages pages by number only (usePackages has no cursor): its query key has none.
  const filters = tab === 'packages' ? { tab, search, status, page } : { tab, search, status, page, cursor };
  void queryClient.prefetchQuery(bookingsListQuery(filters, { notify: false }));
  if (tab !== 'packages') void queryClient.prefetchQuery(bookingStatsQuery());
};

/** Asks for the booking a booking's page (`pattern`, with its `:id`) shows. A failure is the page's to tell. */
export const prefetchBookingPage = (pattern: string) => (queryClient: QueryClient) => {
  const address = customerAddress();
  const id = address && matchPath(pattern, address.pathname)?.params.id;
  if (id) void queryClient.prefetchQuery(bookingQuery(id));
};
