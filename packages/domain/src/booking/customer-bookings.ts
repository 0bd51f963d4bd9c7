import { z } from 'zod';
import { pageQuery } from '../schemas/common.ts';
import { isShipmentStatus, normalizeShipmentStatus, type ShipmentStatus } from '../shipment/statuses.ts';
import { normalizeBookingStatus } from './booking-status.ts';

/**
 * The customer's lists (spec 000 §2 My Bookings, My Shipments, My Packages) and the words they show.
 *
 * Display status of a booking in the customer's lists:
 * - booking PENDING → 'pending'
 * - booking CANCELLED → 'cancelled', REJECTED → 'rejected'
 * - booking CONFIRMED and the goods still with the sender:
 *   - no pickup agent yet → 'confirmed'
 *   - a pickup agent assigned (or shipment status pickup_assigned) → 'confirmed and assigned'
 * - once the goods have moved (a shipment status, spec 000 §4 Grouping) → that shipment status, e.g. 'in_transit'
 */
export const CUSTOMER_DISPLAY_STATUSES = [
  'pending',
  'confirmed',
  'confirmed and assigned',
  'cancelled',
  'rejected',
] as const;

export interface DisplayStatusInput {
  bookingStatus: unknown;
  shipmentStatus?: unknown;
  hasPickupAgent?: boolean;
}

export const customerDisplayStatus = ({
  bookingStatus,
  shipmentStatus,
  hasPickupAgent = false,
}: DisplayStatusInput): string => {
  const status = normalizeBookingStatus(bookingStatus);
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'REJECTED') return 'rejected';
  if (status !== 'CONFIRMED') return 'pending';
  if (isShipmentStatus(shipmentStatus)) return normalizeShipmentStatus(shipmentStatus) ?? 'confirmed';
  const shipment = normalizeShipmentStatus(shipmentStatus);
  return hasPickupAgent || shipment === 'pickup_assigned' ? 'confirmed and assigned' : 'confirmed';
};

/** The owner may correct a booking only until someone has acted on it (issue 4). */
export const canCustomerEdit = (status: unknown): boolean => normalizeBookingStatus(status) === 'PENDING';

/** Shipment states in which a confirmed booking is still a booking, not yet a shipment. */
export const PRE_SHIPMENT_STATUSES = ['pending', 'confirmed', 'pickup_assigned'] as const;

export const BOOKING_LIST_TABS = ['bookings', 'shipments', 'packages'] as const;
export type BookingListTab = (typeof BOOKING_LIST_TABS)[number];

/**
 * What each My Bookings filter word (and counter) selects. The four counters are Pending, Booked,
 * Confirmed and Assigned: 'booked' is every confirmed booking still waiting for pickup, split into
 * 'confirmed' (no pickup agent yet) and 'assigned' (a pickup agent is on it).
 */
export type BookingFilter =
  | { booking: 'PENDING' | 'CANCELLED' | 'REJECTED' }
  | { booking: 'CONFIRMED'; assigned?: boolean };

const BOOKING_FILTERS: Readonly<Record<string, BookingFilter>> = {
  pending: { booking: 'PENDING' },
  booked: { booking: 'CONFIRMED' },
  confirmed: { booking: 'CONFIRMED', assigned: false },
  assigned: { booking: 'CONFIRMED', assigned: true },
  'confirmed and assigned': { booking: 'CONFIRMED', assigned: true },
  cancelled: { booking: 'CANCELLED' },
  rejected: { booking: 'REJECTED' },
};

/** Reads a My Bookings filter word (any case; `confirmed_and_assigned` too); 'all' or blank → undefined. */
export const bookingFilterOf = (raw: string | null | undefined): BookingFilter | null | undefined => {
  const key = (raw ?? '').trim().toLowerCase().replaceAll('_', ' ');
  if (key === '' || key === 'all') return undefined;
  return BOOKING_FILTERS[key] ?? null;
};

/**
 * The shipment status a filter word names, in any spelling we read (the synonyms of DESIGN §4): statuses are
 * stored canonical, so the filter matches one value. 'all' or blank → undefined; an unknown word → null.
 */
export const shipmentStatusFilterOf = (raw: string | null | undefined): ShipmentStatus | null | undefined => {
  const key = (raw ?? '').trim().toLowerCase();
  if (key === '' || key === 'all') return undefined;
  return normalizeShipmentStatus(key);
};

/** GET /bookings/ query string. */
export const bookingListQuerySchema = z.object({
  ...pageQuery,
  tab: z.enum(BOOKING_LIST_TABS).default('bookings'),
  search: z.string().trim().max(100).optional(),
  status: z.string().trim().max(40).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** Receipts (spec 000 §5): an image or a PDF, at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_MAX_PER_BOOKING = 20;
export const RECEIPT_UPLOAD_MESSAGES = {
  badType: 'Please upload an image or PDF receipt',
  tooLarge: 'File too large. Please upload a receipt smaller than 10MB',
  uploaded: 'Receipt uploaded successfully',
} as const;
