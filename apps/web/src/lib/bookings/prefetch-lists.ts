// A customer's lists ask for their page as the route opens, before the screen's files (as the dashboard does:
// features/dashboard/api/dashboard-queries.ts), with the filters the address holds.
import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../auth-store.ts';
import { bookingStatsQuery, bookingsListQuery } from './bookings-queries.ts';
import { readListParams } from './list-params.ts';
import type { BookingTab } from './types.ts';

/**
 * Asks for the page a customer's list (`tab`, at `path`) opens on, and the counters above it. Only when the
 * app opened on that address: on a move within the app the router loads a screen before the address changes,
 * so the filters are not known yet, and the screen asks for its page itself.
 */
export const prefetchCustomerList = (tab: BookingTab, path: string) => (queryClient: QueryClient) => {
  if (getSession()?.user.role !== 'CUSTOMER') return;
  if (window.location.pathname.replace(/\/$/, '') !== path) return;
  const { search, status, page, cursor } = readListParams(new URLSearchParams(window.location.search), 'all');
  // My Packages pages by number only (usePackages has no cursor): its query key has none.
  const filters = tab === 'packages' ? { tab, search, status, page } : { tab, search, status, page, cursor };
  void queryClient.prefetchQuery(bookingsListQuery(filters, { notify: false }));
  if (tab !== 'packages') void queryClient.prefetchQuery(bookingStatsQuery());
};
