import type { AgentListQuery, Role } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/errors.ts';
import { listActiveAgentsByName } from '../users/users.repository.ts';

/** Who may list which agents: admins assign both; the warehouse hands packages to delivery agents only. */
const MAY_LIST: Partial<Record<Role, readonly AgentListQuery['role'][]>> = {
  ADMIN: ['PICKUP', 'DELIVERY'],
  WAREHOUSE: ['DELIVERY'],
};

export const createAgentsService = (ctx: AppContext) => ({
  /** Active, not deleted agents of one role, by name: the ones a job may be given to. */
  async list(callerRole: Role, query: AgentListQuery) {
    if (!MAY_LIST[callerRole]?.includes(query.role)) throw forbidden();
    return listActiveAgentsByName(ctx.db, query.role);
  },
});
export type AgentsService = ReturnType<typeof createAgentsService>;
