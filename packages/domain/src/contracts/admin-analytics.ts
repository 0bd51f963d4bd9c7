import { z } from 'zod';
import { ANALYTICS_PERIODS, ANALYTICS_STAGES } from './admin-analytics-labels.ts';

export * from './admin-analytics-labels.ts';

/**
 * Admin analytics (spec 001 §2 "Analytics and settings", §3 "Dashboard, analytics, settings"):
 * `GET /admin/analytics/?period=7d|30d|90d|12m` (default 30d).
 *
 * "The period's bookings" are the bookings made from the start of the first bucket (a London day, or a
 * London month for 12m) until now. Revenue is the quoted price in GBP of those bookings, leaving out
 * rejected and cancelled ones (money a booking was priced at, not PAID payments: payments are recorded
 * later and by hand). Stages come from travel events, so a booking counts at each stage its goods reached.
 */
export const analyticsQuerySchema = z.object({ period: z.enum(ANALYTICS_PERIODS).default('30d') });

const amount = z.number();
const count = z.number().int();

export const adminAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  bucket: z.enum(['day', 'month']),
  /** Start of the first bucket (inclusive). */
  from: z.string(),
  /** Every bucket of the period, empty ones with 0; `date` is the London day or month (YYYY-MM-DD). */
  series: z.array(z.object({ date: z.string(), bookings: count, revenue_gbp: amount })),
  totals: z.object({ bookings: count, revenue_gbp: amount }),
  funnel: z.array(z.object({ stage: z.enum(ANALYTICS_STAGES), count })),
  service_levels: z.array(
    z.object({ service_level: z.enum(['STANDARD', 'EXPRESS']), bookings: count, revenue_gbp: amount }),
  ),
  /** Median hours from one stage to the next, over the period's shipments that reached both (null: none). */
  stage_times: z.array(
    z.object({
      from: z.enum(ANALYTICS_STAGES),
      to: z.enum(ANALYTICS_STAGES),
      median_hours: z.number().nullable(),
      shipments: count,
    }),
  ),
  /** Per agent: pickups and deliveries completed in the period (by the event's time). */
  agents: z.array(z.object({ agent_id: z.string(), name: z.string(), pickups: count, deliveries: count })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
