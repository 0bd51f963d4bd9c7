/** The shapes of the warehouse calls, from the shared contracts (packages/domain/src/contracts/agent-work.ts). */
import type { WarehouseList, WarehouseShipment } from '@ukgh/domain';

export type { WarehouseShipment };
export type WarehousePackageList = WarehouseList;
export type WarehouseCounts = WarehouseList['counts'];
