import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type BookingRow, payments, receipts, type UserRow, users } from '../../db/schema.ts';
import type { PaymentRow, ReceiptRow } from '../bookings/bookings.repository.ts';

/**
 * The booking's payment row, locked for the caller's transaction (call with the booking row locked first:
 * booking, then payment, the order every writer takes). Every booking gets one when it is made; a booking
 * older than that rule gets its PENDING row here, at its quoted price.
 */
export const lockPayment = async (tx: DbOrTx, booking: BookingRow): Promise<PaymentRow> => {
  const [row] = await tx.select().from(payments).where(eq(payments.bookingId, booking.id)).for('update');
  if (row) return row;
  const [made] = await tx
    .insert(payments)
    .values({ bookingId: booking.id, amountPence: booking.priceQuotePence })
    .returning();
  return made!;
};

/** The payment as stored, or the PENDING one a booking without a row would get (reads never write). */
export const readPayment = async (db: DbOrTx, booking: BookingRow): Promise<PaymentRow> => {
  const [row] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
  return (
    row ?? {
      id: booking.id,
      bookingId: booking.id,
      amountPence: booking.priceQuotePence,
      currency: 'GBP',
      status: 'PENDING',
      method: null,
      reference: null,
      paidAt: null,
      recordedBy: null,
      receiptId: null,
      refundedAt: null,
      refundedBy: null,
      refundReason: null,
      refundRequestedAt: null,
      stripeRefundId: null,
      createdAt: booking.createdAt,
      updatedAt: booking.updatedAt,
    }
  );
};

/** One receipt of this booking, locked; null when the id is not one of its receipts. */
export const lockReceipt = async (tx: DbOrTx, bookingId: string, receiptId: string) => {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
  return row && row.bookingId === bookingId ? row : null;
};

export const bookingReceipts = (db: DbOrTx, bookingId: string): Promise<ReceiptRow[]> =>
  db.select().from(receipts).where(eq(receipts.bookingId, bookingId)).orderBy(asc(receipts.createdAt));

/** The people a payment view names (who recorded, refunded, uploaded, checked), by id. */
export const peopleById = async (db: DbOrTx, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, UserRow>();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u]));
};

/** Writes these changes to a payment's row (and its updated_at), returning the row. */
export const updatePayment = async (tx: DbOrTx, id: string, set: Partial<typeof payments.$inferInsert>) => {
  const [row] = await tx
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
};

/** Writes a receipt's review (status, reviewer, time, reason). */
export const updateReceipt = async (tx: DbOrTx, id: string, set: Partial<typeof receipts.$inferInsert>) => {
  await tx.update(receipts).set(set).where(eq(receipts.id, id));
};

/** The payment a Stripe payment id (kept as its reference) settled, if any. */
export const findPaymentByStripeReference = async (db: DbOrTx, paymentIntent: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, 'CARD_STRIPE'), eq(payments.reference, paymentIntent)))
    .limit(1);
  return row ?? null;
};
