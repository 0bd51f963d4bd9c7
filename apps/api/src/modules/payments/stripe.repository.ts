import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stripeCheckoutSessions, stripeEvents } from '../../db/schema.ts';

/** The booking's open Checkout Session for this amount that Stripe still accepts after `until`, if any. */
export const openCheckoutSession = async (
  tx: DbOrTx,
  bookingId: string,
  amountPence: number,
  until: Date,
) => {
  const [row] = await tx
    .select()
    .from(stripeCheckoutSessions)
    .where(
      and(
        eq(stripeCheckoutSessions.bookingId, bookingId),
        eq(stripeCheckoutSessions.status, 'OPEN'),
        eq(stripeCheckoutSessions.amountPence, amountPence),
        gt(stripeCheckoutSessions.expiresAt, until),
      ),
    )
    .orderBy(desc(stripeCheckoutSessions.attempt))
    .limit(1);
  return row ?? null;
};

/** How many sessions the booking has had: the next one's attempt number follows it. */
export const lastCheckoutAttempt = async (tx: DbOrTx, bookingId: string) => {
  const [row] = await tx
    .select({ n: max(stripeCheckoutSessions.attempt) })
    .from(stripeCheckoutSessions)
    .where(eq(stripeCheckoutSessions.bookingId, bookingId));
  return row?.n ?? 0;
};

export const insertCheckoutSession = async (tx: DbOrTx, row: typeof stripeCheckoutSessions.$inferInsert) => {
  const [made] = await tx.insert(stripeCheckoutSessions).values(row).returning();
  return made!;
};

export const findCheckoutSession = async (tx: DbOrTx, sessionId: string) => {
  const [row] = await tx
    .select()
    .from(stripeCheckoutSessions)
    .where(eq(stripeCheckoutSessions.sessionId, sessionId))
    .limit(1);
  return row ?? null;
};

/** The booking's sessions Stripe still accepts, whatever their amount. */
export const liveCheckoutSessions = (tx: DbOrTx, bookingId: string, at: Date) =>
  tx
    .select()
    .from(stripeCheckoutSessions)
    .where(
      and(
        eq(stripeCheckoutSessions.bookingId, bookingId),
        eq(stripeCheckoutSessions.status, 'OPEN'),
        gt(stripeCheckoutSessions.expiresAt, at),
      ),
    );

export const setCheckoutSessionStatus = async (
  tx: DbOrTx,
  id: string,
  status: 'COMPLETE' | 'FAILED' | 'EXPIRED',
) => {
  await tx.update(stripeCheckoutSessions).set({ status }).where(eq(stripeCheckoutSessions.id, id));
};

/**
 * Claims a Stripe event for this transaction: false when its id was applied before (a replay). Two
 * deliveries at once meet on the primary key; the second waits for the first's transaction and then finds
 * the row.
 */
export const claimStripeEvent = async (tx: DbOrTx, eventId: string, type: string) => {
  const rows = await tx
    .insert(stripeEvents)
    .values({ eventId, type, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ eventId: stripeEvents.eventId });
  return rows.length === 1;
};

export const settleStripeEvent = async (
  tx: DbOrTx,
  eventId: string,
  outcome: string,
  bookingId: string | null,
) => {
  await tx.update(stripeEvents).set({ outcome, bookingId }).where(eq(stripeEvents.eventId, eventId));
};
