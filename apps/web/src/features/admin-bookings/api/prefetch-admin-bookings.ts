// Starts Manage Bookings' list request as its route opens, with the screen's code instead of after it
// (src/app/signed-in-screens.ts), as the jobs and warehouse screens do: the screen's dialogs download once it
// has drawn, and its list request, made then too, would queue behind them on a phone's six connections.
import type { QueryClient } from '@tanstack/react-query';
import { WEB_ROUTES } from '@ukgh/domain';
import { getSession } from '../../../lib/auth-store.ts';
import { readListParams } from '../../../lib/bookings/list-params.ts';
import { adminBookingsQuery } from './admin-bookings.ts';

/** The admin's and the warehouse staff's addresses of the screen. */
const SCREEN_PATHS = new Set<string>([WEB_ROUTES.manageBookings, WEB_ROUTES.warehouseBookings]);

export const prefetchAdminBookings = (queryClient: QueryClient) => {
  const role = getSession()?.user.role;
  if (role !== 'ADMIN' && role !== 'WAREHOUSE') return;
  // Only when the app opened on the screen: on a move within the app the router loads the screen before the
  // address changes, so its filters are not known yet (the screen then asks itself).
  if (!SCREEN_PATHS.has(window.location.pathname.replace(/\/$/, ''))) return;
  const { search, status, page, cursor } = readListParams(new URLSearchParams(window.location.search), 'all');
  void queryClient.prefetchQuery(adminBookingsQuery({ search, status, page, cursor }, { notify: false }));
};
