import { DEFAULT_RATE_CARD, type RateCard } from '@ukgh/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currencyRates, settings } from '../../db/schema.ts';

export const getRateCard = async (db: DbOrTx): Promise<RateCard> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'rate_card'));
  return (row?.value as RateCard | undefined) ?? DEFAULT_RATE_CARD;
};

/** The newest GBP→GHS rate; bookings keep the one they were quoted at. */
export const currentGbpToGhs = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select().from(currencyRates).orderBy(desc(currencyRates.createdAt)).limit(1);
  return row ? Number(row.rate) : DEFAULT_RATE_CARD.gbp_to_ghs;
};
