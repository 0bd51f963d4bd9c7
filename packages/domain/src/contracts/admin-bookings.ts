import { z } from 'zod';
import { ADMIN_BOOKING_FILTERS } from '../booking/booking-status.ts';
import { recipientChoicesSchema } from '../recipient/recipient-page.ts';
import { cursorQuery, pageQuery } from '../schemas/common.ts';
import { bookingDetailSchema, bookingSummarySchema } from './bookings.ts';
import { cappedPaginatedSchema } from './common.ts';
import { quoteLineSchema } from './pricing.ts';

/**
 * Manage Bookings (spec 001 §2): the back-office's list of bookings not yet on the move, its counters, the
 * details dialog and the staff's moves on a booking (confirm, reject, cancel, delete).
 */

export const ADMIN_BOOKINGS_PAGE_SIZE_MAX = 100;

/** GET /admin/bookings/: search by booking code or customer name, a status filter; page_size is capped. */
export const adminBookingListQuerySchema = z.object({
  page: pageQuery.page,
  ...cursorQuery,
  // Capped rather than refused: a screen asking for more simply gets the largest page.
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, ADMIN_BOOKINGS_PAGE_SIZE_MAX)),
  search: z.string().trim().max(100).optional(),
  // Any case: 'pending' and 'PENDING' are the same filter.
  status: z
    .string()
    .trim()
    .transform((v) => (v.toLowerCase() === 'all' ? 'all' : v.toUpperCase()))
    .pipe(z.enum(ADMIN_BOOKING_FILTERS, { error: 'Use all, PENDING, CONFIRMED, CANCELLED or REJECTED' }))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type AdminBookingListQuery = z.input<typeof adminBookingListQuerySchema>;

const customerRefSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone_e164: z.string().nullable(),
});

/** One card of Manage Bookings: the customer's card data plus who booked it. */
export const adminBookingCardSchema = bookingSummarySchema.extend({ customer: customerRefSchema.nullable() });
export type AdminBookingCard = z.infer<typeof adminBookingCardSchema>;

/** The counters above the list (the whole pre-shipment set, whatever the filter and search), each capped. */
export const adminBookingCountersSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
  rejected: z.number().int(),
});
export type AdminBookingCounters = z.infer<typeof adminBookingCountersSchema>;

/** `count` and each counter stop at COUNT_CAP; the flags say which are larger (the screen shows "1,000+"). */
export const adminBookingListSchema = cappedPaginatedSchema(adminBookingCardSchema).extend({
  counters: adminBookingCountersSchema,
  counters_capped: z.object({
    total: z.boolean(),
    pending: z.boolean(),
    confirmed: z.boolean(),
    cancelled: z.boolean(),
    rejected: z.boolean(),
  }),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

/** The Invoice tab: the lines the booking was priced with (pricing engine), which add up to the total. */
export const invoiceSchema = z.object({
  lines: z.array(quoteLineSchema),
  freight_gbp: z.number(),
  insurance_gbp: z.number(),
  total_gbp: z.number(),
  total_ghs: z.number(),
  /** The rate the booking was priced at: GHS = GBP × this. */
  gbp_to_ghs_rate: z.number(),
  /** Chargeable weight of every item together, kg. */
  chargeable_weight_kg: z.number(),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

/** GET /admin/bookings/{id}/: everything the booking details dialog shows. */
export const adminBookingDetailSchema = bookingDetailSchema.extend({
  invoice: invoiceSchema,
  /** What the recipient chose on their page: someone else to receive, a location pin, collection. */
  recipient_choices: recipientChoicesSchema,
  /** The recipient's page (`/r/<token>`), for staff to send by hand; null before a tracking number. */
  recipient_page_path: z.string().nullable(),
  /** An admin may send a new handover code (POST …/handover-code/): the parcel is out for delivery. */
  can_reissue_handover_code: z.boolean(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/** POST …/confirm/: an optional pickup agent (confirmed, or pickup_assigned with one). */
export const confirmBookingBodySchema = z
  .object({ pickup_agent_id: z.uuid({ message: 'Invalid id' }).nullish() })
  .nullish()
  .transform((v) => ({ pickupAgentId: v?.pickup_agent_id ?? null }));
export type ConfirmBookingBody = z.input<typeof confirmBookingBodySchema>;

export const REASON_REQUIRED_MESSAGE = 'Please give a reason';

/** POST …/reject/ and …/cancel/: a reason is required (the customer's mail and screens show it). */
export const reasonBodySchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED_MESSAGE })
    .trim()
    .min(1, REASON_REQUIRED_MESSAGE)
    .max(500, 'Reason must be at most 500 characters'),
});
export type ReasonBody = z.input<typeof reasonBodySchema>;

/** GET /bookings/pickup-agents/: active pickup agents to choose from. */
export const pickupAgentOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_e164: z.string().nullable(),
});
export type PickupAgentOption = z.infer<typeof pickupAgentOptionSchema>;
