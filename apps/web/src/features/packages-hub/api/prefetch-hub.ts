// Starts the packages hub's first page as its route opens, with the screen's code instead of after it
// (src/app/signed-in-screens.ts), as Manage Bookings does: the hub's dialogs download once it has drawn, and
// its list request, made then too, would queue behind them on a phone's six connections. The hub always
// opens unfiltered (its filters are not kept in the address).
import type { QueryClient } from '@tanstack/react-query';
import { WEB_ROUTES } from '@ukgh/domain';
import { getSession } from '../../../lib/auth-store.ts';
import { openedOn } from '../../../lib/opened-on.ts';
import { hubPackagesQuery, NO_FILTERS } from './hub-api.ts';

export const prefetchHub = (queryClient: QueryClient) => {
  const role = getSession()?.user.role;
  if (role !== 'ADMIN' && role !== 'WAREHOUSE') return;
  if (!openedOn(WEB_ROUTES.packagesHub, WEB_ROUTES.warehouseShipments)) return;
  void queryClient.prefetchInfiniteQuery(hubPackagesQuery(NO_FILTERS, { notify: false }));
};
