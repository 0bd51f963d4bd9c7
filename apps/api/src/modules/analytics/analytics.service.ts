import { ANALYTICS_STAGES, type AnalyticsPeriod } from '@ukgh/domain';
import type { Db } from '../../db/client.ts';
import { readAnalyticsRows, stagePairs } from './analytics.repository.ts';

/** How each period is cut: daily buckets, or monthly for a year. */
const PERIODS: Record<AnalyticsPeriod, { unit: 'day' | 'month'; buckets: number }> = {
  '7d': { unit: 'day', buckets: 7 },
  '30d': { unit: 'day', buckets: 30 },
  '90d': { unit: 'day', buckets: 90 },
  '12m': { unit: 'month', buckets: 12 },
};

const num = (value: unknown) => Number(value ?? 0);

export const createAnalyticsService = (db: Db) => {
  return {
    async overview(period: AnalyticsPeriod) {
      const { unit, buckets } = PERIODS[period];
      const { from, series, reached, levels, times, agents } = await readAnalyticsRows(db, unit, buckets);
      const byStatus = new Map(reached.map((r) => [r.status, num(r.count)]));
      const total = series.reduce((sum, r) => sum + num(r.bookings), 0);
      return {
        period,
        unit,
        from: new Date(from),
        series: series.map((r) => ({ date: r.date, bookings: num(r.bookings), pence: num(r.pence) })),
        totals: { bookings: total, pence: series.reduce((sum, r) => sum + num(r.pence), 0) },
        funnel: ANALYTICS_STAGES.map((stage) => ({
          stage,
          count: stage === 'booked' ? total : (byStatus.get(stage) ?? 0),
        })),
        serviceLevels: (['STANDARD', 'EXPRESS'] as const).map((level) => {
          const row = levels.find((r) => r.service_level === level);
          return { serviceLevel: level, bookings: num(row?.bookings), pence: num(row?.pence) };
        }),
        stageTimes: stagePairs.map(([fromStage, toStage], i) => {
          const row = times[0] ?? {};
          const median = row[`m${i}`];
          return {
            from: fromStage,
            to: toStage,
            medianHours: median === null || median === undefined ? null : Number(median),
            shipments: num(row[`n${i}`]),
          };
        }),
        agents: agents.map((a) => ({ ...a, pickups: num(a.pickups), deliveries: num(a.deliveries) })),
      };
    },
  };
};

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
export type AnalyticsOverview = Awaited<ReturnType<AnalyticsService['overview']>>;
