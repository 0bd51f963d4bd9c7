import { z } from 'zod';
import { agentSchema } from './bookings.ts';

/** The roles an agent picker lists (spec 001 §6: agent roles are a filter on the agent list). */
export const AGENT_LIST_ROLES = ['PICKUP', 'DELIVERY'] as const;

/** GET /admin/agents/?role=PICKUP|DELIVERY */
export const agentListQuerySchema = z.object({
  role: z.enum(AGENT_LIST_ROLES, { error: 'role must be PICKUP or DELIVERY' }),
});
export type AgentListQuery = z.infer<typeof agentListQuerySchema>;

/** Active agents of that role, by name (spec 001 §3 "Agent"). */
export const agentListSchema = z.array(agentSchema);
