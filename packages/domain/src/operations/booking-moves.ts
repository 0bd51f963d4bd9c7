import type { BookingStatus } from '../booking/booking-status.ts';
import type { MoveRule } from './move-types.ts';

/**
 * The booking transition table (DESIGN §4, spec 000 §4, spec 001 §4):
 *
 *   PENDING ──confirm──▶ CONFIRMED          ADMIN (the shipment becomes confirmed, or pickup_assigned with an agent)
 *   PENDING ──reject──▶ REJECTED            ADMIN, with a reason
 *   PENDING ──customer-cancel──▶ CANCELLED  the booking's own CUSTOMER, no reason (a confirm prompt on screen)
 *   CONFIRMED ──admin-cancel──▶ CANCELLED   ADMIN, with a reason, only while the goods are still with the sender
 *
 * An admin does not cancel a pending booking: the screens offer Reject there (spec 001 §2), which tells the
 * customer we declined rather than that they called it off. REJECTED and CANCELLED are final; only an admin's
 * correction (decide-move.ts) reopens them.
 */
export const BOOKING_MOVES: readonly MoveRule<BookingStatus>[] = [
  { from: 'PENDING', to: 'CONFIRMED', move: 'confirm', roles: ['ADMIN'], requires: [] },
  { from: 'PENDING', to: 'REJECTED', move: 'reject', roles: ['ADMIN'], requires: ['reason'] },
  { from: 'PENDING', to: 'CANCELLED', move: 'customer-cancel', roles: ['CUSTOMER'], requires: [] },
  { from: 'CONFIRMED', to: 'CANCELLED', move: 'admin-cancel', roles: ['ADMIN'], requires: ['reason'] },
];

export const bookingMovesFrom = (from: BookingStatus): MoveRule<BookingStatus>[] =>
  BOOKING_MOVES.filter((rule) => rule.from === from);
