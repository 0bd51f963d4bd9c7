import type { AgentListQuery, Role } from '@ukgh/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';

/** Who may list which agents: admins assign both; the warehouse hands packages to delivery agents only. */
const MAY_LIST: Partial<Record<Role, readonly AgentListQuery['role'][]>> = {
  ADMIN: ['PICKUP', 'DELIVERY'],
  WAREHOUSE: ['DELIVERY'],
};

export const createAgentsService = (ctx: AppContext) => ({
  /** Active, not deleted agents of one role, by name: the ones a job may be given to. */
  async list(callerRole: Role, query: AgentListQuery) {
    if (!MAY_LIST[callerRole]?.includes(query.role)) throw forbidden();
    return ctx.db
      .select()
      .from(users)
      .where(and(eq(users.role, query.role), eq(users.isActive, true), isNull(users.deletedAt)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  },
});
export type AgentsService = ReturnType<typeof createAgentsService>;
