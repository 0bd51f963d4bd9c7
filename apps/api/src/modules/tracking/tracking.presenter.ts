import { type DeliveryWindowDto, findServiceLevel, SERVICE_LEVELS, type TrackingResult } from '@ukgh/domain';
import { asciiJson } from '../../lib/ascii-json.ts';
import type { TrackedShipmentRow } from './tracking.repository.ts';

// Each piece is made ASCII on its own, so the answer they make up is ASCII without a look at the whole.
/** Numbers, codes and statuses: ASCII by their form. */
const json = JSON.stringify;
/** What people wrote (names). */
const written = (value: unknown) => asciiJson(JSON.stringify(value));

// The same windows come back across shipments (the same departures, the same days): each window's escaped
// JSON is kept for the last texts seen, the whole set dropped when it fills.
const windows = new Map<string, string>();
const WINDOWS_KEPT = 1000;
const windowJson = (window: DeliveryWindowDto) => {
  const text = JSON.stringify(window);
  let ascii = windows.get(text);
  if (ascii === undefined) {
    if (windows.size >= WINDOWS_KEPT) windows.clear();
    ascii = asciiJson(text);
    windows.set(text, ascii);
  }
  return ascii;
};

/**
 * The spec 000 §3 tracking result, as the JSON sent, built field by field from the lookup's public columns.
 * The packages and the travel history come as JSON already in the result's form (the tracking view the
 * database keeps, migration 0010) and are put in as they are: parsing and writing them again was most of an
 * uncached lookup's work. The tests read every answer back through `trackingResultSchema`. Every character
 * outside ASCII is written as its escape (asciiJson).
 */
export const presentTrackingJson = (row: TrackedShipmentRow, deliveryWindow: DeliveryWindowDto): string => {
  const level = findServiceLevel(row.serviceLevel) ?? SERVICE_LEVELS.STANDARD;
  // A booking an admin cancelled after confirmation keeps its number; its goods never moved.
  const status: TrackingResult['status'] =
    row.bookingStatus === 'CANCELLED' ? 'cancelled' : row.shipmentStatus.toLowerCase();
  const serviceLevel: TrackingResult['booking']['service_level'] = {
    code: level.code,
    name: level.name,
    label: level.label,
  };
  return (
    `{"tracking_number":${json(row.trackingNumber)},"status":${json(status)},` +
    `"booking":{"booking_code":${json(row.bookingCode)},"sender_address":${written({ name: row.senderName })},` +
    `"recipient_address":${written({ name: row.recipientName })},"service_level":${json(serviceLevel)},` +
    `"packages":${asciiJson(row.packagesJson)}},"delivery_window":${windowJson(deliveryWindow)},` +
    `"travel_history":${asciiJson(row.historyJson)}}`
  );
};
