// A customer's lists and a booking's page ask for their data as the route opens, before the screen's files (as
// the dashboard does: features/dashboard/api/dashboard-queries.ts), for what the address names: only when the
// app opened on that address (lib/opened-on.ts).
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getSession } from '../auth-store.ts';
import { openedOn } from '../opened-on.ts';
import { bookingQuery, bookingStatsQuery, bookingsListQuery } from './bookings-queries.ts';
import { readListParams } from './list-params.ts';
import type { BookingTab } from './types.ts';

const isCustomer = () => getSession()?.user.role === 'CUSTOMER';

/** Asks for the page a customer's list (`tab`, at `path`) opens on, and the counters above it. */
export const prefetchCustomerList = (tab: BookingTab, path: string) => (queryClient: QueryClient) => {
  const query = isCustomer() ? openedOn(path) : null;
  if (!query) return;
  const { search, status, page, cursor } = readListParams(query, 'all');
  // My Packages pages by number only (usePackages has no cursor): its query key has none.
  const filters = tab === 'packages' ? { tab, search, status, page } : { tab, search, status, page, cursor };
  void queryClient.prefetchQuery(bookingsListQuery(filters, { notify: false }));
  if (tab !== 'packages') void queryClient.prefetchQuery(bookingStatsQuery());
};

/**
 * Asks for the booking a booking's page (`pattern`, with its `:id`) shows, when the app opened on it (see
 * opened-on.ts). A failure is the page's to tell.
 */
export const prefetchBookingPage = (pattern: string) => (queryClient: QueryClient) => {
  const id = isCustomer() && matchPath(pattern, window.location.pathname)?.params.id;
  if (id) void queryClient.prefetchQuery(bookingQuery(id));
};
