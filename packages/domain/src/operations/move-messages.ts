import { ROLE_LABELS, type Role } from '../roles.ts';
import type { MoveName, MoveRequirement } from './move-types.ts';

/**
 * Why a move is refused, as a code the server maps to an HTTP status (`moveRefusalHttpStatus`) and the
 * screens and tests can tell apart.
 */
export const MOVE_REFUSAL_CODES = [
  'UNKNOWN_STATUS',
  'NO_CHANGE',
  'NO_SHIPMENT',
  'BOOKING_NOT_CONFIRMED',
  'BOOKING_CLOSED',
  'ILLEGAL_MOVE',
  'FORBIDDEN_ROLE',
  'NOT_YOURS',
  'ALREADY_PICKED_UP',
  'REASON_REQUIRED',
  'PICKUP_AGENT_REQUIRED',
  'DELIVERY_AGENT_REQUIRED',
  'PROOF_REQUIRED',
] as const;
export type MoveRefusalCode = (typeof MOVE_REFUSAL_CODES)[number];

/**
 * 400 for what the request lacks, 403 for the wrong role, 404 for someone else's booking (DESIGN §5: "not
 * found or not yours"), 409 for a move the current state does not allow.
 */
export const moveRefusalHttpStatus = (code: MoveRefusalCode): 400 | 403 | 404 | 409 => {
  if (code === 'FORBIDDEN_ROLE') return 403;
  if (code === 'NOT_YOURS') return 404;
  if (code === 'UNKNOWN_STATUS' || code.endsWith('_REQUIRED')) return 400;
  return 409;
};

/**
 * The texts of refusals. The two the spec gives are word for word (spec 001 §5); the others are ours, kept
 * here until they join messages.ts.
 */
export const MOVE_MESSAGES = {
  deliveryAgentRequired: 'Please select a delivery agent for out for delivery status',
  proofRequired: 'Please capture or upload proof',
  reasonRequired: 'Please give a reason',
  pickupAgentRequired: 'Please select a pickup agent',
  noShipment: 'This booking has no package yet',
  bookingNotConfirmed: 'This booking has not been confirmed yet',
  notYours: 'This booking is not yours',
  alreadyPickedUp: 'This booking can no longer be cancelled: the goods have been picked up',
  correctionAdminOnly: 'Only admins can correct a status',
  unknownRole: 'Your role cannot change statuses',
} as const;

export const REQUIREMENT_REFUSALS: Readonly<
  Record<MoveRequirement, { code: MoveRefusalCode; message: string }>
> = {
  reason: { code: 'REASON_REQUIRED', message: MOVE_MESSAGES.reasonRequired },
  pickupAgent: { code: 'PICKUP_AGENT_REQUIRED', message: MOVE_MESSAGES.pickupAgentRequired },
  deliveryAgent: { code: 'DELIVERY_AGENT_REQUIRED', message: MOVE_MESSAGES.deliveryAgentRequired },
  proof: { code: 'PROOF_REQUIRED', message: MOVE_MESSAGES.proofRequired },
};

/** What each move does, to finish "Only … can …". */
const MOVE_PHRASES: Readonly<Record<MoveName, string>> = {
  confirm: 'confirm a booking',
  reject: 'reject a booking',
  'customer-cancel': 'cancel a pending booking',
  'admin-cancel': 'cancel a confirmed booking',
  'assign-pickup': 'assign a pickup agent',
  'complete-pickup': 'mark a package as picked up',
  'receive-uk': 'receive a package at the UK warehouse',
  consolidate: 'consolidate a package',
  depart: 'send a package in transit',
  'arrive-ghana': "record a package's arrival in Ghana",
  'receive-ghana': 'receive a package at the Ghana warehouse',
  'out-for-delivery': 'send a package out for delivery',
  'return-to-warehouse': 'return a package to the Ghana warehouse',
  deliver: 'mark a package as delivered',
  'report-exception': 'report an exception at this stage',
  'resolve-exception': 'move this package on from its exception that way',
  correction: 'correct a status',
};

const pluralRole = (role: Role): string => `${ROLE_LABELS[role].toLowerCase()}s`;

/** "warehouse agents or admins" */
export const rolesPhrase = (roles: readonly Role[]): string => roles.map(pluralRole).join(' or ');

export const forbiddenRoleMessage = (move: MoveName, roles: readonly Role[]): string =>
  `Only ${rolesPhrase(roles)} can ${MOVE_PHRASES[move]}`;

export const illegalMoveMessage = (noun: 'booking' | 'package', from: string, to: string): string =>
  `A ${noun} cannot go from ${from} to ${to}`;

export const noChangeMessage = (noun: 'booking' | 'package', status: string): string =>
  `The ${noun} is already ${status}`;

export const bookingClosedMessage = (status: 'REJECTED' | 'CANCELLED'): string =>
  `This booking was ${status === 'REJECTED' ? 'rejected' : 'cancelled'}; its package cannot move`;

export const unknownStatusMessage = (raw: unknown): string => `Unknown status: ${String(raw ?? '')}`;
