// The customer dashboard's data: its screen's hooks and the prefetch as its route opens ask for the same pages,
// so the screen finds in the cache what the prefetch read (src/app/signed-in-screens.ts starts it, before the
// screen's files: on a phone's slow connection the answers then arrive while those are downloading).
import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../../lib/auth-store.ts';
import {
  type BookingFilters,
  bookingStatsQuery,
  bookingsListQuery,
} from '../../../lib/bookings/bookings-queries.ts';

/** The five latest bookings of every stage, so a delivered one still shows. */
export const RECENT_BOOKINGS: BookingFilters = {
  tab: 'all',
  search: '',
  status: 'all',
  page: 1,
  pageSize: 5,
};

/** The latest shipments, of which the screen shows the first five not yet delivered. */
export const LATEST_SHIPMENTS: BookingFilters = {
  tab: 'shipments',
  search: '',
  status: 'all',
  page: 1,
  pageSize: 20,
};

/** Asks for the dashboard's counters and lists; only for a customer, whom alone the route lets in. */
export const prefetchDashboard = (queryClient: QueryClient) => {
  if (getSession()?.user.role !== 'CUSTOMER') return;
  void queryClient.prefetchQuery(bookingStatsQuery());
  void queryClient.prefetchQuery(bookingsListQuery(RECENT_BOOKINGS, { notify: false }));
  void queryClient.prefetchQuery(bookingsListQuery(LATEST_SHIPMENTS, { notify: false }));
};
