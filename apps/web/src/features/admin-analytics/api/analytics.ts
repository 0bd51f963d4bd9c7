import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics, AnalyticsPeriod } from '@ukgh/domain';
import { api } from '../../../lib/api-client.ts';

/** A failure shows the spec's error toast (api-client); the screen then shows its empty state. */
export const useAdminAnalytics = (period: AnalyticsPeriod) =>
  useQuery({
    queryKey: ['admin-analytics', period],
    queryFn: ({ signal }) => api.get<AdminAnalytics>('/admin/analytics/', { signal, query: { period } }),
    placeholderData: keepPreviousData,
  });
