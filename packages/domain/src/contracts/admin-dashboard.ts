import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking/booking-status.ts';
import { PRE_SHIPMENT_STATUSES } from '../booking/customer-bookings.ts';
import { ASSIGNMENT_KINDS } from '../operations/assignments.ts';
import { uuidSchema } from '../schemas/common.ts';
import { SHIPMENT_STATUSES } from '../shipment/statuses.ts';
import { isoDateTime, nullableIsoDateTime } from './common.ts';

/**
 * The admin dashboard (spec 001 §2 "Admin dashboard", §3 "Admin dashboard data"): `GET /admin/dashboard/`,
 * its search box and its agent-assignment modal.
 *
 * Changes compare two windows of DASHBOARD_PERIOD_DAYS: the current one ends now, the previous one ends
 * where the current one starts. Both values are sent, so a screen shows a true percentage, or '—' when the
 * previous value is 0 (no base to compare with).
 */
export const DASHBOARD_PERIOD_DAYS = 30;

/** One figure in the current window and in the one before it. */
export const periodChangeSchema = z.object({ current: z.number(), previous: z.number() });
export type PeriodChange = z.infer<typeof periodChangeSchema>;

/**
 * Where an admin handles a booking: Manage Bookings while it is still with the sender (that screen lists
 * pre-shipment bookings only, spec 001 §2), the packages hub once the goods move.
 */
export const adminBookingLink = (booking: {
  booking_code: string;
  tracking_number: string | null;
  shipment_status: string;
}): string =>
  (PRE_SHIPMENT_STATUSES as readonly string[]).includes(booking.shipment_status) || !booking.tracking_number
    ? `/admin/bookings?search=${encodeURIComponent(booking.booking_code)}`
    : `/admin/shipments?search=${encodeURIComponent(booking.tracking_number)}`;

export const ATTENTION_KINDS = ['pending_booking', 'exception', 'receipt'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** Something an admin should look at, with where to do it (`link`, a web path). */
export const attentionItemSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  booking_id: z.string(),
  booking_code: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  shipment_id: z.string(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  tracking_number: z.string().nullable(),
  customer_name: z.string(),
  /** When it started needing attention: booked, went into exception, receipt uploaded. */
  since: isoDateTime,
  /** The exception's reason or the receipt's file name; null for a pending booking. */
  detail: z.string().nullable(),
  link: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

const countsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<T[number], z.ZodNumber>);

/** What a new installation needs before customers can book and pay (the dashboard's setup checklist). */
export const SETUP_STEPS = ['company', 'bank_details', 'collection_days', 'rate_card'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const adminDashboardSchema = z.object({
  /** Each setup step, true once an admin has saved that section of Settings. */
  setup: z.object(
    Object.fromEntries(SETUP_STEPS.map((step) => [step, z.boolean()])) as Record<SetupStep, z.ZodBoolean>,
  ),
  total_users: z.number().int(),
  /** Pending or confirmed bookings whose goods are not delivered yet. */
  active_bookings: z.number().int(),
  /** Shipments in transit or out for delivery. */
  in_transit: z.number().int(),
  /** Delivered since midnight, UK time. */
  delivered_today: z.number().int(),
  /** Every payment received, in pounds. */
  revenue_gbp: z.number(),
  /** Pending bookings awaiting an admin's confirm or reject. */
  pending_reviews: z.number().int(),
  bookings: countsOf(['total', 'pending', 'confirmed', 'rejected', 'cancelled'] as const),
  /** The shipments of live (pending or confirmed) bookings, by stage. */
  shipments: countsOf(SHIPMENT_STATUSES),
  /** Payments outstanding (of live bookings) and received. */
  payments: countsOf(['pending', 'paid'] as const),
  period: z.object({
    days: z.number().int(),
    current_from: isoDateTime,
    previous_from: isoDateTime,
    to: isoDateTime,
  }),
  changes: z.object({
    /** Accounts created in each window. */
    new_users: periodChangeSchema,
    /** Bookings made in each window. */
    bookings: periodChangeSchema,
    /** Shipments delivered in each window. */
    deliveries: periodChangeSchema,
    /** Payments received in each window, in pounds. */
    revenue_gbp: periodChangeSchema,
  }),
  attention: z.object({
    /** How many of each there are in all (the list holds the oldest few of each). */
    counts: countsOf(ATTENTION_KINDS),
    items: z.array(attentionItemSchema),
  }),
  generated_at: isoDateTime,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The dashboard's search box: a booking by code, tracking number, customer name or phone. */
export const dashboardSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
});

export const dashboardSearchHitSchema = z.object({
  booking_id: z.string(),
  booking_code: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  shipment_id: z.string(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  tracking_number: z.string().nullable(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  created_at: isoDateTime,
  link: z.string(),
});
export type DashboardSearchHit = z.infer<typeof dashboardSearchHitSchema>;
export const DASHBOARD_SEARCH_LIMIT = 8;
export const dashboardSearchResultSchema = z.object({ results: z.array(dashboardSearchHitSchema) });

/** `POST /admin/assign/` (spec 001 §7). */
export const assignAgentBodySchema = z.object({
  shipment_id: uuidSchema,
  agent_id: uuidSchema,
  role: z.enum(ASSIGNMENT_KINDS, { error: 'Role must be PICKUP or DELIVERY' }),
});
/** `POST /admin/assign-pickup/{id}/` and `/admin/assign-delivery/{id}/`: the id is the shipment's. */
export const assignStageBodySchema = z.object({ agent_id: uuidSchema });

export const assignAgentResponseSchema = z.object({
  message: z.string(),
  shipment_id: z.string(),
  booking_id: z.string(),
  role: z.enum(ASSIGNMENT_KINDS),
  agent_id: z.string(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  version: z.number().int(),
  updated_at: nullableIsoDateTime,
});
export type AssignAgentResponse = z.infer<typeof assignAgentResponseSchema>;
