import { useQuery } from '@tanstack/react-query';
import { type BankHoliday, type CollectionDaysResponse, DEFAULT_COLLECTION_DAYS } from '@ukgh/domain';
import { api } from './api-client.ts';

export const collectionDaysKey = ['collection-days'] as const;

/**
 * The weekdays collections run, as set in Settings (GET /collection-days/). Until they arrive, or if the
 * call fails, the default Monday to Saturday; the server checks the booking against the real ones anyway.
 */
const useCollectionCalendar = () =>
  useQuery({
    queryKey: collectionDaysKey,
    queryFn: ({ signal }) => api.get<CollectionDaysResponse>('/collection-days/', { silent: true, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useCollectionDays = (): readonly number[] =>
  useCollectionCalendar().data?.collection_days ?? DEFAULT_COLLECTION_DAYS;

const NO_HOLIDAYS: readonly BankHoliday[] = [];

/** The UK bank holidays without collections (same call); none until it answers. */
export const useBankHolidays = (): readonly BankHoliday[] =>
  useCollectionCalendar().data?.bank_holidays ?? NO_HOLIDAYS;
