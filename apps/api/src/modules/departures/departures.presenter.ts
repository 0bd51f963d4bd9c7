import { DEPARTURE_PORTS, type DepartureDto, type DeparturePackageDto } from '@ukgh/domain';
import type { DepartureRow } from '../../db/schema.ts';
import type { PackageSummary } from './departures.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentDeparture = (row: DepartureRow, packageCount: number): DepartureDto => ({
  id: row.id,
  mode: row.mode,
  port: DEPARTURE_PORTS[row.mode],
  carrier: row.carrier,
  vessel_or_flight: row.vesselOrFlight,
  container_or_awb: row.containerOrAwb,
  cut_off_at: row.cutOffAt.toISOString(),
  etd: row.etd.toISOString(),
  eta: row.eta.toISOString(),
  state: row.state,
  departed_at: iso(row.departedAt),
  arrived_at: iso(row.arrivedAt),
  cleared_at: iso(row.clearedAt),
  version: row.version,
  package_count: packageCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const presentDeparturePackage = (row: PackageSummary): DeparturePackageDto => ({
  shipment_id: row.shipmentId,
  tracking_number: row.trackingNumber,
  booking_code: row.bookingCode,
  status: row.status,
  service_level: row.serviceLevel,
  recipient_name: row.recipientName,
  recipient_city: row.recipientCity,
  items: Number(row.items),
  weight_kg: Number(row.weightKg),
});
