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
import { toast } from '../../../lib/toast.ts';

export const HUB_PAGE_SIZE = 20;

export interface HubFilterState {
  search: string;
  status: string;
  agent: string;
  date_range: string;
  proof: string;
  consolidated: string;
}

export const NO_FILTERS: HubFilterState = {
  search: '',
  status: 'all',
  agent: 'all',
  date_range: 'all',
  proof: 'all',
  consolidated: 'all',
};

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
export const useBulkAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HubBulkBody) => api.post<HubBulkResult>('/shipments/bulk/', body, { silent: true }),
    onSuccess: (result) => {
      const done =
        result.action === 'assign_delivery'
          ? PACKAGE_MESSAGES.deliveryAgentsAssigned
          : PACKAGE_MESSAGES.markedInTransit;
      if (result.failed.length === 0) toast.success(done);
      else
        toast.error(
          PACKAGE_MESSAGES.bulkActionFailed,
          `${result.succeeded.length} done, ${result.failed.length} not: ${result.failed
            .map((f) => `${f.tracking_number ?? f.booking_code ?? 'unknown'} (${f.reason})`)
            .join('; ')}`,
        );
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
