// Starts the warehouse dashboard's list request as its route opens, with the screen's code instead of after it
// (src/app/signed-in-screens.ts), as the jobs screens do (agent-jobs/api/prefetch-jobs.ts): the list then
// arrives with the code instead of waiting for it.
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
