// The customer's bookings queries, without React: the screens' hooks (bookings-api.ts) and the prefetches that
// start a screen's data as its route opens (features/dashboard/api/dashboard-queries.ts, prefetch-on-open.ts) ask for them the same
// way, so a screen finds in the cache what its prefetch read.
import { CUSTOMER_MESSAGES, type Paginated } from '@ukgh/domain';
import { api, notifyFailure } from '../api-client.ts';
import type { BookingDetail, BookingListItem, BookingStats, BookingTab } from './types.ts';

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
  all: CUSTOMER_MESSAGES.fetchBookingsFailed,
};

/** Whether a failure shows the spec's toast: not for a prefetch, as the screen asks again and says so then. */
export interface QueryNotice {
  notify?: boolean;
}

// The spec lets the list come back as a page or a plain array (spec 000 §7); the screens always get a page.
const asPage = <T>(data: CappedPaginated<T> | T[]): CappedPaginated<T> =>
  Array.isArray(data) ? { count: data.length, next: null, previous: null, results: data } : data;

export const fetchBookings = async <T = BookingListItem>(
  filters: BookingFilters,
  signal?: AbortSignal,
  { notify = true }: QueryNotice = {},
) => {
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
    if (notify) notifyFailure(FAILURE_TOASTS[filters.tab], error);
    throw error;
  }
};

/** A page of the caller's bookings, shipments (`tab`) or packages. */
export const bookingsListQuery = <T = BookingListItem>(
  filters: BookingFilters,
  notice: QueryNotice = {},
) => ({
  queryKey: bookingsKeys.list(filters),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBookings<T>(filters, signal, notice),
});

/** The counters: real counts of the caller's own bookings and shipments. */
export const bookingStatsQuery = () => ({
  queryKey: bookingsKeys.stats(),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<BookingStats>('/bookings/stats/', { silent: true, signal }),
});

/** One booking, for its page (features/bookings/api/booking.ts), which decides what a failure means. */
export const bookingQuery = (id: string) => ({
  queryKey: bookingsKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<BookingDetail>(`/bookings/${id}/`, { silent: true, signal }),
});
