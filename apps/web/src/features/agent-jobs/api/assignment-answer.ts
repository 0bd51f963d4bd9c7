// The job as the server answered an accepted action, checked against its contract. A module of its own, loaded
// when the first answer arrives: the check needs zod, which the jobs screens need for nothing else (25 KB of an
// agent's first download on a phone).
import { type AgentAssignment, agentAssignmentSchema } from '@ukgh/domain';

export const readAssignment = (response: unknown): AgentAssignment | null => {
  const parsed = agentAssignmentSchema.safeParse(response);
  return parsed.success ? parsed.data : null;
};
