// Starts Manage Bookings' list request as its route opens, with the screen's code instead of after it
// (src/app/signed-in-screens.ts), as the jobs and warehouse screens do: the list then arrives with the code
// instead of waiting for it.
import type { QueryClient } from '@tanstack/react-query';
import { WEB_ROUTES } from '@ukgh/domain';
import { getSession } from '../../../lib/auth-store.ts';
import { readListParams } from '../../../lib/bookings/list-params.ts';
import { openedOn } from '../../../lib/opened-on.ts';
import { adminBookingsQuery } from './admin-bookings.ts';

export const prefetchAdminBookings = (queryClient: QueryClient) => {
  const role = getSession()?.user.role;
  if (role !== 'ADMIN' && role !== 'WAREHOUSE') return;
  // The admin's and the warehouse staff's addresses of the screen.
  const query = openedOn(WEB_ROUTES.manageBookings, WEB_ROUTES.warehouseBookings);
  if (!query) return;
  const { search, status, page, cursor } = readListParams(query, 'all');
  void queryClient.prefetchQuery(adminBookingsQuery({ search, status, page, cursor }, { notify: false }));
};
