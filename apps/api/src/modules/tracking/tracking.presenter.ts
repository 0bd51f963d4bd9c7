import {
  type DeliveryWindowDto,
  findServiceLevel,
  type HandoverMethod,
  publicPlace,
  SERVICE_LEVELS,
  type TrackingResult,
  trackerDeliveredText,
} from '@ukgh/domain';
import type { TrackedShipmentRow } from './tracking.repository.ts';

/**
 * The spec 000 §3 tracking result, from the lookup's public columns. The packages and the travel history come
 * as JSON already in the result's form (the tracking view the database keeps, migration 0010).
 */
export const presentTracking = (
  row: TrackedShipmentRow,
  deliveryWindow: DeliveryWindowDto,
  handoverMethod: HandoverMethod | null = null,
): TrackingResult => {
  const level = findServiceLevel(row.serviceLevel) ?? SERVICE_LEVELS.STANDARD;
  return {
    // The view holds shipments that have a number.
    tracking_number: row.trackingNumber as string,
    // A booking an admin cancelled after confirmation keeps its number; its goods never moved.
    status:
      row.bookingStatus === 'CANCELLED'
        ? 'cancelled'
        : (row.shipmentStatus.toLowerCase() as TrackingResult['status']),
    booking: {
      booking_code: row.bookingCode,
      sender_address: { name: row.senderName },
      recipient_address: { name: row.recipientName },
      service_level: { code: level.code, name: level.name, label: level.label },
      packages: JSON.parse(row.packagesJson),
    },
    delivery_window: deliveryWindow,
    delivery_confirmation:
      row.shipmentStatus === 'delivered' && row.bookingStatus !== 'CANCELLED'
        ? trackerDeliveredText(handoverMethod)
        : null,
    // The history's notes are public ones only (the view leaves the others out); its places, the town only.
    travel_history: (JSON.parse(row.historyJson) as TrackingResult['travel_history']).map((event) => ({
      ...event,
      location: publicPlace(event.location),
    })),
  };
};
