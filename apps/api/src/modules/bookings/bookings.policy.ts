import { seesBookingMoney } from '@ukgh/domain';
import type { SQL } from 'drizzle-orm';
import type { UserRow } from '../../db/schema.ts';
import { allBookings, bookingsOfCustomer, bookingsWithAgentJob, noBookings } from './bookings.repository.ts';

/**
 * Who may see which booking. Every read of a booking (list, stats, details, history, receipts, label,
 * search) adds this condition to a query over `bookings` joined to its `shipments` row, so a booking
 * outside it is simply not found (404, never 403: its existence is not disclosed).
 *
 * - CUSTOMER: their own bookings.
 * - ADMIN and WAREHOUSE: every booking (the back-office and the warehouse hub work on all of them).
 * - PICKUP and DELIVERY: bookings on which they hold a job of their kind, open or completed in the last
 *   AGENT_HISTORY_DAYS (packages/domain agent-access.ts); a job taken from them closes the booking at once.
 */
export const bookingScope = (user: UserRow): SQL => {
  switch (user.role) {
    case 'CUSTOMER':
      return bookingsOfCustomer(user.id);
    case 'ADMIN':
    case 'WAREHOUSE':
      return allBookings;
    case 'PICKUP':
    case 'DELIVERY':
      return bookingsWithAgentJob(user.id, user.role);
    default:
      return noBookings;
  }
};

/**
 * Changes (correct, cancel, upload a receipt) are the owner's alone; the routes already admit customers
 * only, and this condition keeps each customer to their own bookings.
 */
export const ownerScope = (user: UserRow): SQL => bookingsOfCustomer(user.id);

/**
 * A booking's money (its payment, receipts and invoice): whoever sees the booking, except pickup and
 * delivery agents, to whom it is not found.
 */
export const moneyScope = (user: UserRow): SQL =>
  seesBookingMoney(user.role) ? bookingScope(user) : noBookings;
