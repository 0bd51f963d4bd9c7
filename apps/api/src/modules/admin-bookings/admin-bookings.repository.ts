import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, userNameText, users } from '../../db/schema.ts';
import { type SearchBranches, searchBranches } from '../../lib/search-branches.ts';
import { containsPattern } from '../shipments/hub.repository.ts';

/**
 * The spec's search: booking code, or the customer's first or last name, as two branches
 * (lib/search-branches.ts): the code and the customer's name, each through its own trigram index (migration
 * 0009).
 */
export const searchOf = (search: string | undefined): SearchBranches | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return searchBranches([
    sql`${bookings.bookingCode} ilike ${pattern}`,
    sql`${bookings.customerId} in (select ${users.id} from ${users} where (${userNameText(users)}) ilike ${pattern})`,
  ]);
};

/** Active pickup agents by name, for the Assign Pickup Agent dialog. */
export const listActivePickupAgents = (db: DbOrTx) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.role, 'PICKUP'), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName));
