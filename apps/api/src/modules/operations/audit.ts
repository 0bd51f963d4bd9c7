import type { AuditEntity } from '@ukgh/domain';
import type { DbOrTx } from '../../db/client.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import type { Actor } from './actor.ts';

type Fields = Record<string, unknown>;

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** The fields whose value differs, as `before` and `after` (dates as ISO strings); keys of `after` only. */
export const changedFields = (before: Fields, after: Fields): { before: Fields; after: Fields } => {
  const was: Fields = {};
  const now: Fields = {};
  for (const key of Object.keys(after)) {
    const a = comparable(before[key] ?? null);
    const b = comparable(after[key] ?? null);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a;
    now[key] = b;
  }
  return { before: was, after: now };
};

export interface AuditEntry {
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** The booking the entry belongs to, when it is about a booking, its shipment or one of its jobs. */
  bookingId?: string | null;
  before?: Fields | null;
  after?: Fields | null;
}

/** Appends one entry in the caller's transaction: it exists exactly when the change it records does. */
export const recordAudit = async (tx: DbOrTx, actor: Actor | null, entry: AuditEntry) => {
  await insertAuditEvent(tx, {
    actorId: actor?.id ?? null,
    actorRole: actor?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    bookingId: entry.bookingId ?? (entry.entity === 'booking' ? entry.entityId : null),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor?.requestId ?? null,
  });
};
