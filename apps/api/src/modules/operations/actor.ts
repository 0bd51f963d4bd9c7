import type { Role } from '@ukgh/domain';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';

/**
 * Who makes a change, as the move service and the audit trail record it. `requestId` ties an audit entry to
 * the request's log lines (Fastify's `request.id`); scripts (the demo seed) and tests have none.
 */
export interface Actor {
  id: string;
  role: Role;
  requestId?: string | null;
}

export const actorOf = (
  user: Pick<UserRow, 'id' | 'role'>,
  requestId?: FastifyRequest['id'] | null,
): Actor => ({
  id: user.id,
  role: user.role,
  requestId: requestId ?? null,
});
