import type { AuditEventDto } from '@ukgh/domain';
import type { FastifyRequest } from 'fastify';
import type { AuditEventRow } from '../../db/schema.ts';
import { type AuditPage, cursorAfter, cursorBefore } from './audit.service.ts';

export const presentAuditEvent = (
  row: AuditEventRow,
  people: Record<string, string> = {},
): AuditEventDto => ({
  id: row.id,
  actor_id: row.actorId,
  actor_name: row.actorId ? (people[row.actorId] ?? null) : null,
  actor_role: row.actorRole,
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  before: row.before,
  after: row.after,
  request_id: row.requestId,
  created_at: row.createdAt.toISOString(),
});

/** `{next, previous, results}` with links that keep the caller's other query parameters. */
export const presentAuditPage = (request: FastifyRequest, page: AuditPage) => {
  const link = (cursor: string) => {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('cursor', cursor);
    return `${url.pathname}${url.search}`;
  };
  const first = page.rows[0];
  const last = page.rows.at(-1);
  return {
    next: page.hasOlder && last ? link(cursorBefore(last.seq)) : null,
    previous: page.hasNewer && first ? link(cursorAfter(first.seq)) : null,
    results: page.rows.map((row) => presentAuditEvent(row, page.people)),
    people: page.people,
  };
};
