import { type DeliveryWindowDto, findServiceLevel, SERVICE_LEVELS, type TrackingResult } from '@ukgh/domain';
import type { TrackedEventRow, TrackedPackageRow, TrackedShipmentRow } from './tracking.repository.ts';

/** Both drivers parse json; a driver that hands back text still works. */
const rowsOf = <T>(value: T[] | string | null): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);

/** The spec 000 §3 tracking result, built field by field from the lookup's public columns. */
export const presentTracking = (
  row: TrackedShipmentRow & { deliveryWindow: DeliveryWindowDto },
): TrackingResult => {
  const level = findServiceLevel(row.serviceLevel) ?? SERVICE_LEVELS.STANDARD;
  return {
    tracking_number: row.trackingNumber!,
    // A booking an admin cancelled after confirmation keeps its number; its goods never moved.
    status: row.bookingStatus === 'CANCELLED' ? 'cancelled' : row.shipmentStatus.toLowerCase(),
    booking: {
      booking_code: row.bookingCode,
      sender_address: { name: row.senderName },
      recipient_address: { name: row.recipientName },
      service_level: { code: level.code, name: level.name, label: level.label },
      packages: rowsOf<TrackedPackageRow>(row.packages).map((p) => ({
        description: p.description,
        weight_kg: Number(p.weight_kg),
        qty: p.qty,
      })),
    },
    delivery_window: row.deliveryWindow,
    travel_history: rowsOf<TrackedEventRow>(row.history).map((e) => ({
      status: e.status.toLowerCase(),
      timestamp: new Date(e.created_at).toISOString(),
      location: e.location,
      notes: e.notes,
      code: e.code,
    })),
  };
};
