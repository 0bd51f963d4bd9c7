import type { HandoverMethod } from '@ukgh/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  bookings,
  type HandoverCodeRow,
  handoverCodes,
  recipientChoices,
  shipments,
  users,
} from '../../db/schema.ts';

/** The handover row of a booking, locked until the transaction ends (taken after the booking's own lock). */
export const lockHandover = async (tx: Tx, bookingId: string): Promise<HandoverCodeRow | null> => {
  const [row] = await tx
    .select()
    .from(handoverCodes)
    .where(eq(handoverCodes.bookingId, bookingId))
    .for('update');
  return row ?? null;
};

export const readHandover = async (db: DbOrTx, bookingId: string): Promise<HandoverCodeRow | null> => {
  const [row] = await db.select().from(handoverCodes).where(eq(handoverCodes.bookingId, bookingId));
  return row ?? null;
};

/** A new code's hash for this trip out: the tries, lock and any earlier outcome start again. */
export const storeIssuedCode = async (
  tx: DbOrTx,
  bookingId: string,
  code: { hash: string; salt: string; sentTo: string | null; at: Date },
) => {
  const fresh = {
    codeHash: code.hash,
    codeSalt: code.salt,
    sentTo: code.sentTo,
    issuedAt: code.at,
    failedAttempts: 0,
    lockedAt: null,
    voidedAt: null,
    method: null,
    withoutCodeReason: null,
    deliveredAt: null,
    deliveredBy: null,
    updatedAt: code.at,
  };
  await tx
    .insert(handoverCodes)
    .values({ bookingId, ...fresh })
    .onConflictDoUpdate({ target: handoverCodes.bookingId, set: fresh });
};

export const storeFailedAttempt = async (
  tx: DbOrTx,
  bookingId: string,
  failedAttempts: number,
  lockedAt: Date | null,
) => {
  await tx
    .update(handoverCodes)
    .set({ failedAttempts, ...(lockedAt ? { lockedAt } : {}), updatedAt: new Date() })
    .where(eq(handoverCodes.bookingId, bookingId));
};

/** How the delivery was confirmed; the hash goes with it, so a delivered parcel's code is gone for good. */
export const storeOutcome = async (
  tx: DbOrTx,
  bookingId: string,
  outcome: { method: HandoverMethod; reason: string | null; at: Date; by: string | null },
) => {
  const set = {
    codeHash: null,
    codeSalt: null,
    method: outcome.method,
    withoutCodeReason: outcome.reason,
    deliveredAt: outcome.at,
    deliveredBy: outcome.by,
    updatedAt: outcome.at,
  };
  await tx
    .insert(handoverCodes)
    .values({ bookingId, ...set })
    .onConflictDoUpdate({ target: handoverCodes.bookingId, set });
};

/** A cancelled booking's code stops working (its hash is dropped). */
export const voidCode = async (tx: DbOrTx, bookingId: string, at: Date) => {
  await tx
    .update(handoverCodes)
    .set({ codeHash: null, codeSalt: null, voidedAt: at, updatedAt: at })
    .where(and(eq(handoverCodes.bookingId, bookingId), isNotNull(handoverCodes.codeHash)));
};

/** The person the recipient named to receive the parcel for them, if any (their recipient page). */
export const readAlternate = async (db: DbOrTx, bookingId: string) => {
  const [row] = await db
    .select({ name: recipientChoices.alternateName, phone: recipientChoices.alternatePhone })
    .from(recipientChoices)
    .where(eq(recipientChoices.bookingId, bookingId));
  return row?.name && row.phone ? { name: row.name, phone: row.phone } : null;
};

/** The dashboard's review list: deliveries completed without a code, newest first. */
export const listDeliveredWithoutCode = async (db: DbOrTx, limit: number) =>
  db
    .select({
      bookingId: bookings.id,
      bookingCode: bookings.bookingCode,
      trackingNumber: shipments.trackingNumber,
      shipmentStatus: shipments.status,
      agentFirstName: users.firstName,
      agentLastName: users.lastName,
      reason: handoverCodes.withoutCodeReason,
      deliveredAt: handoverCodes.deliveredAt,
    })
    .from(handoverCodes)
    .innerJoin(bookings, eq(bookings.id, handoverCodes.bookingId))
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .leftJoin(users, eq(users.id, handoverCodes.deliveredBy))
    .where(and(eq(handoverCodes.method, 'WITHOUT_CODE'), isNotNull(handoverCodes.deliveredAt)))
    .orderBy(desc(handoverCodes.deliveredAt))
    .limit(limit);

/** How each of these bookings was delivered (the tracker's and History's words). */
export const methodsOf = async (db: DbOrTx, bookingIds: string[]) => {
  if (bookingIds.length === 0) return new Map<string, HandoverCodeRow>();
  const rows = await db.select().from(handoverCodes).where(inArray(handoverCodes.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId, row]));
};
