import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { AGENT_MESSAGES } from '@ukgh/domain';
import { ApiError, api, notifyFailure } from '../../../lib/api-client.ts';
import { fetchWithOfflineCopy, type OfflineCopy } from '../../agent-offline/index.ts';
import { matchPackage } from '../model/warehouse-stages.ts';
import type { WarehousePackageList, WarehouseShipment } from './warehouse-types.ts';

export const warehouseKeys = {
  all: ['agent-warehouse'] as const,
  packages: (status: string | null) => ['agent-warehouse', 'packages', status ?? 'all'] as const,
  deliveryAgents: ['agent-warehouse', 'delivery-agents'] as const,
};

/**
 * GET /agent/warehouse/packages/: the counts by stage and the packages (of one stage when `status` is set). The
 * phone keeps the last answer: without a connection the dashboard opens on it (`savedAt` says from when). The
 * spec's failure toast only from the screen, not from the prefetch as its route opens (`notify: false`).
 */
export const warehousePackagesQuery = (
  status: string | null,
  { notify = true }: { notify?: boolean } = {},
) => ({
  queryKey: warehouseKeys.packages(status),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OfflineCopy<WarehousePackageList>> => {
    try {
      return await fetchWithOfflineCopy(`warehouse-packages:${status ?? 'all'}`, () =>
        api.get<WarehousePackageList>('/agent/warehouse/packages/', {
          silent: true,
          signal,
          query: { status },
        }),
      );
    } catch (error) {
      if (notify) notifyFailure(AGENT_MESSAGES.loadWarehouseShipmentsFailed, error);
      throw error;
    }
  },
});

export const useWarehousePackages = (status: string | null) =>
  useQuery({ ...warehousePackagesQuery(status), placeholderData: keepPreviousData });

/**
 * The package a scanned or typed code names (`?search=` covers tracking numbers and booking codes), or null.
 * The caller reports the outcome ('Package found successfully', 'Package not found', 'Failed to scan package').
 */
export const lookUpPackage = async (
  code: string,
  /** The packages this phone has on screen: asked when there is no connection at all. */
  known: () => WarehouseShipment[],
): Promise<WarehouseShipment | null> => {
  try {
    const list = await api.get<WarehousePackageList>('/agent/warehouse/packages/', {
      silent: true,
      query: { search: code },
    });
    return matchPackage(list.results, code);
  } catch (error) {
    // Offline in a warehouse with poor signal: the parcel is on the last list this phone loaded, and the step
    // waits in the queue until the connection returns.
    const offline = error instanceof ApiError && error.status === 0;
    const match = offline ? matchPackage(known(), code) : null;
    if (match) return match;
    throw error;
  }
};

/** Every package in the dashboard lists this phone holds (any stage), for a scan made offline. */
export const knownPackages = (queryClient: QueryClient): WarehouseShipment[] =>
  queryClient
    .getQueriesData<OfflineCopy<WarehousePackageList>>({ queryKey: warehouseKeys.all })
    .flatMap(([, copy]) => copy?.data.results ?? []);
