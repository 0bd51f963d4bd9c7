import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AGENT_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { matchPackage } from '../model/warehouse-stages.ts';
import type { WarehousePackageList, WarehouseShipment } from './warehouse-types.ts';

export const warehouseKeys = {
  all: ['agent-warehouse'] as const,
  packages: (status: string | null) => ['agent-warehouse', 'packages', status ?? 'all'] as const,
  deliveryAgents: ['agent-warehouse', 'delivery-agents'] as const,
};

/** GET /agent/warehouse/packages/: the counts by stage and the packages (of one stage when `status` is set). */
export const useWarehousePackages = (status: string | null) =>
  useQuery({
    queryKey: warehouseKeys.packages(status),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<WarehousePackageList>('/agent/warehouse/packages/', {
          silent: true,
          signal,
          query: { status },
        });
      } catch (error) {
        notifyFailure(AGENT_MESSAGES.loadWarehouseShipmentsFailed, error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });

/**
 * The package a scanned or typed code names (`?search=` covers tracking numbers and booking codes), or null.
 * The caller reports the outcome ('Package found successfully', 'Package not found', 'Failed to scan package').
 */
export const lookUpPackage = async (code: string): Promise<WarehouseShipment | null> => {
  const list = await api.get<WarehousePackageList>('/agent/warehouse/packages/', {
    silent: true,
    query: { search: code },
  });
  return matchPackage(list.results, code);
};
