/**
 * The shapes of the warehouse calls (AGENT-API.md). Kept here until the agent-server branch's contracts land in
 * `@ukgh/domain`; then this file re-exports those and nothing else changes.
 */
export interface WarehouseShipment {
  id: string;
  tracking_code: string;
  current_status: string;
  version: number;
  created_at: string;
  updated_at: string;
  booking: {
    id: string;
    booking_code: string;
    fragile: boolean;
    customer: { first_name: string; last_name: string; phone_e164: string | null };
    service_level: { code: string; label: string };
    packages_count: number;
    total_weight_kg: number;
    recipient_address: { city: string; region: string };
  };
  delivery_agent: { id: string; first_name: string; last_name: string; name: string } | null;
  status_events: { status: string; created_at: string; note: string | null }[];
  allowed_moves: string[];
}

export interface WarehouseCounts {
  arriving: number;
  at_warehouse: number;
  consolidated: number;
  in_transit: number;
  arrived_ghana: number;
  at_ghana_warehouse: number;
  out_for_delivery: number;
}

export interface WarehousePackageList {
  counts: WarehouseCounts;
  results: WarehouseShipment[];
}
