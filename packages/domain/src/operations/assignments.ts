import { normalizeBookingStatus } from '../booking/booking-status.ts';
import { isRole, type Role } from '../roles.ts';
import { normalizeShipmentStatus, type ShipmentStatus } from '../shipment/statuses.ts';
import { decideMove, type MoveAllowed, type MoveRefused, type MoveRequest } from './decide-move.ts';
import {
  bookingClosedMessage,
  MOVE_MESSAGES,
  type MoveRefusalCode,
  rolesPhrase,
  unknownStatusMessage,
} from './move-messages.ts';

/**
 * Pickup and delivery jobs (DESIGN §4, spec 001 §4): ASSIGNED → IN_PROGRESS (Start) → COMPLETED (Complete),
 * one step at a time, never back. A step of the job is also a step of the goods, so the job's rule and the
 * shipment's table are decided together here:
 *
 *   PICKUP   start     nothing moves (the agent is on the way; the shipment stays pickup_assigned)
 *   PICKUP   complete  ⇒ picked_up
 *   DELIVERY start     ⇒ out_for_delivery (the job's agent is the delivery agent)
 *   DELIVERY complete  ⇒ delivered, with proof
 */
export const ASSIGNMENT_STATUSES = ['ASSIGNED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_KINDS = ['PICKUP', 'DELIVERY'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export type AssignmentStep = 'start' | 'complete';

const STEPS: ReadonlyArray<{ from: AssignmentStatus; to: AssignmentStatus; step: AssignmentStep }> = [
  { from: 'ASSIGNED', to: 'IN_PROGRESS', step: 'start' },
  { from: 'IN_PROGRESS', to: 'COMPLETED', step: 'complete' },
];

/** The shipment status each step of a job brings the goods to (null: the goods do not move). */
export const ASSIGNMENT_IMPLIES: Readonly<
  Record<AssignmentKind, Readonly<Record<AssignmentStep, ShipmentStatus | null>>>
> = {
  PICKUP: { start: null, complete: 'picked_up' },
  DELIVERY: { start: 'out_for_delivery', complete: 'delivered' },
};

/** The agent role that does each kind of job (admins may act for them). */
export const ASSIGNMENT_AGENT_ROLE: Readonly<Record<AssignmentKind, Role>> = {
  PICKUP: 'PICKUP',
  DELIVERY: 'DELIVERY',
};

/** Shipment states in which a job of each kind may be given to an agent, and who gives it. */
const ASSIGNABLE: Readonly<
  Record<AssignmentKind, { statuses: readonly ShipmentStatus[]; roles: readonly Role[] }>
> = {
  // The Assign Pickup Agent dialog is the admin's (spec 001 §2); reassigning keeps pickup_assigned.
  PICKUP: { statuses: ['confirmed', 'pickup_assigned'], roles: ['ADMIN'] },
  // The warehouse assigns delivery (POST /agent/warehouse/assign-delivery/, spec 001 §7), from arrival on.
  DELIVERY: { statuses: ['arrived_ghana', 'at_ghana_warehouse'], roles: ['WAREHOUSE', 'ADMIN'] },
};

export const normalizeAssignmentStatus = (raw: unknown): AssignmentStatus | null => {
  const key = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (ASSIGNMENT_STATUSES as readonly string[]).includes(key) ? (key as AssignmentStatus) : null;
};

const refuse = (code: MoveRefusalCode, reason: string): MoveRefused => ({
  allowed: false,
  code,
  reason,
  correctable: false,
});

const ASSIGNMENT_MESSAGES = {
  notAssignable: 'A job of this kind cannot be assigned at this stage',
  illegalStep: 'A job moves only from Assigned to In Progress to Completed',
  notYours: 'This job is not assigned to you',
} as const;

/** Jobs exist only for a confirmed booking: none is given or moved on a pending, rejected or cancelled one. */
const bookingNotConfirmed = (raw: string): MoveRefused | null => {
  const status = normalizeBookingStatus(raw);
  if (status === 'CONFIRMED') return null;
  if (status === 'PENDING') return refuse('BOOKING_NOT_CONFIRMED', MOVE_MESSAGES.bookingNotConfirmed);
  if (status) return refuse('BOOKING_CLOSED', bookingClosedMessage(status));
  return refuse('UNKNOWN_STATUS', unknownStatusMessage(raw));
};

export interface AssignRequest {
  actorRole: Role | string;
  kind: AssignmentKind;
  booking: { status: string };
  shipment: { status: string };
}

export type AssignVerdict = { allowed: true; shipmentTo: ShipmentStatus | null } | MoveRefused;

/**
 * May this user give this shipment a job of this kind now. A first pickup assignment also moves the shipment
 * to pickup_assigned (`shipmentTo`); the caller passes that through `decideMove` like any move.
 */
export const decideAssign = ({ actorRole, kind, booking, shipment }: AssignRequest): AssignVerdict => {
  const rule = ASSIGNABLE[kind];
  if (!isRole(actorRole) || !rule.roles.includes(actorRole)) {
    return refuse(
      'FORBIDDEN_ROLE',
      `Only ${rolesPhrase(rule.roles)} can assign a ${kind.toLowerCase()} agent`,
    );
  }
  const closed = bookingNotConfirmed(booking.status);
  if (closed) return closed;
  const status = normalizeShipmentStatus(shipment.status);
  if (!status) return refuse('UNKNOWN_STATUS', unknownStatusMessage(shipment.status));
  if (!rule.statuses.includes(status)) return refuse('ILLEGAL_MOVE', ASSIGNMENT_MESSAGES.notAssignable);
  return {
    allowed: true,
    shipmentTo: kind === 'PICKUP' && status === 'confirmed' ? 'pickup_assigned' : null,
  };
};

export interface AssignmentStepRequest {
  actorRole: Role | string;
  kind: AssignmentKind;
  from: string;
  to: string;
  /** The actor is the job's agent (only asked of agents; admins act on any job). */
  isAssignedAgent: boolean;
  /** The job's agent: the delivery agent when a delivery starts. */
  agentId: string;
  booking: { status: string };
  shipment: { status: string; statusBeforeException?: string | null };
  hasProof?: boolean;
  notes?: string | null;
}

export type AssignmentStepVerdict =
  | {
      allowed: true;
      step: AssignmentStep;
      from: AssignmentStatus;
      to: AssignmentStatus;
      /** The shipment move to make in the same transaction; null when the goods do not move (or are there already). */
      shipmentMove: MoveAllowed | null;
    }
  | MoveRefused;

/**
 * May this user take this job one step further now. When the step moves the goods, the shipment move is
 * decided by `decideMove` with the job's agent and proof, so the same rules and messages apply (a delivery
 * completed without proof is refused with 'Please capture or upload proof').
 */
export const decideAssignmentStep = (request: AssignmentStepRequest): AssignmentStepVerdict => {
  const { actorRole, kind } = request;
  if (actorRole !== 'ADMIN' && actorRole !== ASSIGNMENT_AGENT_ROLE[kind]) {
    return refuse(
      'FORBIDDEN_ROLE',
      `Only ${rolesPhrase([ASSIGNMENT_AGENT_ROLE[kind], 'ADMIN'])} can update this job`,
    );
  }
  if (actorRole !== 'ADMIN' && !request.isAssignedAgent)
    return refuse('NOT_YOURS', ASSIGNMENT_MESSAGES.notYours);
  const from = normalizeAssignmentStatus(request.from);
  const to = normalizeAssignmentStatus(request.to);
  if (!from) return refuse('UNKNOWN_STATUS', unknownStatusMessage(request.from));
  if (!to) return refuse('UNKNOWN_STATUS', unknownStatusMessage(request.to));
  const rule = STEPS.find((candidate) => candidate.from === from && candidate.to === to);
  if (!rule) return refuse(from === to ? 'NO_CHANGE' : 'ILLEGAL_MOVE', ASSIGNMENT_MESSAGES.illegalStep);

  const closed = bookingNotConfirmed(request.booking.status);
  if (closed) return closed;
  const shipmentTo = ASSIGNMENT_IMPLIES[kind][rule.step];
  if (!shipmentTo || normalizeShipmentStatus(request.shipment.status) === shipmentTo) {
    return { allowed: true, step: rule.step, from, to, shipmentMove: null };
  }
  const move: MoveRequest = {
    actorRole,
    entity: 'shipment',
    booking: request.booking,
    shipment: request.shipment,
    to: shipmentTo,
    deliveryAgentId: kind === 'DELIVERY' ? request.agentId : null,
    hasProof: request.hasProof,
    reason: request.notes,
  };
  const verdict = decideMove(move);
  if (!verdict.allowed) return verdict;
  return { allowed: true, step: rule.step, from, to, shipmentMove: verdict };
};

/**
 * A job still open after its window has closed is overdue, so the agent and the office see it before the
 * customer calls. Without an end, the window's start counts; a job with no window is never overdue.
 */
export const isJobOverdue = (
  job: { status: AssignmentStatus; windowStart: Date | null; windowEnd: Date | null },
  now: Date = new Date(),
): boolean => {
  if (job.status === 'COMPLETED') return false;
  const due = job.windowEnd ?? job.windowStart;
  return due !== null && due.getTime() < now.getTime();
};
