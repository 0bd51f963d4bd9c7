// The rate card's query key and how its answer is read: apart from the query itself (rate-card.ts) because the
// app's entry seeds the card a server-drawn page carries (main.tsx) and must not pull in the API client.
import type { RateCard } from '@ukgh/domain';

type Wrapped = RateCard | { rate_card?: RateCard; rates?: RateCard; gbp_to_ghs?: number };

const isRateCard = (value: unknown): value is RateCard => {
  const levels = (value as RateCard | null)?.service_levels;
  return Boolean(levels?.STANDARD && levels.EXPRESS);
};

/**
 * GET /rates/ answers with the rate card itself or wraps it (`{rate_card}`); the current GBP→GHS rate
 * may sit beside it. Either way the screens get one RateCard whose `gbp_to_ghs` is the current rate.
 */
export const readRateCard = (data: unknown): RateCard => {
  if (isRateCard(data)) return data;
  const wrapped = (data ?? {}) as Exclude<Wrapped, RateCard>;
  const card = wrapped.rate_card ?? wrapped.rates;
  if (!isRateCard(card)) throw new Error('The rate card could not be read');
  return { ...card, gbp_to_ghs: wrapped.gbp_to_ghs ?? card.gbp_to_ghs };
};

export const rateCardKey = ['rates'] as const;
