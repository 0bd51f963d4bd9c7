import type { AuditQuery } from '@ukgh/domain';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema.ts';
import type { AuditCursor } from './audit.service.ts';

/** One entity's audit entries from the cursor: newest first (or, after an `a` cursor, oldest first), `page_size` + 1 of them. */
export const readAuditEntries = async (db: Db, query: AuditQuery, cursor: AuditCursor | null) => {
  // A booking's trail holds its shipment's moves and its jobs too: that is the booking's story.
  const scope =
    query.entity === 'booking'
      ? eq(auditEvents.bookingId, query.id)
      : and(eq(auditEvents.entity, query.entity), eq(auditEvents.entityId, query.id));
  const newerFirst = cursor?.direction !== 'after';
  return (
    db
      .select()
      .from(auditEvents)
      .where(
        and(
          scope,
          cursor
            ? newerFirst
              ? lt(auditEvents.seq, cursor.seq)
              : gt(auditEvents.seq, cursor.seq)
            : undefined,
        ),
      )
      .orderBy(newerFirst ? desc(auditEvents.seq) : asc(auditEvents.seq))
      // One more than asked says whether there is a further page in this direction.
      .limit(query.page_size + 1)
  );
};

/** Appends one audit entry's row. */
export const insertAuditEvent = async (tx: DbOrTx, values: typeof auditEvents.$inferInsert) => {
  await tx.insert(auditEvents).values(values);
};

/** The names of the people an audit page mentions (its actors, the agents its fields point at). */
export const readPeopleNames = async (db: Db, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
