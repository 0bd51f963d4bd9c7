import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type Paginated } from '@ukgh/domain';
import { api, notifyFailure } from '../api-client.ts';
import type { BookingListItem, BookingStats, BookingTab, PackageListItem } from './types.ts';

export const BOOKINGS_PAGE_SIZE = 12;

export interface BookingFilters {
  tab: BookingTab;
  search: string;
  /** '' or 'all' means every status. */
  status: string;
  page: number;
  pageSize?: number;
  /** The keyset cursor of the page reached with Next (wins over `page` on the server). */
  cursor?: string | null;
}

/** A page whose count the server may have capped (`count_capped`: the screen shows "1,000+"). */
export type CappedPaginated<T> = Paginated<T> & { count_capped?: boolean };

export const bookingsKeys = {
  all: ['bookings'] as const,
  lists: () => ['bookings', 'list'] as const,
  list: (filters: BookingFilters) => ['bookings', 'list', filters] as const,
  stats: () => ['bookings', 'stats'] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
  history: (id: string) => ['bookings', 'detail', id, 'history'] as const,
  receipts: (id: string) => ['bookings', 'detail', id, 'receipts'] as const,
  label: (id: string) => ['bookings', 'detail', id, 'label'] as const,
};

const FAILURE_TOASTS: Record<BookingTab, string> = {
  bookings: CUSTOMER_MESSAGES.fetchBookingsFailed,
  shipments: CUSTOMER_MESSAGES.fetchShipmentsFailed,
  packages: CUSTOMER_MESSAGES.fetchPackagesFailed,
};

// The spec lets the list come back as a page or a plain array (spec 000 §7); the screens always get a page.
const asPage = <T>(data: CappedPaginated<T> | T[]): CappedPaginated<T> =>
  Array.isArray(data) ? { count: data.length, next: null, previous: null, results: data } : data;

export const fetchBookings = async <T = BookingListItem>(filters: BookingFilters, signal?: AbortSignal) => {
  try {
    const data = await api.get<CappedPaginated<T> | T[]>('/bookings/', {
      silent: true,
      signal,
      query: {
        tab: filters.tab === 'bookings' ? undefined : filters.tab,
        search: filters.search.trim(),
        status: filters.status === 'all' ? '' : filters.status,
        page: filters.page,
        page_size: filters.pageSize ?? BOOKINGS_PAGE_SIZE,
        cursor: filters.cursor || undefined,
      },
    });
    return asPage(data);
  } catch (error) {
    notifyFailure(FAILURE_TOASTS[filters.tab], error);
    throw error;
  }
};

/** The previous page stays on screen while the next one loads, so a filter change does not flash empty. */
export const useBookings = (filters: BookingFilters) =>
  useQuery({
    queryKey: bookingsKeys.list(filters),
    queryFn: ({ signal }) => fetchBookings(filters, signal),
    placeholderData: keepPreviousData,
  });

/** My Packages: one row per package of the caller's shipments. */
export const usePackages = (filters: Omit<BookingFilters, 'tab'>) =>
  useQuery({
    queryKey: bookingsKeys.list({ ...filters, tab: 'packages' }),
    queryFn: ({ signal }) => fetchBookings<PackageListItem>({ ...filters, tab: 'packages' }, signal),
    placeholderData: keepPreviousData,
  });

/** The counters: real counts of the caller's own bookings and shipments. */
export const useBookingStats = () =>
  useQuery({
    queryKey: bookingsKeys.stats(),
    queryFn: ({ signal }) => api.get<BookingStats>('/bookings/stats/', { silent: true, signal }),
  });
