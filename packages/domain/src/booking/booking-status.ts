import { normalizeShipmentStatus } from '../shipment/statuses.ts';

/** What the customer booked, as opposed to where the goods are (DESIGN §4). */
export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** Manage Bookings status filter (spec 001 §2); 'all' means no filter. */
export const ADMIN_BOOKING_FILTERS = ['all', 'PENDING', 'CONFIRMED', 'CANCELLED', 'REJECTED'] as const;
export type AdminBookingFilter = (typeof ADMIN_BOOKING_FILTERS)[number];

/** Booking statuses travel in upper case; lower-case copies from older clients are read the same. */
export const normalizeBookingStatus = (raw: unknown): BookingStatus | null => {
  const key = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (BOOKING_STATUSES as readonly string[]).includes(key) ? (key as BookingStatus) : null;
};

export const bookingStatusLabel = (raw: unknown): string => {
  const status = normalizeBookingStatus(raw);
  return status ? BOOKING_STATUS_LABELS[status] : String(raw ?? '').toUpperCase();
};

/** A customer may cancel only before anyone has acted on the booking (spec 000 §4). */
export const canCustomerCancel = (status: unknown): boolean => normalizeBookingStatus(status) === 'PENDING';

/** Only a pending booking can be confirmed or rejected (spec 001 §4). */
export const canConfirm = (status: unknown): boolean => normalizeBookingStatus(status) === 'PENDING';
export const canReject = (status: unknown): boolean => normalizeBookingStatus(status) === 'PENDING';

/** Shipment states in which the goods are still with the sender. */
const NOT_YET_PICKED_UP = new Set<string>(['pending', 'confirmed', 'pickup_assigned']);

/**
 * An admin cancels a confirmed booking only while the goods are still with the sender (DESIGN §4): once
 * picked up, there is a parcel in our hands to return, not a booking to call off. No shipment status
 * yet counts as not picked up; an unknown status or an exception does not, since we cannot say where the
 * goods are.
 */
export const canAdminCancel = (bookingStatus: unknown, shipmentStatus: unknown): boolean => {
  if (normalizeBookingStatus(bookingStatus) !== 'CONFIRMED') return false;
  if (shipmentStatus == null || shipmentStatus === '') return true;
  return NOT_YET_PICKED_UP.has(normalizeShipmentStatus(shipmentStatus) ?? '');
};
