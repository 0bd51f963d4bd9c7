import type { Role } from '../roles.ts';

/**
 * What a move needs besides the right role and state. The server checks them through `decideMove`, the
 * screens read them to open the right prompt (reason prompt, agent picker, proof dialog).
 */
export const MOVE_REQUIREMENTS = ['reason', 'pickupAgent', 'deliveryAgent', 'proof'] as const;
export type MoveRequirement = (typeof MOVE_REQUIREMENTS)[number];

/** The name of each move, as the audit trail and the screens' buttons know it. */
export const MOVE_NAMES = [
  // bookings
  'confirm',
  'reject',
  'customer-cancel',
  'admin-cancel',
  // shipments, in route order
  'assign-pickup',
  'complete-pickup',
  'receive-uk',
  'consolidate',
  'depart',
  'arrive-ghana',
  'receive-ghana',
  'out-for-delivery',
  'return-to-warehouse',
  'deliver',
  'report-exception',
  'resolve-exception',
  // an admin's explicit correction: any status to any other, with a reason
  'correction',
] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

/** One row of a transition table. */
export interface MoveRule<S extends string> {
  from: S;
  to: S;
  move: MoveName;
  roles: readonly Role[];
  requires: readonly MoveRequirement[];
}
