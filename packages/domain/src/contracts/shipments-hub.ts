import { z } from 'zod';
import { STATUS_UPDATE_MESSAGES } from '../messages.ts';
import { HUB_SHIPMENT_STATUSES } from '../shipment/statuses.ts';
import { adminBookingCardSchema } from './admin-bookings.ts';
import { bookingPackageSchema } from './bookings.ts';
import { COUNT_CAP, cappedCountSchema } from './common.ts';

/**
 * The packages hub (spec 001 §2 "Packages", /admin/shipments and /agent/warehouse/shipments): every parcel on
 * the move, with the filters, search, stats cards, bulk actions and CSV export of the spec. One shipment per
 * booking; each card carries every package item of the booking (DESIGN §1: not only the first).
 */

export const HUB_AGENT_FILTERS = ['all', 'pickup', 'delivery', 'unassigned'] as const;
export type HubAgentFilter = (typeof HUB_AGENT_FILTERS)[number];
export const HUB_DATE_RANGES = ['all', 'today', '7d', '30d'] as const;
export type HubDateRange = (typeof HUB_DATE_RANGES)[number];
export const HUB_YES_NO = ['all', 'yes', 'no'] as const;
export type HubYesNo = (typeof HUB_YES_NO)[number];

export const HUB_PAGE_SIZE_MAX = 100;
/** Counts stop here: past it the screen shows "1,000+" rather than every request counting the whole table. */
export const HUB_COUNT_CAP = COUNT_CAP;
export const HUB_SEARCH_MAX = 100;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: message }))
    .optional()
    .or(z.literal('').transform(() => undefined));

/** The filters shared by the list, the stats and the CSV export (one definition, so they match). */
export const hubFiltersSchema = z.object({
  search: z
    .string()
    .trim()
    .max(HUB_SEARCH_MAX, `Search must be at most ${HUB_SEARCH_MAX} characters`)
    .optional(),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum(['all', ...HUB_SHIPMENT_STATUSES] as [string, ...string[]], { error: 'Unknown package status' }),
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  agent: optionalEnum(HUB_AGENT_FILTERS, 'Use all, pickup, delivery or unassigned'),
  date_range: optionalEnum(HUB_DATE_RANGES, 'Use all, today, 7d or 30d'),
  proof: optionalEnum(HUB_YES_NO, 'Use all, yes or no'),
  consolidated: optionalEnum(HUB_YES_NO, 'Use all, yes or no'),
});
export type HubFilters = z.infer<typeof hubFiltersSchema>;
export type HubFiltersInput = z.input<typeof hubFiltersSchema>;

/** GET /shipments/: the filters plus a keyset cursor (from `next`) and a capped page size. */
export const hubListQuerySchema = hubFiltersSchema.extend({
  cursor: z.string().trim().max(200).optional(),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, HUB_PAGE_SIZE_MAX)),
});
export type HubListQuery = z.input<typeof hubListQuerySchema>;

/** One card of the hub: the Manage Bookings card plus every package item and what the hub filters on. */
export const hubShipmentSchema = adminBookingCardSchema.extend({
  shipment_id: z.string(),
  packages: z.array(bookingPackageSchema),
  /** Whole days since the booking was made (spec 001 §2). */
  age_days: z.number().int(),
  has_proof: z.boolean(),
  consolidated: z.boolean(),
  recipient_phone: z.string(),
  pickup_address_line: z.string(),
  delivery_address_line: z.string(),
});
export type HubShipment = z.infer<typeof hubShipmentSchema>;

/** The stats cards: the whole hub (not the filters), each count capped. */
export const hubStatsSchema = z.object({
  total: cappedCountSchema,
  awaiting_pickup: cappedCountSchema,
  in_warehouse: cappedCountSchema,
  in_transit: cappedCountSchema,
  out_for_delivery: cappedCountSchema,
  delivered: cappedCountSchema,
  exceptions: cappedCountSchema,
  cap: z.number().int(),
});
export type HubStats = z.infer<typeof hubStatsSchema>;

export const hubListSchema = z.object({
  /** Matches for the filters, exact up to `count_cap`; `count_capped` when there are more. */
  count: z.number().int(),
  count_capped: z.boolean(),
  count_cap: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(hubShipmentSchema),
  stats: hubStatsSchema,
});
export type HubList = z.infer<typeof hubListSchema>;

export const HUB_BULK_ACTIONS = ['assign_delivery', 'mark_in_transit'] as const;
export type HubBulkAction = (typeof HUB_BULK_ACTIONS)[number];
export const HUB_BULK_MAX = 200;

/** POST /shipments/bulk/: each package moves on its own rules; the answer says which did and why not. */
export const hubBulkBodySchema = z
  .object({
    action: z.enum(HUB_BULK_ACTIONS, { error: 'Use assign_delivery or mark_in_transit' }),
    shipment_ids: z
      .array(z.uuid({ message: 'Invalid id' }), { error: STATUS_UPDATE_MESSAGES.selectPackagesFirst })
      .min(1, STATUS_UPDATE_MESSAGES.selectPackagesFirst)
      .max(HUB_BULK_MAX, `At most ${HUB_BULK_MAX} packages at a time`),
    delivery_agent_id: z.uuid({ message: 'Invalid id' }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'assign_delivery' && !body.delivery_agent_id)
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_agent_id'],
        message: STATUS_UPDATE_MESSAGES.selectDeliveryAgent,
      });
  });
export type HubBulkBody = z.input<typeof hubBulkBodySchema>;

export const hubBulkResultSchema = z.object({
  action: z.enum(HUB_BULK_ACTIONS),
  succeeded: z.array(
    z.object({ shipment_id: z.string(), booking_code: z.string(), tracking_number: z.string().nullable() }),
  ),
  failed: z.array(
    z.object({
      shipment_id: z.string(),
      booking_code: z.string().nullable(),
      tracking_number: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
export type HubBulkResult = z.infer<typeof hubBulkResultSchema>;

/** POST /shipments/search/: a tracking number or (staff) a booking code. */
export const shipmentSearchBodySchema = z.object({
  tracking_number: z
    .string({ error: 'Enter a tracking or booking number' })
    .trim()
    .min(1, 'Enter a tracking or booking number')
    .max(40, 'Enter a tracking or booking number'),
});

/** The CSV export's columns, word for word (spec 001 §3 "CSV export columns"). */
export const HUB_CSV_COLUMNS = [
  'Tracking #',
  'Booking ID',
  'Customer',
  'Status',
  'Pickup Agent',
  'Delivery Agent',
  'Created',
  'Last Updated',
] as const;
