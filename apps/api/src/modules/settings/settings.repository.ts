import { COMPANY_DEFAULTS, type CompanyInfo, DEFAULT_RATE_CARD, type RateCard } from '@ukgh/domain';
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

/** The newest GBP→GHS rate with when it was set; null before any rate is stored. */
export const latestCurrencyRate = async (db: DbOrTx): Promise<{ rate: number; setAt: Date } | null> => {
  const [row] = await db
    .select({ rate: currencyRates.rate, setAt: currencyRates.createdAt })
    .from(currencyRates)
    .orderBy(desc(currencyRates.createdAt))
    .limit(1);
  return row ? { rate: Number(row.rate), setAt: row.setAt } : null;
};

/** Company details (settings key 'company'); a field never set falls back to the defaults. */
export const getCompanyDetails = async (db: DbOrTx): Promise<CompanyInfo> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'company'));
  const stored = (row?.value ?? {}) as Partial<CompanyInfo>;
  return {
    ...COMPANY_DEFAULTS,
    ...stored,
    uk_address: { ...COMPANY_DEFAULTS.uk_address, ...stored.uk_address },
    gh_address: { ...COMPANY_DEFAULTS.gh_address, ...stored.gh_address },
  };
};
