// The analytics' periods, stages and labels, apart from its contract (admin-analytics.ts): the page draws with
// them, and the contract's module brings zod.
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Readonly<Record<AnalyticsPeriod, string>> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '12m': '12 months',
};

/** The funnel, in the order goods go: 'booked' is every booking of the period, the rest are events. */
export const ANALYTICS_STAGES = [
  'booked',
  'confirmed',
  'picked_up',
  'at_warehouse',
  'in_transit',
  'arrived_ghana',
  'out_for_delivery',
  'delivered',
] as const;
export type AnalyticsStage = (typeof ANALYTICS_STAGES)[number];

export const ANALYTICS_STAGE_LABELS: Readonly<Record<AnalyticsStage, string>> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  picked_up: 'Picked up',
  at_warehouse: 'At warehouse',
  in_transit: 'In transit',
  arrived_ghana: 'Arrived Ghana',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
};

export const SERVICE_LEVEL_LABELS = { STANDARD: 'Ship', EXPRESS: 'Flight' } as const;
