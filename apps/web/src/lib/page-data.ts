// What a public page the server drew carries (PublicPageData): kept apart from the queries that fetch the same
// data (rate-card.ts, use-company.ts) because the app's entry reads it (main.tsx) and must not pull in the API
// client.
import type { QueryClient } from '@tanstack/react-query';
import type { PublicPageData } from '@ukgh/domain';
import { rateCardKey, readRateCard } from './rate-card-data.ts';

export const companyKey = ['company'] as const;

/**
 * Puts a page's data in the query cache, so the app's first render draws what the page shows. Throws on a
 * rate card it cannot read (the caller then leaves the queries to fetch).
 */
export const seedPageData = (client: QueryClient, data: PublicPageData) => {
  client.setQueryData(rateCardKey, readRateCard(data.rates));
  if (data.company && typeof data.company === 'object') client.setQueryData(companyKey, data.company);
};
