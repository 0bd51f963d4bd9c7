import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { rateCardKey, readRateCard } from './rate-card-data.ts';

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
