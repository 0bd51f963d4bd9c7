import { COMPANY_DEFAULTS, DEFAULT_RATE_CARD } from '@ukgh/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { currencyRates, settings } from '../db/schema.ts';

/** A new installation starts from the default rate card, company details and GBP→GHS rate. */
export const ensureDefaultSettings = async (db: Db) => {
  await db
    .insert(settings)
    .values([
      { key: 'company', value: COMPANY_DEFAULTS },
      { key: 'rate_card', value: DEFAULT_RATE_CARD },
    ])
    .onConflictDoNothing();
  const [row] = await db.select({ n: count() }).from(currencyRates);
  if ((row?.n ?? 0) === 0)
    await db.insert(currencyRates).values({ rate: String(DEFAULT_RATE_CARD.gbp_to_ghs) });
};
