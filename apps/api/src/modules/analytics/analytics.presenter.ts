import type { AdminAnalytics } from '@ukgh/domain';
import type { AnalyticsOverview } from './analytics.service.ts';

const pounds = (pence: number) => Math.round(pence) / 100;
const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export const presentAnalytics = (o: AnalyticsOverview): AdminAnalytics => ({
  period: o.period,
  bucket: o.unit,
  from: o.from.toISOString(),
  series: o.series.map((r) => ({ date: r.date, bookings: r.bookings, revenue_gbp: pounds(r.pence) })),
  totals: { bookings: o.totals.bookings, revenue_gbp: pounds(o.totals.pence) },
  funnel: o.funnel,
  service_levels: o.serviceLevels.map((r) => ({
    service_level: r.serviceLevel,
    bookings: r.bookings,
    revenue_gbp: pounds(r.pence),
  })),
  stage_times: o.stageTimes.map((r) => ({
    from: r.from,
    to: r.to,
    median_hours: hours(r.medianHours),
    shipments: r.shipments,
  })),
  agents: o.agents,
});
