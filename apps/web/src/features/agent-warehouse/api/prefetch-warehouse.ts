// Starts the warehouse dashboard's list request as its route opens, with the screen's code instead of after it
// (src/app/signed-in-screens.ts), as the jobs screens do (agent-jobs/api/prefetch-jobs.ts): the dashboard's
// later parts (the departure picker, the delivery agent's dialog) download once it has drawn, and its list
// request, made then too, queued behind them on a phone's six connections.
import type { QueryClient } from '@tanstack/react-query';
import { WEB_ROUTES } from '@ukgh/domain';
import { getSession } from '../../../lib/auth-store.ts';
import { openedOn } from '../../../lib/opened-on.ts';
import { warehousePackagesQuery } from './warehouse-packages.ts';

export const prefetchWarehouse = (queryClient: QueryClient) => {
  const role = getSession()?.user.role;
  // Only for those the screen opens for: the route's guard sends anyone else elsewhere.
  if (role !== 'WAREHOUSE' && role !== 'ADMIN') return;
  const query = openedOn(WEB_ROUTES.warehouseHome);
  if (query) void queryClient.prefetchQuery(warehousePackagesQuery(query.get('status'), { notify: false }));
};
