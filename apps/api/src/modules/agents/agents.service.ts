import type { AssignmentKind } from '@ukgh/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The agents a picker may offer: live, active users of that role (the move service checks the same). */
export const createAgentsService = (db: Db) => ({
  listActive: (role: AssignmentKind) =>
    db
      .select()
      .from(users)
      .where(and(eq(users.role, role), eq(users.isActive, true), isNull(users.deletedAt)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
});
export type AgentsService = ReturnType<typeof createAgentsService>;
