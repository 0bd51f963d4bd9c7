import {
  AGENT_ROLES,
  type AssignmentKind,
  type AssignmentStatus,
  decideAssign,
  decideAssignmentStep,
  decideMove,
  type MoveAllowed,
  type MoveEntity,
  type MoveName,
  type Role,
  type ShipmentStatus,
} from '@ukgh/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type AssignmentRow,
  type BookingRow,
  bookings,
  type ShipmentRow,
  shipments,
  users,
} from '../../db/schema.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { bookingMailData } from '../bookings/booking-mail.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import { issueTrackingNumber } from '../shipments/tracking-number.ts';
import type { Actor } from './actor.ts';
import { createAssignment, setAssignmentStatus, withdrawAssignment } from './assignments.writes.ts';
import { changedFields, recordAudit } from './audit.ts';
import { refusalError, STALE_MESSAGE } from './moves.errors.ts';
import {
  bookingOfAssignment,
  type Locked,
  lockAssignment,
  lockBooking,
  openAssignment,
  statusBeforeException,
} from './moves.locks.ts';
import { recordTravelEvent } from './travel-events.ts';

/** What a screen (or the seed, or a test) asks: move this booking's status or its shipment's. */
export interface MoveCommand {
  bookingId: string;
  entity: MoveEntity;
  /** The target status, in any spelling the domain reads (it is normalised before it is written). */
  to: string;
  /** The shipment `version` the client saw; a different current version is refused (409). */
  expectedVersion?: number | null;
  reason?: string | null;
  notes?: string | null;
  location?: string | null;
  pickupAgentId?: string | null;
  deliveryAgentId?: string | null;
  /** The agent who handled the goods, when an admin records a move for them (the travel event names them). */
  agentId?: string | null;
  /** Stored proof files (keys from the file store) for a delivery. */
  photoKey?: string | null;
  signatureKey?: string | null;
  /** An admin's explicit correction, outside the transition table (needs a reason). */
  correction?: boolean;
  /** When it happened; only the demo seed and test factories back-date moves. */
  at?: Date;
}

export interface AssignCommand {
  bookingId: string;
  kind: AssignmentKind;
  agentId: string;
  expectedVersion?: number | null;
  windowStart?: Date | null;
  windowEnd?: Date | null;
  notes?: string | null;
  at?: Date;
}

export interface AssignmentStepCommand {
  assignmentId: string;
  to: AssignmentStatus | string;
  expectedVersion?: number | null;
  notes?: string | null;
  location?: string | null;
  photoKey?: string | null;
  signatureKey?: string | null;
  at?: Date;
}

export interface MoveResult {
  booking: BookingRow;
  shipment: ShipmentRow;
  /** The move made (null when a job step did not move the goods). */
  move: MoveName | null;
}

const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

const checkVersion = (shipment: ShipmentRow, expected: number | null | undefined) => {
  if (expected != null && expected !== shipment.version) throw conflict(STALE_MESSAGE);
};

/** An agent given a job must be a live, active user of that job's role. */
const checkAgent = async (tx: Tx, agentId: string, role: Role) => {
  const [agent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, agentId), eq(users.role, role), eq(users.isActive, true), isNull(users.deletedAt)),
    );
  if (!agent) {
    const field = role === 'PICKUP' ? 'pickup_agent' : 'delivery_agent';
    throw invalid('Unknown agent', { [field]: [`Not an active ${role.toLowerCase()} agent`] });
  }
};

const isAgent = (role: Role) => (AGENT_ROLES as readonly Role[]).includes(role);

const reload = async (tx: Tx, bookingId: string, move: MoveName | null): Promise<MoveResult> => {
  const [row] = await tx
    .select({ booking: bookings, shipment: shipments })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return { ...row!, move };
};

interface ShipmentChange {
  to: ShipmentStatus;
  move: MoveName;
  correction: boolean;
  eventCode: string | null;
  reason?: string | null;
  notes?: string | null;
  location?: string | null;
  pickupAgentId?: string | null;
  deliveryAgentId?: string | null;
  agentId?: string | null;
  photoKey?: string | null;
  signatureKey?: string | null;
  at: Date;
}

/** Who the travel event names as the agent: the acting agent, or for an admin the stage's agent. */
const eventAgentOf = (actor: Actor, shipment: ShipmentRow, change: ShipmentChange): string | null => {
  if (isAgent(actor.role)) return actor.id;
  if (change.agentId) return change.agentId;
  if (change.to === 'out_for_delivery') return change.deliveryAgentId ?? shipment.deliveryAgentId;
  if (change.to === 'delivered') return shipment.deliveryAgentId;
  if (change.to === 'picked_up' || change.to === 'pickup_assigned')
    return change.pickupAgentId ?? shipment.pickupAgentId;
  return null;
};

/**
 * The agent columns and jobs that go with reaching a status. The `*_agent_id` columns are the record the
 * reads use; they are kept in step with the assignments table here, in the move's transaction.
 */
const assignmentChanges = async (tx: Tx, actor: Actor, locked: Locked, change: ShipmentChange) => {
  const { shipment, booking } = locked;
  const columns: Partial<Pick<ShipmentRow, 'pickupAgentId' | 'warehouseAgentId' | 'deliveryAgentId'>> = {};
  if (change.to === 'pickup_assigned' && change.pickupAgentId) {
    const open = await openAssignment(tx, shipment.id, 'PICKUP');
    if (open && open.agentId !== change.pickupAgentId) await withdrawAssignment(tx, actor, booking.id, open);
    if (!open || open.agentId !== change.pickupAgentId) {
      await createAssignment(tx, actor, {
        bookingId: booking.id,
        shipmentId: shipment.id,
        agentId: change.pickupAgentId,
        kind: 'PICKUP',
        windowStart: booking.preferredPickupStart,
        windowEnd: booking.preferredPickupEnd,
        at: change.at,
      });
    }
    columns.pickupAgentId = change.pickupAgentId;
  }
  if (change.to === 'picked_up') {
    const open = await openAssignment(tx, shipment.id, 'PICKUP');
    if (open) await setAssignmentStatus(tx, actor, booking.id, open, 'COMPLETED', change.at);
    if (actor.role === 'PICKUP') columns.pickupAgentId = actor.id;
  }
  if (actor.role === 'WAREHOUSE' && change.to !== 'exception') columns.warehouseAgentId = actor.id;
  if (change.to === 'out_for_delivery' && change.deliveryAgentId) {
    const open = await openAssignment(tx, shipment.id, 'DELIVERY');
    if (open && open.agentId === change.deliveryAgentId) {
      await setAssignmentStatus(tx, actor, booking.id, open, 'IN_PROGRESS', change.at);
    } else {
      if (open) await withdrawAssignment(tx, actor, booking.id, open);
      await createAssignment(tx, actor, {
        bookingId: booking.id,
        shipmentId: shipment.id,
        agentId: change.deliveryAgentId,
        kind: 'DELIVERY',
        status: 'IN_PROGRESS',
        at: change.at,
      });
    }
    columns.deliveryAgentId = change.deliveryAgentId;
  }
  if (change.to === 'delivered') {
    const open = await openAssignment(tx, shipment.id, 'DELIVERY');
    if (open) await setAssignmentStatus(tx, actor, booking.id, open, 'COMPLETED', change.at);
  }
  return columns;
};

/** Writes a checked shipment move: the status with its travel event, the jobs, the audit entry. */
const writeShipmentMove = async (tx: Tx, actor: Actor, locked: Locked, change: ShipmentChange) => {
  const { shipment } = locked;
  const columns = await assignmentChanges(tx, actor, locked, change);
  if (Object.keys(columns).length > 0) {
    await tx.update(shipments).set(columns).where(eq(shipments.id, shipment.id));
  }
  const notes = change.correction
    ? `Status corrected by an admin: ${change.reason}`
    : (change.notes ?? change.reason ?? null);
  await recordTravelEvent(
    tx,
    shipment.id,
    {
      status: change.to,
      code: change.eventCode,
      location: change.location ?? null,
      notes,
      agentId: eventAgentOf(actor, shipment, change),
      actorId: actor.id,
      actorRole: actor.role,
      photoKey: change.photoKey ?? null,
      signatureKey: change.signatureKey ?? null,
      at: change.at,
    },
    change.to,
  );
  const diff = changedFields(shipment, { status: change.to, ...columns });
  await recordAudit(tx, actor, {
    action: change.correction ? 'correction' : change.move,
    entity: 'shipment',
    entityId: shipment.id,
    bookingId: shipment.bookingId,
    before: diff.before,
    after: { ...diff.after, ...(hasText(change.reason) ? { reason: change.reason } : {}) },
  });
};

const MS = 1;

/** Writes a checked booking move: the booking's status and stamps, what it does to the shipment, the mail. */
const writeBookingMove = async (
  tx: Tx,
  actor: Actor,
  locked: Locked,
  verdict: MoveAllowed,
  command: MoveCommand,
  at: Date,
) => {
  const { booking, shipment } = locked;
  const reason = hasText(command.reason) ? command.reason!.trim() : null;
  const cancelling = verdict.move === 'customer-cancel' || verdict.move === 'admin-cancel';
  const stamps: Partial<BookingRow> =
    verdict.move === 'confirm'
      ? { confirmedAt: at, confirmedBy: actor.id }
      : verdict.move === 'reject'
        ? { rejectedAt: at, rejectionReason: reason }
        : cancelling
          ? { cancelledAt: at, cancellationReason: reason ?? 'Cancelled by the customer' }
          : {};
  const next = { status: verdict.to as BookingRow['status'], ...stamps };
  const [updated] = await tx
    .update(bookings)
    .set({ ...next, updatedAt: at })
    .where(eq(bookings.id, booking.id))
    .returning();
  const diff = changedFields(booking, next);
  await recordAudit(tx, actor, {
    action: verdict.correction ? 'correction' : verdict.move,
    entity: 'booking',
    entityId: booking.id,
    before: diff.before,
    after: { ...diff.after, ...(verdict.correction && reason ? { reason } : {}) },
  });

  const event = { actorId: actor.id, actorRole: actor.role, location: command.location ?? null };
  if (verdict.move === 'confirm') {
    const trackingNumber = shipment.trackingNumber ?? (await issueTrackingNumber(tx));
    await tx.update(shipments).set({ trackingNumber }).where(eq(shipments.id, shipment.id));
    await recordTravelEvent(
      tx,
      shipment.id,
      { ...event, status: 'confirmed', notes: 'Booking confirmed', at },
      'confirmed',
    );
    await recordAudit(tx, actor, {
      action: 'confirm',
      entity: 'shipment',
      entityId: shipment.id,
      bookingId: booking.id,
      before: { status: shipment.status, tracking_number: shipment.trackingNumber },
      after: { status: 'confirmed', tracking_number: trackingNumber },
    });
    if (verdict.shipmentTo === 'pickup_assigned') {
      await writeShipmentMove(
        tx,
        actor,
        { booking: updated!, shipment: { ...shipment, status: 'confirmed' } },
        {
          to: 'pickup_assigned',
          move: 'assign-pickup',
          correction: false,
          eventCode: null,
          pickupAgentId: command.pickupAgentId,
          location: command.location,
          // One millisecond later, so the history lists it after the confirmation.
          at: new Date(at.getTime() + MS),
        },
      );
    }
  } else if (verdict.move === 'reject' || cancelling) {
    const who =
      verdict.move === 'customer-cancel'
        ? 'Booking cancelled by the customer'
        : verdict.move === 'reject'
          ? 'Booking rejected'
          : 'Booking cancelled';
    await recordTravelEvent(
      tx,
      shipment.id,
      {
        ...event,
        status: verdict.move === 'reject' ? 'rejected' : 'cancelled',
        notes: reason ? `${who}: ${reason}` : who,
        at,
      },
      null,
    );
  } else {
    // A booking correction moves no goods; the version still changes, so screens holding the old one reload.
    await tx
      .update(shipments)
      .set({ version: sql`${shipments.version} + 1`, updatedAt: at })
      .where(eq(shipments.id, shipment.id));
  }

  if (verdict.move === 'reject' || cancelling) {
    // A job not done yet ends with the booking: the agent's list no longer shows it, the column follows.
    const open = await openAssignment(tx, shipment.id, 'PICKUP');
    if (open) {
      await withdrawAssignment(tx, actor, booking.id, open);
      await tx.update(shipments).set({ pickupAgentId: null }).where(eq(shipments.id, shipment.id));
    }
  }
  if (cancelling) {
    const [customer] = await tx.select().from(users).where(eq(users.id, booking.customerId));
    await queueNotification(
      tx,
      'booking_cancelled',
      customer!,
      { ...(await bookingMailData(tx, updated!, customer!.firstName)), reason },
      { dedupeKey: `booking_cancelled:${booking.id}` },
    );
  }
};

/**
 * Makes one move inside the caller's transaction: locks the booking then the shipment, checks the version
 * and the rule (`decideMove`), writes the status, travel event, jobs, audit entry and mail. Throws the rule's
 * refusal as a typed error (409 for a move the state does not allow; see `moveRefusalHttpStatus`).
 */
export const applyMoveIn = async (tx: Tx, actor: Actor, command: MoveCommand): Promise<MoveResult> => {
  const locked = await lockBooking(tx, command.bookingId);
  const { booking, shipment } = locked;
  checkVersion(shipment, command.expectedVersion);
  const verdict = decideMove({
    actorRole: actor.role,
    entity: command.entity,
    booking,
    shipment: { status: shipment.status, statusBeforeException: await statusBeforeException(tx, shipment) },
    to: command.to,
    reason: command.reason,
    pickupAgentId: command.pickupAgentId,
    deliveryAgentId: command.deliveryAgentId,
    hasProof: hasText(command.photoKey) || hasText(command.signatureKey),
    correction: command.correction,
    ownsBooking: actor.role === 'CUSTOMER' ? booking.customerId === actor.id : undefined,
  });
  if (!verdict.allowed) throw refusalError(verdict);
  if (
    hasText(command.pickupAgentId) &&
    (verdict.shipmentTo === 'pickup_assigned' || verdict.to === 'pickup_assigned')
  )
    await checkAgent(tx, command.pickupAgentId!, 'PICKUP');
  if (hasText(command.deliveryAgentId) && verdict.to === 'out_for_delivery')
    await checkAgent(tx, command.deliveryAgentId!, 'DELIVERY');

  const at = command.at ?? new Date();
  if (verdict.entity === 'booking') {
    await writeBookingMove(tx, actor, locked, verdict, command, at);
  } else {
    await writeShipmentMove(tx, actor, locked, {
      to: verdict.to as ShipmentStatus,
      move: verdict.move,
      correction: verdict.correction,
      eventCode: verdict.eventCode,
      reason: command.reason,
      notes: command.notes,
      location: command.location,
      pickupAgentId: command.pickupAgentId,
      deliveryAgentId: command.deliveryAgentId,
      agentId: command.agentId,
      photoKey: command.photoKey,
      signatureKey: command.signatureKey,
      at,
    });
  }
  return reload(tx, booking.id, verdict.move);
};

/** Gives a shipment a pickup or delivery job (`decideAssign`); a first pickup job moves it to pickup_assigned. */
export const assignIn = async (tx: Tx, actor: Actor, command: AssignCommand): Promise<MoveResult> => {
  const locked = await lockBooking(tx, command.bookingId);
  const { booking, shipment } = locked;
  checkVersion(shipment, command.expectedVersion);
  const verdict = decideAssign({ actorRole: actor.role, kind: command.kind, booking, shipment });
  if (!verdict.allowed) throw refusalError(verdict);
  await checkAgent(tx, command.agentId, command.kind);
  const at = command.at ?? new Date();
  if (verdict.shipmentTo) {
    // confirmed → pickup_assigned: a move like any other, with its event and audit entry.
    return applyMoveIn(tx, actor, {
      bookingId: booking.id,
      entity: 'shipment',
      to: verdict.shipmentTo,
      pickupAgentId: command.agentId,
      at,
    });
  }
  const open = await openAssignment(tx, shipment.id, command.kind);
  if (open?.agentId === command.agentId) return reload(tx, booking.id, null);
  if (open) {
    if (open.status !== 'ASSIGNED')
      throw conflict('This job has started; it cannot be given to someone else');
    await withdrawAssignment(tx, actor, booking.id, open);
  }
  await createAssignment(tx, actor, {
    bookingId: booking.id,
    shipmentId: shipment.id,
    agentId: command.agentId,
    kind: command.kind,
    windowStart: command.windowStart ?? (command.kind === 'PICKUP' ? booking.preferredPickupStart : null),
    windowEnd: command.windowEnd ?? (command.kind === 'PICKUP' ? booking.preferredPickupEnd : null),
    notes: command.notes,
    at,
  });
  const column =
    command.kind === 'PICKUP' ? { pickupAgentId: command.agentId } : { deliveryAgentId: command.agentId };
  await tx
    .update(shipments)
    .set({ ...column, version: sql`${shipments.version} + 1`, updatedAt: at })
    .where(eq(shipments.id, shipment.id));
  return reload(tx, booking.id, null);
};

/** Takes a job one step (ASSIGNED → IN_PROGRESS → COMPLETED, `decideAssignmentStep`), with the goods' move it implies. */
export const stepAssignmentIn = async (
  tx: Tx,
  actor: Actor,
  command: AssignmentStepCommand,
): Promise<MoveResult & { assignment: AssignmentRow }> => {
  const bookingId = await bookingOfAssignment(tx, command.assignmentId);
  const locked = await lockBooking(tx, bookingId);
  const job = await lockAssignment(tx, command.assignmentId);
  checkVersion(locked.shipment, command.expectedVersion);
  const verdict = decideAssignmentStep({
    actorRole: actor.role,
    kind: job.kind,
    from: job.status,
    to: command.to,
    isAssignedAgent: job.agentId === actor.id,
    agentId: job.agentId,
    booking: locked.booking,
    shipment: {
      status: locked.shipment.status,
      statusBeforeException: await statusBeforeException(tx, locked.shipment),
    },
    hasProof: hasText(command.photoKey) || hasText(command.signatureKey),
    notes: command.notes,
  });
  if (!verdict.allowed) throw refusalError(verdict);
  const at = command.at ?? new Date();
  const assignment = await setAssignmentStatus(tx, actor, bookingId, job, verdict.to, at);
  if (verdict.shipmentMove) {
    await writeShipmentMove(tx, actor, locked, {
      to: verdict.shipmentMove.to as ShipmentStatus,
      move: verdict.shipmentMove.move,
      correction: false,
      eventCode: verdict.shipmentMove.eventCode,
      notes: command.notes,
      location: command.location,
      deliveryAgentId: job.kind === 'DELIVERY' ? job.agentId : null,
      photoKey: command.photoKey,
      signatureKey: command.signatureKey,
      at,
    });
  } else {
    await tx
      .update(shipments)
      .set({ version: sql`${shipments.version} + 1`, updatedAt: at })
      .where(eq(shipments.id, locked.shipment.id));
  }
  return { ...(await reload(tx, bookingId, verdict.shipmentMove?.move ?? null)), assignment };
};

/**
 * The one way to move a booking or a parcel. Each call is one transaction: everything it writes commits
 * together, or nothing does. `*In` variants run inside a caller's transaction (the customer's cancel, the
 * demo seed).
 */
export const createMoveService = (db: Db) => ({
  apply: (actor: Actor, command: MoveCommand) => db.transaction((tx) => applyMoveIn(tx, actor, command)),
  assign: (actor: Actor, command: AssignCommand) => db.transaction((tx) => assignIn(tx, actor, command)),
  step: (actor: Actor, command: AssignmentStepCommand) =>
    db.transaction((tx) => stepAssignmentIn(tx, actor, command)),
});
export type MoveService = ReturnType<typeof createMoveService>;
