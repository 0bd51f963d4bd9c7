import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookings,
  notificationOutbox,
  receipts,
  travelEvents,
  userNameText,
  users,
} from '../../db/schema.ts';
import { type SearchBranches, searchBranches } from '../../lib/search-branches.ts';
import { containsPattern } from '../shipments/hub.repository.ts';

/**
 * The spec's search: booking code, or the customer's first or last name, as two branches
 * (lib/search-branches.ts): the code and the customer's name, each through its own trigram index (migration
 * 0009).
 */
export const searchOf = (search: string | undefined): SearchBranches | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return searchBranches([
    sql`${bookings.bookingCode} ilike ${pattern}`,
    sql`${bookings.customerId} in (select ${users.id} from ${users} where (${userNameText(users)}) ilike ${pattern})`,
  ]);
};

/** Active pickup agents by name, for the Assign Pickup Agent dialog. */
export const listActivePickupAgents = (db: DbOrTx) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.role, 'PICKUP'), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName));

/** The stored files of a booking's receipts. */
export const listReceiptFileKeys = (tx: DbOrTx, bookingId: string) =>
  tx.select({ key: receipts.fileKey }).from(receipts).where(eq(receipts.bookingId, bookingId));

/** The stored proof files (photo, signature) of a shipment's travel events. */
export const listProofFileKeys = (tx: DbOrTx, shipmentId: string) =>
  tx
    .select({ photo: travelEvents.photoKey, signature: travelEvents.signatureKey })
    .from(travelEvents)
    .where(eq(travelEvents.shipmentId, shipmentId));

/** Queued mails hold the booking only in their payload (no foreign key), so they are deleted by it. */
export const deleteQueuedMailsOfBooking = async (tx: DbOrTx, bookingId: string) => {
  await tx.delete(notificationOutbox).where(sql`${notificationOutbox.payload}->>'booking_id' = ${bookingId}`);
};

/** Deletes the booking's row; what it owns goes with it through ON DELETE CASCADE. */
export const deleteBookingRow = async (tx: DbOrTx, bookingId: string) => {
  await tx.delete(bookings).where(eq(bookings.id, bookingId));
};
