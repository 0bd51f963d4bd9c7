import { randomUUID } from 'node:crypto';
import type { ShipmentStatus } from '@ukgh/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { agentActions, assignments, shipments, travelEvents, type UserRow } from '../src/db/schema.ts';
import { assignIn } from '../src/modules/operations/moves.service.ts';
import type { TestApp } from './app.ts';
import { confirmBooking, factoryAdmin, type MakeBookingOptions, makeBooking } from './factories.ts';
import { type FilePart, multipart } from './multipart.ts';

/** What every agent action carries: a fresh client id and the time it happened (now unless given). */
export const actionFields = (occurredAt: Date = new Date()) => ({
  client_action_id: randomUUID(),
  occurred_at: occurredAt.toISOString(),
});

/** A confirmed booking of `customer` whose pickup job is given to `agentId` (shipment pickup_assigned). */
export const pickupJob = async (
  db: Db,
  customer: UserRow,
  agentId: string,
  input?: MakeBookingOptions['input'],
) => {
  const { booking } = await makeBooking(db, customer, { input });
  await confirmBooking(db, booking.id, { pickupAgentId: agentId });
  const [shipment] = await db.select().from(shipments).where(eq(shipments.bookingId, booking.id));
  const [job] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.shipmentId, shipment!.id), eq(assignments.kind, 'PICKUP')));
  return { booking, shipment: shipment!, job: job! };
};

/** A booking whose goods stand at `status` in Ghana, with a delivery job given to `agentId`. */
export const deliveryJob = async (
  db: Db,
  customer: UserRow,
  agentId: string,
  status: ShipmentStatus = 'at_ghana_warehouse',
  input?: MakeBookingOptions['input'],
) => {
  const { booking, shipment } = await makeBooking(db, customer, {
    input,
    status: 'CONFIRMED',
    events: [{ status }],
  });
  const admin = await factoryAdmin(db);
  await db.transaction((tx) => assignIn(tx, admin, { bookingId: booking.id, kind: 'DELIVERY', agentId }));
  const [job] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.shipmentId, shipment.id), eq(assignments.kind, 'DELIVERY')));
  return { booking, shipment, job: job! };
};

export const shipmentById = async (db: Db, id: string) =>
  (await db.select().from(shipments).where(eq(shipments.id, id)))[0]!;

/** A shipment's travel events, oldest first. */
export const eventsOf = (db: Db, shipmentId: string) =>
  db
    .select()
    .from(travelEvents)
    .where(eq(travelEvents.shipmentId, shipmentId))
    .orderBy(asc(travelEvents.createdAt), asc(travelEvents.id));

export const actionsOf = (db: Db, userId: string) =>
  db.select().from(agentActions).where(eq(agentActions.userId, userId));

/** A PATCH of a job as JSON, or as multipart when files are given (fields sent as multipart strings). */
export const patchJob = (
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
) => {
  if (Object.keys(files).length === 0)
    return t.app.inject({ method: 'PATCH', url, headers, payload: fields });
  const body = multipart({ ...fields, ...files });
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
