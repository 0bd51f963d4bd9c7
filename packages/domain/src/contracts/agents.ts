import { z } from 'zod';
import { ASSIGNMENT_KINDS } from '../operations/assignments.ts';
import { agentSchema } from './bookings.ts';

/** `GET /admin/agents/?role=PICKUP|DELIVERY` (spec 001 §7): the active agents of one role, for the pickers. */
export const agentListQuerySchema = z.object({
  role: z.enum(ASSIGNMENT_KINDS, { error: 'Role must be PICKUP or DELIVERY' }),
});
export const agentListSchema = z.array(agentSchema);
