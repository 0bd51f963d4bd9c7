import {
  type BookingStatus,
  bookingStatusLabel,
  canAdminCancel,
  normalizeBookingStatus,
} from '../booking/booking-status.ts';
import { isRole, type Role } from '../roles.ts';
import { normalizeShipmentStatus, type ShipmentStatus, statusLabel } from '../shipment/statuses.ts';
import type { SpecialEventCode } from '../shipment/travel-history.ts';
import { bookingMovesFrom } from './booking-moves.ts';
import {
  bookingClosedMessage,
  forbiddenRoleMessage,
  illegalMoveMessage,
  MOVE_MESSAGES,
  type MoveRefusalCode,
  noChangeMessage,
  REQUIREMENT_REFUSALS,
  unknownStatusMessage,
} from './move-messages.ts';
import type { MoveName, MoveRequirement, MoveRule } from './move-types.ts';
import { shipmentMovesFrom } from './shipment-moves.ts';

export type MoveEntity = 'booking' | 'shipment';

/** Everything `decideMove` needs to know; statuses in any spelling we accept (they are normalised here). */
export interface MoveRequest {
  actorRole: Role | string;
  /** Which status is to change: the booking's (PENDING…) or its shipment's (pending…). */
  entity: MoveEntity;
  booking: { status: string };
  /**
   * Null before the booking has a shipment. `statusBeforeException` is the last route status in the travel
   * history; it says where a shipment in `exception` may go next.
   */
  shipment: { status: string; statusBeforeException?: string | null } | null;
  to: string;
  reason?: string | null;
  pickupAgentId?: string | null;
  deliveryAgentId?: string | null;
  /** A delivery photo or signature comes with the move. */
  hasProof?: boolean;
  /** An admin sets the status by hand, outside the table; recorded as a correction. */
  correction?: boolean;
  /** The actor is the booking's customer (only asked of customers). */
  ownsBooking?: boolean;
}

export interface MoveAllowed {
  allowed: true;
  entity: MoveEntity;
  move: MoveName;
  /** Canonical statuses: write `to`, never the spelling that came in. */
  from: string;
  to: string;
  requires: readonly MoveRequirement[];
  /** The travel event's code, for the special events the timelines draw apart. */
  eventCode: SpecialEventCode | null;
  /** Record it as an admin's correction (audit entry and travel event say so). */
  correction: boolean;
  /** A booking move that also moves the shipment: confirming makes it confirmed, or pickup_assigned with an agent. */
  shipmentTo: ShipmentStatus | null;
}

export interface MoveRefused {
  allowed: false;
  code: MoveRefusalCode;
  /** A clear message for the user (the server answers with it). */
  reason: string;
  /** An admin could still make this move as a correction, giving a reason (screens may offer it). */
  correctable: boolean;
}

export type MoveVerdict = MoveAllowed | MoveRefused;

/** A move a role may make now: one button on a screen, with the prompts its requirements call for. */
export interface AvailableMove {
  entity: MoveEntity;
  move: MoveName;
  from: string;
  to: string;
  requires: readonly MoveRequirement[];
}

const refuse = (code: MoveRefusalCode, reason: string, correctable = false): MoveRefused => ({
  allowed: false,
  code,
  reason,
  correctable,
});

const SPECIAL_EVENTS: ReadonlySet<string> = new Set<SpecialEventCode>(['exception', 'consolidated']);
const eventCodeOf = (entity: MoveEntity, to: string): SpecialEventCode | null =>
  entity === 'shipment' && SPECIAL_EVENTS.has(to) ? (to as SpecialEventCode) : null;

const hasText = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

interface ReadState {
  role: Role;
  booking: BookingStatus;
  shipment: ShipmentStatus | null;
  before: ShipmentStatus | null;
}

/** Reads the role and the current statuses, or says why it cannot. */
const readState = (request: Omit<MoveRequest, 'to' | 'entity'>): ReadState | MoveRefused => {
  if (!isRole(request.actorRole)) return refuse('FORBIDDEN_ROLE', MOVE_MESSAGES.unknownRole);
  const booking = normalizeBookingStatus(request.booking.status);
  if (!booking) return refuse('UNKNOWN_STATUS', unknownStatusMessage(request.booking.status));
  if (!request.shipment) return { role: request.actorRole, booking, shipment: null, before: null };
  const shipment = normalizeShipmentStatus(request.shipment.status);
  if (!shipment) return refuse('UNKNOWN_STATUS', unknownStatusMessage(request.shipment.status));
  const before = normalizeShipmentStatus(request.shipment.statusBeforeException);
  return { role: request.actorRole, booking, shipment, before };
};

/** A shipment moves only while its booking stands confirmed (DESIGN §4: cancelled and rejected never move). */
const bookingBlocksShipment = (booking: BookingStatus): MoveRefused | null => {
  if (booking === 'PENDING') return refuse('BOOKING_NOT_CONFIRMED', MOVE_MESSAGES.bookingNotConfirmed);
  if (booking === 'REJECTED' || booking === 'CANCELLED') {
    return refuse('BOOKING_CLOSED', bookingClosedMessage(booking));
  }
  return null;
};

interface Target {
  entity: MoveEntity;
  from: string;
  to: string;
  rules: readonly MoveRule<string>[];
  noun: 'booking' | 'package';
  label: (status: string) => string;
}

const readTarget = (state: ReadState, entity: MoveEntity, rawTo: string): Target | MoveRefused => {
  if (entity === 'booking') {
    const to = normalizeBookingStatus(rawTo);
    if (!to) return refuse('UNKNOWN_STATUS', unknownStatusMessage(rawTo));
    const rules = bookingMovesFrom(state.booking);
    return { entity, from: state.booking, to, rules, noun: 'booking', label: bookingStatusLabel };
  }
  const to = normalizeShipmentStatus(rawTo);
  if (!to) return refuse('UNKNOWN_STATUS', unknownStatusMessage(rawTo));
  if (!state.shipment) return refuse('NO_SHIPMENT', MOVE_MESSAGES.noShipment);
  const rules = shipmentMovesFrom(state.shipment, state.before);
  return { entity, from: state.shipment, to, rules, noun: 'package', label: statusLabel };
};

/**
 * A correction fixes the record rather than moving the goods, so it asks for nothing but its reason: an admin
 * recording a delivery whose proof was lost must be able to. It still cannot move the shipment of a booking
 * that is not confirmed; the booking is corrected first.
 */
const decideCorrection = (
  state: ReadState,
  target: Target,
  reason: string | null | undefined,
): MoveVerdict => {
  if (state.role !== 'ADMIN') return refuse('FORBIDDEN_ROLE', MOVE_MESSAGES.correctionAdminOnly);
  const blocked = target.entity === 'shipment' ? bookingBlocksShipment(state.booking) : null;
  if (blocked) return blocked;
  if (!hasText(reason)) return refuse('REASON_REQUIRED', MOVE_MESSAGES.reasonRequired);
  return {
    allowed: true,
    entity: target.entity,
    move: 'correction',
    from: target.from,
    to: target.to,
    requires: ['reason'],
    eventCode: eventCodeOf(target.entity, target.to),
    correction: true,
    shipmentTo: null,
  };
};

/**
 * Everything but the requirements: is there such a move from here, may this role make it, on this booking?
 * Shared by `decideMove` and `availableMoves`, so a button is shown exactly when the server would accept it
 * once its prompts are filled in.
 */
const findMove = (
  state: ReadState,
  target: Target,
  ownsBooking: boolean | undefined,
): MoveRule<string> | MoveRefused => {
  if (target.entity === 'shipment') {
    const blocked = bookingBlocksShipment(state.booking);
    if (blocked) return blocked;
  }
  const rule = target.rules.find((candidate) => candidate.to === target.to);
  if (!rule) {
    return refuse(
      'ILLEGAL_MOVE',
      illegalMoveMessage(target.noun, target.label(target.from), target.label(target.to)),
      state.role === 'ADMIN',
    );
  }
  if (!rule.roles.includes(state.role)) {
    return refuse('FORBIDDEN_ROLE', forbiddenRoleMessage(rule.move, rule.roles), state.role === 'ADMIN');
  }
  if (rule.move === 'customer-cancel' && ownsBooking !== true) {
    return refuse('NOT_YOURS', MOVE_MESSAGES.notYours);
  }
  if (rule.move === 'admin-cancel' && !canAdminCancel(state.booking, state.shipment)) {
    return refuse('ALREADY_PICKED_UP', MOVE_MESSAGES.alreadyPickedUp, true);
  }
  return rule;
};

const isRefusal = (value: object): value is MoveRefused => 'allowed' in value && value.allowed === false;

const missingRequirement = (rule: MoveRule<string>, request: MoveRequest): MoveRefused | null => {
  const given: Record<MoveRequirement, boolean> = {
    reason: hasText(request.reason),
    pickupAgent: hasText(request.pickupAgentId),
    deliveryAgent: hasText(request.deliveryAgentId),
    proof: request.hasProof === true,
  };
  const missing = rule.requires.find((requirement) => !given[requirement]);
  if (!missing) return null;
  const { code, message } = REQUIREMENT_REFUSALS[missing];
  return refuse(code, message);
};

/**
 * May this user make this move now, and if not, why. The one answer for the server's move service, the
 * buttons on every screen and the tests. Checks, in order: the role and statuses can be read; the status
 * changes at all; an admin's correction (any status to any other, with a reason); the booking lets its
 * shipment move; the table has the move; the role may make it; the customer owns the booking; an admin
 * cancels only before pickup; the move's requirements are given.
 */
export const decideMove = (request: MoveRequest): MoveVerdict => {
  const state = readState(request);
  if (isRefusal(state)) return state;
  const target = readTarget(state, request.entity, request.to);
  if (isRefusal(target)) return target;
  if (target.from === target.to) {
    return refuse('NO_CHANGE', noChangeMessage(target.noun, target.label(target.to)));
  }
  if (request.correction) return decideCorrection(state, target, request.reason);

  const rule = findMove(state, target, request.ownsBooking);
  if (isRefusal(rule)) return rule;
  const missing = missingRequirement(rule, request);
  if (missing) return missing;

  const shipmentTo =
    rule.move === 'confirm' ? (hasText(request.pickupAgentId) ? 'pickup_assigned' : 'confirmed') : null;
  return {
    allowed: true,
    entity: target.entity,
    move: rule.move,
    from: target.from,
    to: target.to,
    requires: rule.requires,
    eventCode: eventCodeOf(target.entity, target.to),
    correction: false,
    shipmentTo,
  };
};

export type AvailableMovesRequest = Omit<
  MoveRequest,
  'entity' | 'to' | 'reason' | 'pickupAgentId' | 'deliveryAgentId' | 'hasProof' | 'correction'
>;

/**
 * The moves a role may make from the current state, booking moves first, each with what it will ask for.
 * Corrections are not listed: an admin's "correct status" control is always there, outside these buttons.
 */
export const availableMoves = (request: AvailableMovesRequest): AvailableMove[] => {
  const state = readState(request);
  if (isRefusal(state)) return [];
  const moves: AvailableMove[] = [];
  for (const entity of ['booking', 'shipment'] as const) {
    const current = entity === 'booking' ? state.booking : state.shipment;
    if (!current) continue;
    // Reading the current status as the target gives the rules leaving it.
    const here = readTarget(state, entity, current);
    if (isRefusal(here)) continue;
    for (const candidate of here.rules) {
      const rule = findMove(state, { ...here, to: candidate.to }, request.ownsBooking);
      if (isRefusal(rule)) continue;
      moves.push({ entity, move: rule.move, from: here.from, to: rule.to, requires: rule.requires });
    }
  }
  return moves;
};
