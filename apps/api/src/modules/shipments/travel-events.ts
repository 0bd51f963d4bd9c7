import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments, travelEvents } from '../../db/schema.ts';

export interface NewTravelEvent {
  status: string;
  code?: string | null;
  location?: string | null;
  notes?: string | null;
  agentId?: string | null;
  actorId?: string | null;
  photoKey?: string | null;
  signatureKey?: string | null;
  at?: Date;
}

/**
 * Every status change goes through here: the event is appended and the shipment's current status,
 * location and last-event time move with it, in the caller's transaction.
 */
export const recordTravelEvent = async (tx: DbOrTx, shipmentId: string, event: NewTravelEvent) => {
  const at = event.at ?? new Date();
  const [row] = await tx
    .insert(travelEvents)
    .values({
      shipmentId,
      status: event.status,
      code: event.code ?? null,
      location: event.location ?? null,
      notes: event.notes ?? null,
      agentId: event.agentId ?? null,
      actorId: event.actorId ?? null,
      photoKey: event.photoKey ?? null,
      signatureKey: event.signatureKey ?? null,
      createdAt: at,
    })
    .returning();
  // Special events (consolidated, exception) are recorded as statuses too: they are where the goods are.
  await tx
    .update(shipments)
    .set({
      status: event.status,
      ...(event.location ? { currentLocation: event.location } : {}),
      lastEventAt: at,
      ...(event.status === 'delivered' ? { deliveredAt: at } : {}),
      updatedAt: at,
    })
    .where(eq(shipments.id, shipmentId));
  return row!;
};
