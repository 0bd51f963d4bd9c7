import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type BookingDetail,
  type HubBulkBody,
  type HubBulkResult,
  type HubFiltersInput,
  type HubList,
  PACKAGE_MESSAGES,
} from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { downloadFile, downloadLabels } from '../../../lib/documents.ts';
import type { HubFilterState } from '../../../lib/hub-filters.ts';
import { toast } from '../../../lib/toast.ts';

export { type HubFilterState, NO_FILTERS } from '../../../lib/hub-filters.ts';

export const HUB_PAGE_SIZE = 20;

/** The filters as the API reads them: 'all' and empty values are left out. */
export const filterQuery = (filters: HubFilterState): HubFiltersInput => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text && text !== 'all') query[key] = text;
  }
  return query as HubFiltersInput;
};

export const hubKeys = {
  all: ['packages-hub'] as const,
  list: (filters: HubFilterState) => ['packages-hub', 'list', filters] as const,
};

/**
 * GET /shipments/: pages follow the server's keyset cursor (`next`), loaded one after another. The spec's
 * failure toast only from the screen, not from the prefetch as its route opens (`notify: false`).
 */
export const hubPackagesQuery = (filters: HubFilterState, { notify = true }: { notify?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: hubKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await api.get<HubList>('/shipments/', {
          silent: true,
          signal,
          query: { ...filterQuery(filters), page_size: HUB_PAGE_SIZE, cursor: pageParam ?? undefined },
        });
      } catch (error) {
        if (notify) notifyFailure(PACKAGE_MESSAGES.loadFailed, error);
        throw error;
      }
    },
    getNextPageParam: (last) =>
      last.next ? new URL(last.next, 'http://x').searchParams.get('cursor') : null,
  });

export const useHubPackages = (filters: HubFilterState) =>
  useInfiniteQuery({ ...hubPackagesQuery(filters), placeholderData: keepPreviousData });

/** POST /shipments/bulk/: the spec's toast when every package moved; otherwise which did not, and why. */
/** '1 of 2 packages done; 1 not: see the list.' */
export const bulkSummary = (result: HubBulkResult) => {
  const total = result.succeeded.length + result.failed.length;
  return `${result.succeeded.length} of ${total} ${total === 1 ? 'package' : 'packages'} done; ${result.failed.length} not: see the list.`;
};

export const useBulkAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HubBulkBody) => api.post<HubBulkResult>('/shipments/bulk/', body, { silent: true }),
    onSuccess: (result) => {
      const done =
        result.action === 'assign_delivery'
          ? PACKAGE_MESSAGES.deliveryAgentsAssigned
          : PACKAGE_MESSAGES.markedInTransit;
      // A partial outcome is listed package by package beside the bar (BulkResult); the toast only sums it up.
      if (result.failed.length === 0) toast.success(done);
      else if (result.succeeded.length === 0)
        toast.error(PACKAGE_MESSAGES.bulkActionFailed, bulkSummary(result));
      else toast.info(bulkSummary(result));
      return queryClient.invalidateQueries();
    },
    onError: (error) => notifyFailure(PACKAGE_MESSAGES.bulkActionFailed, error),
  });
};

/** POST /shipments/search/: the booking with this tracking number or booking code. */
export const findPackage = (code: string) =>
  api.post<BookingDetail>('/shipments/search/', { tracking_number: code }, { silent: true });

const today = () => new Date().toISOString().slice(0, 10);

/** GET /shipments/export.csv with the screen's filters. */
export const downloadCsv = (filters: HubFilterState) => {
  const query = new URLSearchParams(filterQuery(filters) as Record<string, string>).toString();
  return downloadFile(`/shipments/export.csv${query ? `?${query}` : ''}`, `packages-${today()}.csv`, {
    accept: 'text/csv',
  });
};

/** POST /shipments/labels/download/: one PDF with a 4in × 6in label per booking. */
export const printLabels = async (bookingIds: string[]) => {
  try {
    await downloadLabels(bookingIds);
    toast.success(PACKAGE_MESSAGES.labelsPrinted);
  } catch (error) {
    notifyFailure(PACKAGE_MESSAGES.bulkActionFailed, error);
  }
};
