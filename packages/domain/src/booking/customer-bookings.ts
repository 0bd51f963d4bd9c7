import { z } from 'zod';
import { cursorQuery, pageQuery } from '../schemas/common.ts';
import { isShipmentStatus, normalizeShipmentStatus, type ShipmentStatus } from '../shipment/statuses.ts';
import { normalizeBookingStatus } from './booking-status.ts';

/**
 * The customer's lists (spec 000 §2 My Bookings, My Shipments, My Packages) and the words they show.
 *
 * Display status of a booking in the customer's lists:
 * - waiting for collection → its My Bookings bucket (see MY_BOOKINGS_BUCKETS below), with 'assigned'
 *   written as the spec's 'confirmed and assigned'
 * - booking CANCELLED → 'cancelled', REJECTED → 'rejected'
 * - once the goods have moved (a shipment status, spec 000 §4 Grouping) → that shipment status, e.g. 'in_transit'
 */
export const CUSTOMER_DISPLAY_STATUSES = [
  'pending',
  'booked',
  'confirmed',
  'confirmed and assigned',
  'cancelled',
  'rejected',
] as const;

export type DisplayStatusInput = BucketInput;

export const customerDisplayStatus = (input: DisplayStatusInput): string => {
  const status = normalizeBookingStatus(input.bookingStatus);
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'REJECTED') return 'rejected';
  if (status !== 'CONFIRMED') return 'pending';
  if (isShipmentStatus(input.shipmentStatus))
    return normalizeShipmentStatus(input.shipmentStatus) ?? 'confirmed';
  const bucket = myBookingsBucketOf(input);
  return bucket === 'assigned' ? 'confirmed and assigned' : (bucket ?? 'confirmed');
};

/** The owner may correct a booking only until someone has acted on it (issue 4). */
export const canCustomerEdit = (status: unknown): boolean => normalizeBookingStatus(status) === 'PENDING';

/** Shipment states in which a confirmed booking is still a booking, not yet a shipment. */
export const PRE_SHIPMENT_STATUSES = ['pending', 'confirmed', 'pickup_assigned'] as const;

/** `all` is every booking whatever its stage, for the dashboard's recent bookings (delivered ones too). */
export const BOOKING_LIST_TABS = ['bookings', 'shipments', 'packages', 'all'] as const;
export type BookingListTab = (typeof BOOKING_LIST_TABS)[number];

/**
 * My Bookings (spec 000 §2): four counters, Pending, Booked, Confirmed and Assigned, and a status filter
 * with the same words ('confirmed and assigned' is the spec's other word for 'assigned'). Every booking
 * still waiting for collection falls in exactly ONE of these buckets, so the counters add up to the
 * bookings in progress and a filter shows exactly what its counter counts:
 * - pending: the customer has booked and we have not reviewed it yet (booking PENDING); it can still be
 *   changed or cancelled.
 * - booked: we accepted the booking (CONFIRMED) but the shipment has not moved from its first state
 *   (shipment `pending`, also stored as `booked`) and no pickup agent is on it.
 * - confirmed: CONFIRMED, the collection is confirmed (shipment `confirmed`), no pickup agent yet.
 * - assigned: CONFIRMED and a pickup agent is on it (or the shipment says `pickup_assigned`), goods
 *   still with the sender.
 * Cancelled and rejected bookings stay in the list (under 'all') but in no counter.
 * The server turns these definitions into SQL and the screens read them; nothing else may decide it.
 */
export const MY_BOOKINGS_BUCKETS = ['pending', 'booked', 'confirmed', 'assigned'] as const;
export type MyBookingsBucket = (typeof MY_BOOKINGS_BUCKETS)[number];

/** One way into a bucket: a booking status, optionally shipment spellings and whether a pickup agent is on it. */
export interface BucketClause {
  booking: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'REJECTED';
  /** Shipment statuses (canonical: synonyms are normalised when written); absent = any. */
  shipment?: readonly ShipmentStatus[];
  /** true = a pickup agent is assigned, false = none; absent = either. */
  pickupAgent?: boolean;
}

/** The shipment status of a confirmed booking that has not moved yet (`booked` is read as `pending`). */
const NOT_MOVED = ['pending'] as const;

/** A bucket is the union of its clauses; the buckets never overlap (the tests check every combination). */
export const MY_BOOKINGS_BUCKET_CLAUSES: Readonly<Record<MyBookingsBucket, readonly BucketClause[]>> = {
  pending: [{ booking: 'PENDING' }],
  booked: [{ booking: 'CONFIRMED', shipment: NOT_MOVED, pickupAgent: false }],
  confirmed: [{ booking: 'CONFIRMED', shipment: ['confirmed'], pickupAgent: false }],
  assigned: [
    { booking: 'CONFIRMED', shipment: [...NOT_MOVED, 'confirmed'], pickupAgent: true },
    { booking: 'CONFIRMED', shipment: ['pickup_assigned'] },
  ],
};

/** The other words the My Bookings filter accepts: the stopped bookings, shown under 'all'. */
const STOPPED_FILTERS: Readonly<Record<string, readonly BucketClause[]>> = {
  cancelled: [{ booking: 'CANCELLED' }],
  rejected: [{ booking: 'REJECTED' }],
};

/** Legacy name kept for callers: what a filter word selects. */
export type BookingFilter = readonly BucketClause[];

export interface BucketInput {
  bookingStatus: unknown;
  shipmentStatus?: unknown;
  hasPickupAgent?: boolean;
}

/** Whether a booking meets one clause (the server asks the same question in SQL). */
export const clauseMatches = (clause: BucketClause, input: BucketInput): boolean => {
  if (normalizeBookingStatus(input.bookingStatus) !== clause.booking) return false;
  // A booking whose shipment row has no status yet has not moved.
  const shipment = normalizeShipmentStatus(input.shipmentStatus) ?? 'pending';
  if (clause.shipment && !clause.shipment.includes(shipment)) return false;
  return clause.pickupAgent === undefined || clause.pickupAgent === Boolean(input.hasPickupAgent);
};

/** The My Bookings bucket of a booking; null when it is in none (cancelled, rejected, or already moving). */
export const myBookingsBucketOf = (input: BucketInput): MyBookingsBucket | null =>
  MY_BOOKINGS_BUCKETS.find((bucket) =>
    MY_BOOKINGS_BUCKET_CLAUSES[bucket].some((c) => clauseMatches(c, input)),
  ) ?? null;

/** Reads a My Bookings filter word (any case; `confirmed_and_assigned` too); 'all' or blank → undefined. */
export const bookingFilterOf = (raw: string | null | undefined): BookingFilter | null | undefined => {
  const key = (raw ?? '').trim().toLowerCase().replaceAll('_', ' ');
  if (key === '' || key === 'all') return undefined;
  const bucket = key === 'confirmed and assigned' ? 'assigned' : key;
  if ((MY_BOOKINGS_BUCKETS as readonly string[]).includes(bucket))
    return MY_BOOKINGS_BUCKET_CLAUSES[bucket as MyBookingsBucket];
  // Own keys only, as a query may say `__proto__` or `constructor`.
  return Object.hasOwn(STOPPED_FILTERS, key) ? STOPPED_FILTERS[key]! : null;
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
  ...cursorQuery,
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
