import { eq, type SQL, sql } from 'drizzle-orm';
import { bookings, shipments, type UserRow } from '../../db/schema.ts';

/**
 * Who may see which booking. Every read of a booking (list, stats, details, history, receipts, label,
 * search) adds this condition to a query over `bookings` joined to its `shipments` row, so a booking
 * outside it is simply not found (404, never 403: its existence is not disclosed).
 *
 * - CUSTOMER: their own bookings.
 * - ADMIN and WAREHOUSE: every booking (the back-office and the warehouse hub work on all of them).
 * - PICKUP: bookings whose shipment has them as pickup agent; DELIVERY: as delivery agent.
 */
export const bookingScope = (user: UserRow): SQL => {
  switch (user.role) {
    case 'CUSTOMER':
      return eq(bookings.customerId, user.id);
    case 'ADMIN':
    case 'WAREHOUSE':
      return sql`true`;
    case 'PICKUP':
      return eq(shipments.pickupAgentId, user.id);
    case 'DELIVERY':
      return eq(shipments.deliveryAgentId, user.id);
    default:
      return sql`false`;
  }
};

/**
 * Changes (correct, cancel, upload a receipt) are the owner's alone; the routes already admit customers
 * only, and this condition keeps each customer to their own bookings.
 */
export const ownerScope = (user: UserRow): SQL => eq(bookings.customerId, user.id);
