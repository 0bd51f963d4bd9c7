import type { AuditQuery } from '@ukgh/domain';
import type { Db } from '../../db/client.ts';
import type { AuditEventRow } from '../../db/schema.ts';
import { readAuditEntries, readPeopleNames } from './audit.repository.ts';

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
  /** Who each user id on the page is (actors and the ids in changed fields), by id. */
  people: Record<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id an entry names: its actor, and any field value that looks like one (agents, payers). */
const idsOf = (rows: AuditEventRow[]) => {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actorId) ids.add(row.actorId);
    for (const fields of [row.before, row.after]) {
      for (const value of Object.values(fields ?? {})) {
        if (typeof value === 'string' && UUID.test(value)) ids.add(value);
      }
    }
  }
  return [...ids];
};

export const createAuditService = (db: Db) => ({
  /** One entity's entries, newest first, `page_size` at a time from the cursor. */
  async list(query: AuditQuery): Promise<AuditPage> {
    const cursor = readCursor(query.cursor);
    const newerFirst = cursor?.direction !== 'after';
    const rows = await readAuditEntries(db, query, cursor);
    const more = rows.length > query.page_size;
    const page = rows.slice(0, query.page_size);
    if (!newerFirst) page.reverse();
    const people: Record<string, string> = {};
    for (const person of await readPeopleNames(db, idsOf(page))) {
      people[person.id] =
        [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;
    }
    return {
      people,
      rows: page,
      hasOlder: newerFirst ? more : cursor !== null,
      hasNewer: newerFirst ? cursor !== null : more,
    };
  },
});
export type AuditService = ReturnType<typeof createAuditService>;
