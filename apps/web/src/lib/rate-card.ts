import { useQuery } from '@tanstack/react-query';
import type { RateCard } from '@ukgh/domain';
import { api } from './api-client.ts';

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

/** The public rate card (prices, transit times, insurance): the same figures the server quotes with. */
export const useRateCard = () =>
  useQuery({
    queryKey: rateCardKey,
    queryFn: async ({ signal }) => readRateCard(await api.get<unknown>('/rates/', { silent: true, signal })),
    staleTime: 5 * 60_000,
  });

/** [28, 42] → '4–6 weeks'; [5, 10] → '5–10 days'. */
export const describeTransit = ([min, max]: readonly [number, number]): string => {
  if (min >= 14 && min % 7 === 0 && max % 7 === 0) {
    return min === max ? `${min / 7} weeks` : `${min / 7}–${max / 7} weeks`;
  }
  return min === max ? `${min} days` : `${min}–${max} days`;
};
