import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, type RecipientChoicesRow, recipientChoices, shipments, users } from '../../db/schema.ts';

/** The booking and shipment a tracking number belongs to. */
export const findByTrackingNumber = async (db: DbOrTx, trackingNumber: string) => {
  const [row] = await db
    .select({ booking: bookings, shipment: shipments })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(eq(shipments.trackingNumber, trackingNumber));
  return row ?? null;
};

export const readChoices = async (db: DbOrTx, bookingId: string): Promise<RecipientChoicesRow | null> => {
  const [row] = await db.select().from(recipientChoices).where(eq(recipientChoices.bookingId, bookingId));
  return row ?? null;
};

export type ChoicesPatch = Partial<
  Pick<
    RecipientChoicesRow,
    'alternateName' | 'alternatePhone' | 'pinLat' | 'pinLng' | 'pinAccuracyM' | 'collectAtWarehouse'
  >
>;

export const writeChoices = async (db: DbOrTx, bookingId: string, patch: ChoicesPatch) => {
  const [row] = await db
    .insert(recipientChoices)
    .values({ bookingId, ...patch })
    .onConflictDoUpdate({ target: recipientChoices.bookingId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  return row!;
};

/** The driver as the recipient may know them: first name and work phone. */
export const readDriver = async (db: DbOrTx, agentId: string) => {
  const [row] = await db
    .select({ firstName: users.firstName, phone: users.phoneE164 })
    .from(users)
    .where(eq(users.id, agentId));
  return row ?? null;
};

/**
 * The booking's recipient digital address: the one stored value `postcode` and `gps_address` both read
 * (the label, the manifest and the delivery agent's card print it).
 */
export const writeRecipientGpsAddress = async (db: DbOrTx, bookingId: string, gpsAddress: string) => {
  await db
    .update(bookings)
    .set({ recipientPostcode: gpsAddress, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
};
