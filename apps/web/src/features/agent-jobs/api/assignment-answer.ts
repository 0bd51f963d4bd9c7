// The job as the server answered an accepted action, checked against its contract.
import { type AgentAssignment, agentAssignmentSchema } from '@ukgh/domain';

export const readAssignment = (response: unknown): AgentAssignment | null => {
  const parsed = agentAssignmentSchema.safeParse(response);
  return parsed.success ? parsed.data : null;
};
