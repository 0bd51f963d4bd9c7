import { isMovingShipmentStatus, MOVING_SHIPMENT_STATUSES, type ShipmentStatus } from '@ukgh/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type AssignmentRow,
  assignments,
  type BookingRow,
  bookings,
  type ShipmentRow,
  shipments,
  travelEvents,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const ASSIGNMENT_NOT_FOUND = 'Job not found';

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
