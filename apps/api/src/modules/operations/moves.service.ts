import {
  decideAssign,
  decideAssignmentStep,
  decideMove,
  type MoveName,
  type ShipmentStatus,
} from '@ukgh/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AssignmentRow, ShipmentRow } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { Actor } from './actor.ts';
import { refusalError, STALE_MESSAGE } from './moves.errors.ts';
import type { AssignCommand, AssignmentStepCommand, MoveCommand, MoveResult } from './moves.types.ts';
import {
  bookingOfAssignment,
  bumpShipmentVersionAt,
  checkAgent,
  createAssignment,
  hasText,
  lockAssignment,
  lockBooking,
  openAssignment,
  readBookingWithShipment,
  setAssignmentStatus,
  setShipmentAgent,
  statusBeforeException,
  withdrawAssignment,
  writeBookingMove,
  writeShipmentMove,
} from './operations.repository.ts';

export type { AssignCommand, AssignmentStepCommand, MoveCommand, MoveResult } from './moves.types.ts';

/** A client that saw another version of the shipment is refused (409): it acted on a stale screen. */
export const checkVersion = (shipment: ShipmentRow, expected: number | null | undefined) => {
  if (expected != null && expected !== shipment.version) throw conflict(STALE_MESSAGE);
};

/**
 * When a move is recorded: `at` (an agent's phone sends the time the action happened, perhaps long before it
 * had a signal), but never before the last event the shipment already has, so the history (and the public
 * tracker) keep the order in which the moves were made even when a phone's clock runs behind.
 */
export const moveTime = (shipment: ShipmentRow, at: Date | undefined): Date => {
  const when = at ?? new Date();
  const last = shipment.lastEventAt;
  return last && when.getTime() <= last.getTime() ? new Date(last.getTime() + 1) : when;
};

const reload = async (tx: Tx, bookingId: string, move: MoveName | null): Promise<MoveResult> => {
  const row = await readBookingWithShipment(tx, bookingId);
  return { ...row, move };
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

  const at = moveTime(shipment, command.at);
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
      notesPublic: command.notesPublic,
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
  await setShipmentAgent(tx, shipment.id, column, at);
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
    hasProof:
      hasText(command.photoKey) || hasText(command.signatureKey) || command.handover?.method === 'CODE',
    notes: command.notes,
  });
  if (!verdict.allowed) throw refusalError(verdict);
  const at = moveTime(locked.shipment, command.at);
  const assignment = await setAssignmentStatus(tx, actor, bookingId, job, verdict.to, at);
  if (verdict.shipmentMove) {
    await writeShipmentMove(tx, actor, locked, {
      to: verdict.shipmentMove.to as ShipmentStatus,
      move: verdict.shipmentMove.move,
      correction: false,
      eventCode: verdict.shipmentMove.eventCode,
      notes: command.notes,
      notesPublic: command.notesPublic,
      location: command.location,
      deliveryAgentId: job.kind === 'DELIVERY' ? job.agentId : null,
      photoKey: command.photoKey,
      signatureKey: command.signatureKey,
      handover: command.handover,
      proofLocation: command.proofLocation,
      at,
    });
  } else {
    await bumpShipmentVersionAt(tx, locked.shipment.id, at);
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
