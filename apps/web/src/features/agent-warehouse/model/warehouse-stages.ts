import {
  decideAssign,
  normalizeScannedCode,
  normalizeShipmentStatus,
  type Role,
  type ShipmentStatus,
} from '@ukgh/domain';
import { codeFromScan } from '../../../components/scanner/index.ts';
import type { WarehouseCounts, WarehouseShipment } from '../api/warehouse-types.ts';

/** The dashboard's counters, in route order: each a stage and the status its list filter asks for. */
export const STAGE_TILES: readonly {
  key: keyof WarehouseCounts;
  label: string;
  status: ShipmentStatus;
  side: 'uk' | 'transit' | 'ghana';
}[] = [
  // "Arriving" is a parcel collected by a pickup agent and on its way to the UK warehouse.
  { key: 'arriving', label: 'Arriving', status: 'picked_up', side: 'uk' },
  { key: 'at_warehouse', label: 'At UK warehouse', status: 'at_warehouse', side: 'uk' },
  { key: 'consolidated', label: 'Consolidated', status: 'consolidated', side: 'uk' },
  { key: 'in_transit', label: 'In transit', status: 'in_transit', side: 'transit' },
  { key: 'arrived_ghana', label: 'Arrived in Ghana', status: 'arrived_ghana', side: 'ghana' },
  { key: 'at_ghana_warehouse', label: 'At Ghana warehouse', status: 'at_ghana_warehouse', side: 'ghana' },
  { key: 'out_for_delivery', label: 'Out for delivery', status: 'out_for_delivery', side: 'ghana' },
];

export type WarehouseActionKind = 'receive-uk' | 'consolidate' | 'depart' | 'arrive-ghana' | 'receive-ghana';

export interface WarehouseAction {
  kind: WarehouseActionKind;
  from: ShipmentStatus;
  to: ShipmentStatus;
  /** The button. */
  label: string;
  /** What the parcel is now, for the scan log ("Received at the UK warehouse"). */
  done: string;
}

/**
 * The warehouse's steps (spec 001 §4 "Warehouse screen": AT_UK_WAREHOUSE → CONSOLIDATED → IN_TRANSIT, plus
 * receiving what pickup agents bring in and receiving in Ghana). A button shows only when the package is in the
 * step's `from` state AND the server lists the step's target in `allowed_moves` for this caller, so the rules
 * stay the server's (e.g. a delivery agent's out for delivery is never a warehouse button).
 * Exceptions and returns need a reason and are not warehouse-screen buttons.
 */
export const WAREHOUSE_ACTIONS: readonly WarehouseAction[] = [
  {
    kind: 'receive-uk',
    from: 'picked_up',
    to: 'at_warehouse',
    label: 'Receive at UK warehouse',
    done: 'Received at the UK warehouse',
  },
  {
    kind: 'consolidate',
    from: 'at_warehouse',
    to: 'consolidated',
    label: 'Consolidate',
    done: 'Consolidated',
  },
  {
    kind: 'depart',
    from: 'at_warehouse',
    to: 'in_transit',
    label: 'Mark in transit',
    done: 'In transit',
  },
  {
    kind: 'depart',
    from: 'consolidated',
    to: 'in_transit',
    label: 'Mark in transit',
    done: 'In transit',
  },
  {
    kind: 'arrive-ghana',
    from: 'in_transit',
    to: 'arrived_ghana',
    label: 'Arrived in Ghana',
    done: 'Arrived in Ghana',
  },
  {
    kind: 'receive-ghana',
    from: 'arrived_ghana',
    to: 'at_ghana_warehouse',
    label: 'Receive in Ghana',
    done: 'Received at the Ghana warehouse',
  },
];

type Movable = Pick<WarehouseShipment, 'current_status' | 'allowed_moves'>;

/** The buttons a package shows now, in route order. */
export const actionsFor = (shipment: Movable): WarehouseAction[] => {
  const status = normalizeShipmentStatus(shipment.current_status);
  const allowed = new Set(shipment.allowed_moves.map(normalizeShipmentStatus));
  return WAREHOUSE_ACTIONS.filter((action) => action.from === status && allowed.has(action.to));
};

/** What a scan does in each mode of the scan panel; `lookup` only finds the package. */
export const SCAN_MODES = [
  { value: 'lookup', label: 'Look up', verb: 'looked up', kinds: [] },
  { value: 'receive', label: 'Receive', verb: 'received', kinds: ['receive-uk', 'receive-ghana'] },
  { value: 'consolidate', label: 'Consolidate', verb: 'consolidated', kinds: ['consolidate'] },
  { value: 'depart', label: 'In transit', verb: 'marked in transit', kinds: ['depart'] },
] as const satisfies readonly {
  value: string;
  label: string;
  /** For "UKG… is In Transit: it cannot be received now". */
  verb: string;
  kinds: readonly WarehouseActionKind[];
}[];
export type ScanMode = (typeof SCAN_MODES)[number]['value'];

/** The step a scan in `mode` makes on this package, or null when the package cannot take it now. */
export const scanActionFor = (mode: ScanMode, shipment: Movable): WarehouseAction | null => {
  const kinds: readonly WarehouseActionKind[] = SCAN_MODES.find((m) => m.value === mode)?.kinds ?? [];
  return actionsFor(shipment).find((action) => kinds.includes(action.kind)) ?? null;
};

/** Whether this user may give the package a delivery agent now (the domain's own rule for assignments). */
export const canAssignDelivery = (
  role: Role | undefined,
  shipment: Pick<WarehouseShipment, 'current_status'>,
) =>
  Boolean(role) &&
  decideAssign({
    actorRole: role!,
    kind: 'DELIVERY',
    // Every package on the warehouse list belongs to a confirmed booking (nothing else moves).
    booking: { status: 'CONFIRMED' },
    shipment: { status: shipment.current_status },
  }).allowed;

/** The shared rule: labels print `UKG 1234 567 890`, people type `ukg-1234-567-890` or `bk-abc`. */
export const normalizeCode = (raw: string): string => normalizeScannedCode(raw);

/**
 * The code a typed or scanned text names: the shared scanner's reading (a tracking link's number, a barcode's
 * text), then without spaces and in capitals, so `ukg 1234 567 890` finds UKG1234567890.
 */
export const scanCode = (raw: string): string => normalizeCode(codeFromScan(raw));

/**
 * The package with exactly this tracking or booking code among a search's results. Never a near match: a scan
 * may move the package at once, so a half-typed number must not pick someone else's parcel.
 */
export const matchPackage = (results: readonly WarehouseShipment[], code: string) =>
  results.find(
    (s) => normalizeCode(s.tracking_code) === code || normalizeCode(s.booking.booking_code) === code,
  ) ?? null;
