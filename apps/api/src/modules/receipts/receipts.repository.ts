import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { receipts } from '../../db/schema.ts';

/** How many receipts a booking has (one row: `n`). */
export const countReceiptsOf = (tx: DbOrTx, bookingId: string) =>
  tx.select({ n: count() }).from(receipts).where(eq(receipts.bookingId, bookingId));

/** Writes a receipt's row, returning it. */
export const insertReceipt = async (tx: DbOrTx, values: typeof receipts.$inferInsert) => {
  const [row] = await tx.insert(receipts).values(values).returning();
  return row;
};
