import type { AuditQuery } from '@ukgh/domain';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditEventRow, auditEvents } from '../../db/schema.ts';

/**
 * A keyset cursor over `seq`: `b<seq>` reads the entries before (older than) that one, `a<seq>` the entries
 * after (newer). Unlike a page number it stays put while new entries arrive.
 */
export type AuditCursor = { direction: 'before' | 'after'; seq: number };

const readCursor = (raw: string | undefined): AuditCursor | null =>
  raw ? { direction: raw.startsWith('a') ? 'after' : 'before', seq: Number(raw.slice(1)) } : null;

export const cursorBefore = (seq: number) => `b${seq}`;
export const cursorAfter = (seq: number) => `a${seq}`;

export interface AuditPage {
  rows: AuditEventRow[];
  /** Older entries exist (a `next` link). */
  hasOlder: boolean;
  /** Newer entries exist (a `previous` link). */
  hasNewer: boolean;
}

export const createAuditService = (db: Db) => ({
  /** One entity's entries, newest first, `page_size` at a time from the cursor. */
  async list(query: AuditQuery): Promise<AuditPage> {
    const cursor = readCursor(query.cursor);
    // A booking's trail holds its shipment's moves and its jobs too: that is the booking's story.
    const scope =
      query.entity === 'booking'
        ? eq(auditEvents.bookingId, query.id)
        : and(eq(auditEvents.entity, query.entity), eq(auditEvents.entityId, query.id));
    const newerFirst = cursor?.direction !== 'after';
    const rows = await db
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
      .limit(query.page_size + 1);
    const more = rows.length > query.page_size;
    const page = rows.slice(0, query.page_size);
    if (!newerFirst) page.reverse();
    return {
      rows: page,
      hasOlder: newerFirst ? more : cursor !== null,
      hasNewer: newerFirst ? cursor !== null : more,
    };
  },
});
export type AuditService = ReturnType<typeof createAuditService>;
