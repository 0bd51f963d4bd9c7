import type { AssignmentKind, AssignmentStatus } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type AssignmentRow, assignments } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { recordAudit } from './audit.ts';

/** Gives a shipment a job; the audit entry says who gave it to whom. */
export const createAssignment = async (
  tx: Tx,
  actor: Actor,
  job: {
    bookingId: string;
    shipmentId: string;
    agentId: string;
    kind: AssignmentKind;
    status?: AssignmentStatus;
    windowStart?: Date | null;
    windowEnd?: Date | null;
    notes?: string | null;
    at: Date;
  },
): Promise<AssignmentRow> => {
  const status = job.status ?? 'ASSIGNED';
  const [row] = await tx
    .insert(assignments)
    .values({
      shipmentId: job.shipmentId,
      agentId: job.agentId,
      kind: job.kind,
      status,
      windowStart: job.windowStart ?? null,
      windowEnd: job.windowEnd ?? null,
      notes: job.notes ?? null,
      assignedBy: actor.id,
      startedAt: status === 'ASSIGNED' ? null : job.at,
      createdAt: job.at,
      updatedAt: job.at,
    })
    .returning();
  await recordAudit(tx, actor, {
    action: 'assign',
    entity: 'assignment',
    entityId: row!.id,
    bookingId: job.bookingId,
    before: null,
    after: { shipment_id: job.shipmentId, agent_id: job.agentId, kind: job.kind, status },
  });
  return row!;
};

/** Moves a job on (the caller has checked the step); stamps when it started or ended. */
export const setAssignmentStatus = async (
  tx: Tx,
  actor: Actor,
  bookingId: string,
  job: AssignmentRow,
  to: AssignmentStatus,
  at: Date,
): Promise<AssignmentRow> => {
  if (job.status === to) return job;
  const [row] = await tx
    .update(assignments)
    .set({
      status: to,
      ...(to !== 'ASSIGNED' && !job.startedAt ? { startedAt: at } : {}),
      ...(to === 'COMPLETED' ? { completedAt: at } : {}),
      updatedAt: at,
    })
    .where(eq(assignments.id, job.id))
    .returning();
  await recordAudit(tx, actor, {
    action: to === 'COMPLETED' ? 'complete' : 'start',
    entity: 'assignment',
    entityId: job.id,
    bookingId,
    before: { status: job.status },
    after: { status: to },
  });
  return row!;
};

/** A job not started yet, taken off its agent (a pickup reassigned to someone else). */
export const withdrawAssignment = async (tx: Tx, actor: Actor, bookingId: string, job: AssignmentRow) => {
  await tx.delete(assignments).where(eq(assignments.id, job.id));
  await recordAudit(tx, actor, {
    action: 'withdraw',
    entity: 'assignment',
    entityId: job.id,
    bookingId,
    before: { shipment_id: job.shipmentId, agent_id: job.agentId, kind: job.kind, status: job.status },
    after: null,
  });
};
