import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';

/** The booking id of the shipment `shipmentId`, if there is one. */
export const findShipmentBooking = async (db: DbOrTx, shipmentId: string) => {
  const [shipment] = await db
    .select({ bookingId: shipments.bookingId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return shipment;
};
