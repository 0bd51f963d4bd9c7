// The jobs list's query: the screens' hook (agent-jobs-api.ts) and the prefetch as the route opens
// (prefetch-jobs.ts) ask for it the same way, so the screen finds what the prefetch read.
import { AGENT_MESSAGES, type AgentAssignmentList } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { fetchWithOfflineCopy } from '../../agent-offline/index.ts';

/** A pickup job in the UK or a delivery job in Ghana: the same calls under /agent/{kind}/. */
export type JobKind = 'pickup' | 'delivery';

const LOAD_FAILED: Record<JobKind, string> = {
  pickup: AGENT_MESSAGES.loadPickupAssignmentsFailed,
  delivery: AGENT_MESSAGES.loadDeliveryAssignmentsFailed,
};

export const assignmentsKey = (kind: JobKind) => ['agent', kind, 'assignments'];

/**
 * The caller's own jobs (GET /agent/{kind}/assignments/: open ones first, then the last 30 days' done),
 * or, without a connection, the last list this phone saved. The spec's failure toast only when there is
 * neither, and not for a prefetch (`notify: false`): the screen asks again when it opens and says so then.
 */
export const assignmentsQuery = (kind: JobKind, { notify = true }: { notify?: boolean } = {}) => ({
  queryKey: assignmentsKey(kind),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    try {
      return await fetchWithOfflineCopy(`${kind}-assignments`, () =>
        api.get<AgentAssignmentList>(`/agent/${kind}/assignments/`, { silent: true, signal }),
      );
    } catch (error) {
      if (notify) notifyFailure(LOAD_FAILED[kind], error);
      throw error;
    }
  },
});
