// Starts a jobs screen's list request as the route opens, with the screen's code instead of after it
// (src/app/signed-in-screens.ts): on a phone's slow connection the list then arrives while the screen's files
// are still downloading. The screen's own query finds it in the cache (fresh for 30 s, app/query-client.ts).
// The client is handed in by the route table: this download importing app/query-client.ts made the bundler
// split React Query's core out of the app's entry, a file more on every page.
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@ukgh/domain';
import { getSession } from '../../../lib/auth-store.ts';
import { assignmentsQuery, type JobKind } from './assignments-query.ts';

const AGENT_ROLE: Record<JobKind, Role> = { pickup: 'PICKUP', delivery: 'DELIVERY' };

export const prefetchJobs = (kind: JobKind, queryClient: QueryClient) => {
  const role = getSession()?.user.role;
  // Only for those the screen opens for: the route's guard sends anyone else elsewhere.
  if (role !== AGENT_ROLE[kind] && role !== 'ADMIN') return;
  void queryClient.prefetchQuery(assignmentsQuery(kind, { notify: false }));
};
