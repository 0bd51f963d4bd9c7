import { randomInt } from 'node:crypto';
import {
  AGENT_ROLES,
  type AssignmentKind,
  type AssignmentStatus,
  generateTrackingNumber,
  isMovingShipmentStatus,
  MOVING_SHIPMENT_STATUSES,
  type MoveAllowed,
  type MoveName,
  type ProofLocation,
  type Role,
  type ShipmentStatus,
} from '@ukgh/domain';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type AssignmentRow,
  assignments,
  type BookingRow,
  bookings,
  type ShipmentRow,
  shipments,
  travelEvents,
  users,
} from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { bookingMailData } from '../bookings/booking-mail.ts';
import { mailWindowOf } from '../delivery-window/delivery-window.mail.ts';
import {
  type HandoverOutcome,
  issueHandoverIn,
  outcomeAudit,
  recordHandoverOutcomeIn,
  voidHandoverIn,
} from '../handover/handover.moves.ts';
import { queueNotification, queueRecipientNotification } from '../notifications/notifications.queue.ts';
import { invalidateTracking, noteChange } from '../tracking/tracking.cache.ts';
import type { Actor } from './actor.ts';
import { changedFields, recordAudit } from './audit.ts';
import { ASSIGNMENT_NOT_FOUND, BOOKING_NOT_FOUND } from './moves.errors.ts';
import type { MoveCommand } from './moves.types.ts';
import { queueConfirmationText, queueMoveTexts } from './recipient-texts.ts';
import { queueDeliveryMails } from './shipment-mail.ts';
import { type NewTravelEvent, recordTravelEvent } from './travel-events.ts';

/**
 * The writes of a move the service has checked and locked for: status, travel event, jobs and agent columns,
 * audit entries, mails. Private to the move service.
 */

export const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
/** An agent given a job must be a live, active user of that job's role. */
export const checkAgent = async (tx: Tx, agentId: string, role: Role) => {
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

/** A decided shipment move: the command's details with the rule's verdict (canonical status, move, event code). */
export interface ShipmentChange
  extends Pick<
    MoveCommand,
    | 'reason'
    | 'notes'
    | 'notesPublic'
    | 'location'
    | 'pickupAgentId'
    | 'deliveryAgentId'
    | 'agentId'
    | 'photoKey'
    | 'signatureKey'
  > {
  /** Where the delivery's proof was taken (the agent's Deliver step), kept on its travel event. */
  proofLocation?: ProofLocation | null;
  to: ShipmentStatus;
  move: MoveName;
  /** How a delivery was confirmed (the agent's Deliver step); any other delivered move is "without code". */
  handover?: HandoverOutcome | null;
  correction: boolean;
  eventCode: string | null;
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
export const writeShipmentMove = async (tx: Tx, actor: Actor, locked: Locked, change: ShipmentChange) => {
  const { shipment } = locked;
  const columns = await assignmentChanges(tx, actor, locked, change);
  // Each trip out has its own code; the delivered move records how the door was passed and drops the hash.
  const issued =
    change.to === 'out_for_delivery'
      ? await issueHandoverIn(tx, actor, locked.booking, shipment, change.at)
      : null;
  const outcome: HandoverOutcome | null =
    change.to === 'delivered' ? (change.handover ?? { method: 'WITHOUT_CODE', reason: null }) : null;
  if (outcome)
    await recordHandoverOutcomeIn(
      tx,
      shipment.bookingId,
      outcome,
      change.at,
      eventAgentOf(actor, shipment, change),
    );
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
      // A correction's text carries the admin's reason: internal like every note nobody marked public.
      notesPublic: !change.correction && change.notes != null && change.notesPublic === true,
      agentId: eventAgentOf(actor, shipment, change),
      actorId: actor.id,
      actorRole: actor.role,
      photoKey: change.photoKey ?? null,
      signatureKey: change.signatureKey ?? null,
      proofLocation: change.to === 'delivered' ? (change.proofLocation ?? null) : null,
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
    after: {
      ...diff.after,
      ...(hasText(change.reason) ? { reason: change.reason } : {}),
      ...(outcome ? outcomeAudit(outcome) : {}),
    },
  });
  await queueDeliveryMails(tx, locked.booking, shipment, change.to);
  await queueMoveTexts(tx, locked.booking, shipment, {
    ...change,
    handover: issued,
    handoverMethod: outcome?.method,
  });
};

const MS = 1;

/** Writes a checked booking move: the booking's status and stamps, what it does to the shipment, the mail. */
export const writeBookingMove = async (
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
  // A cancelled booking reads "cancelled" on the public tracker.
  await invalidateTracking(tx, [shipment.trackingNumber]);
  await noteChange(tx); // Manage Bookings' counters, even while there is no tracking number yet
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
      { ...event, status: 'confirmed', notes: 'Booking confirmed', notesPublic: true, at },
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
        // The system's words are public; a typed reason keeps the whole note internal.
        notesPublic: !reason,
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

  if (cancelling) await voidHandoverIn(tx, booking.id, at);
  if (verdict.move === 'reject' || cancelling) {
    // A job not done yet ends with the booking: the agent's list no longer shows it, the column follows.
    const open = await openAssignment(tx, shipment.id, 'PICKUP');
    if (open) {
      await withdrawAssignment(tx, actor, booking.id, open);
      await tx.update(shipments).set({ pickupAgentId: null }).where(eq(shipments.id, shipment.id));
    }
  }
  await queueBookingMoveMail(tx, verdict.move, updated!, reason);
};

/**
 * The customer's mail for a booking move: confirmed (tracking number; the recipient is told too), rejected or
 * cancelled (the reason).
 */
const queueBookingMoveMail = async (tx: Tx, move: MoveName, booking: BookingRow, reason: string | null) => {
  if (!['confirm', 'reject', 'customer-cancel', 'admin-cancel'].includes(move)) return;
  const [customer] = await tx.select().from(users).where(eq(users.id, booking.customerId));
  const data = await bookingMailData(tx, booking, customer!.firstName);
  if (move === 'confirm') {
    const [row] = await tx
      .select({ trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(eq(shipments.bookingId, booking.id));
    await queueNotification(
      tx,
      'booking_confirmed',
      customer!,
      { ...data, tracking_number: row!.trackingNumber!, delivery_window: await mailWindowOf(tx, booking.id) },
      { dedupeKey: `booking_confirmed:${booking.id}` },
    );
    // The recipient hears too: by SMS always (their phone is required), by mail when the booking has an email.
    await queueConfirmationText(tx, booking, row!.trackingNumber!);
    await queueRecipientNotification(
      tx,
      'parcel_on_its_way',
      booking.recipientEmail,
      {
        ...(await bookingMailData(tx, booking, booking.recipientName)),
        tracking_number: row!.trackingNumber,
        delivery_window: await mailWindowOf(tx, booking.id),
        audience: 'recipient',
        sender_name: booking.senderName,
      },
      { dedupeKey: `parcel_on_its_way:${booking.id}` },
    );
  } else if (move === 'reject') {
    await queueNotification(
      tx,
      'booking_rejected',
      customer!,
      { ...data, reason },
      { dedupeKey: `booking_rejected:${booking.id}` },
    );
  } else {
    await queueNotification(
      tx,
      'booking_cancelled',
      customer!,
      { ...data, reason },
      { dedupeKey: `booking_cancelled:${booking.id}` },
    );
  }
};

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

/** Appends a travel event to a shipment's history, returning its row. */
export const insertTravelEvent = async (tx: DbOrTx, shipmentId: string, event: NewTravelEvent) => {
  const [row] = await tx
    .insert(travelEvents)
    .values({
      shipmentId,
      status: event.status,
      code: event.code ?? null,
      location: event.location ?? null,
      notes: event.notes ?? null,
      notesPublic: event.notesPublic ?? false,
      agentId: event.agentId ?? null,
      actorId: event.actorId ?? null,
      actorRole: event.actorRole ?? null,
      photoKey: event.photoKey ?? null,
      signatureKey: event.signatureKey ?? null,
      proofLat: event.proofLocation?.lat ?? null,
      proofLng: event.proofLocation?.lng ?? null,
      proofAccuracyM: event.proofLocation?.accuracy_m ?? null,
      proofTakenAt: event.proofLocation ? new Date(event.proofLocation.taken_at) : null,
      createdAt: event.at,
    })
    .returning();
  return row!;
};

/**
 * Moves the shipment with an event: its status, location and delivery time when the event records a place
 * the goods are, its last-event time and version either way. Answers its tracking number.
 */
export const advanceShipmentTo = async (
  tx: DbOrTx,
  shipmentId: string,
  event: NewTravelEvent,
  shipmentStatus: ShipmentStatus | null,
) => {
  const [moved] = await tx
    .update(shipments)
    .set({
      ...(shipmentStatus ? { status: shipmentStatus } : {}),
      ...(shipmentStatus && event.location ? { currentLocation: event.location } : {}),
      ...(shipmentStatus === 'delivered' ? { deliveredAt: event.at } : {}),
      lastEventAt: event.at,
      version: sql`${shipments.version} + 1`,
      updatedAt: event.at,
    })
    .where(eq(shipments.id, shipmentId))
    .returning({ trackingNumber: shipments.trackingNumber });
  return moved;
};

/** A booking with its shipment, as a move answers them. */
export const readBookingWithShipment = async (tx: DbOrTx, bookingId: string) => {
  const [row] = await tx
    .select({ booking: bookings, shipment: shipments })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row!;
};

/** Names the shipment's pickup or delivery agent (a job given), moving its version on. */
export const setShipmentAgent = async (
  tx: DbOrTx,
  shipmentId: string,
  column: { pickupAgentId: string } | { deliveryAgentId: string },
  at: Date,
) => {
  await tx
    .update(shipments)
    .set({ ...column, version: sql`${shipments.version} + 1`, updatedAt: at })
    .where(eq(shipments.id, shipmentId));
};

/** Moves the shipment's version on at `at` (a job step that moves no goods), so open screens reload. */
export const bumpShipmentVersionAt = async (tx: DbOrTx, shipmentId: string, at: Date) => {
  await tx
    .update(shipments)
    .set({ version: sql`${shipments.version} + 1`, updatedAt: at })
    .where(eq(shipments.id, shipmentId));
};

export interface Locked {
  booking: BookingRow;
  shipment: ShipmentRow;
}

/**
 * Locks the booking row, then its shipment row, until the transaction ends. Always in this order, by every
 * caller, so two moves on one booking queue behind each other and never deadlock.
 */
export const lockBooking = async (tx: Tx, bookingId: string): Promise<Locked> => {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  const [shipment] = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.bookingId, bookingId))
    .for('update');
  if (!shipment) throw notFound(BOOKING_NOT_FOUND);
  return { booking, shipment };
};

/** The booking a job belongs to (read without a lock: a job never changes shipment). */
export const bookingOfAssignment = async (tx: Tx, assignmentId: string): Promise<string> => {
  const [row] = await tx
    .select({ bookingId: shipments.bookingId })
    .from(assignments)
    .innerJoin(shipments, eq(shipments.id, assignments.shipmentId))
    .where(eq(assignments.id, assignmentId));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row.bookingId;
};

/** The job's row, locked after its booking and shipment. */
export const lockAssignment = async (tx: Tx, assignmentId: string): Promise<AssignmentRow> => {
  const [row] = await tx.select().from(assignments).where(eq(assignments.id, assignmentId)).for('update');
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row;
};

/** The shipment's open (not completed) job of a kind, if any. */
export const openAssignment = async (tx: Tx, shipmentId: string, kind: AssignmentRow['kind']) => {
  const [row] = await tx
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.shipmentId, shipmentId),
        eq(assignments.kind, kind),
        ne(assignments.status, 'COMPLETED'),
      ),
    )
    .orderBy(desc(assignments.createdAt))
    .limit(1);
  return row ?? null;
};

/** Where the goods were before an exception: the last moving status in the history (domain's exceptionExits). */
export const statusBeforeException = async (
  tx: Tx,
  shipment: ShipmentRow,
): Promise<ShipmentStatus | null> => {
  if (shipment.status !== 'exception') return null;
  const [row] = await tx
    .select({ status: travelEvents.status })
    .from(travelEvents)
    .where(
      and(
        eq(travelEvents.shipmentId, shipment.id),
        inArray(travelEvents.status, [...MOVING_SHIPMENT_STATUSES]),
      ),
    )
    .orderBy(desc(travelEvents.createdAt), desc(travelEvents.id))
    .limit(1);
  return row && isMovingShipmentStatus(row.status) ? row.status : null;
};

/** UKG + 10 random digits, retried on the (10^-10) chance of a clash; the unique index is the backstop. */
export const issueTrackingNumber = async (tx: DbOrTx): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = generateTrackingNumber(randomInt);
    const [clash] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.trackingNumber, candidate));
    if (!clash) return candidate;
  }
  throw new Error('Could not issue a unique tracking number');
};
