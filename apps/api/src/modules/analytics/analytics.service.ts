import { ANALYTICS_STAGES, type AnalyticsPeriod, type AnalyticsStage, TIME_ZONE } from '@ukgh/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migration-guard.ts';

/** How each period is cut: daily buckets, or monthly for a year. */
const PERIODS: Record<AnalyticsPeriod, { unit: 'day' | 'month'; buckets: number }> = {
  '7d': { unit: 'day', buckets: 7 },
  '30d': { unit: 'day', buckets: 30 },
  '90d': { unit: 'day', buckets: 90 },
  '12m': { unit: 'month', buckets: 12 },
};

// Rejected and cancelled bookings never earn their price (see the contract's comment).
const EARNING = sql`b.status not in ('REJECTED', 'CANCELLED')`;

const num = (value: unknown) => Number(value ?? 0);

export const createAnalyticsService = (db: Db) => {
  const rows = <T>(query: SQL) => rowsOf<T>(db, query);

  return {
    async overview(period: AnalyticsPeriod) {
      const { unit, buckets } = PERIODS[period];
      const step = `1 ${unit}`;
      // Buckets are London days/months; `start` is the first one's start as an instant.
      const bounds = sql`(select
          date_trunc(${unit}, now() at time zone ${TIME_ZONE}) - (${step}::interval * ${buckets - 1}) as first_local,
          date_trunc(${unit}, now() at time zone ${TIME_ZONE}) as last_local) bounds`;
      const start = sql`((select first_local from ${bounds}) at time zone ${TIME_ZONE})`;
      const periodBookings = sql`(select * from bookings where created_at >= ${start})`;

      const [[{ from }], series, reached, levels, times, agents] = await Promise.all([
        rows<{ from: string | Date }>(sql`select ${start} as "from"`),
        rows<{ date: string; bookings: number; pence: number }>(sql`
          select to_char(g, 'YYYY-MM-DD') as date, count(b.id) as bookings,
                 coalesce(sum(b.price_quote_pence) filter (where ${EARNING}), 0) as pence
          from ${bounds}
          cross join lateral generate_series(bounds.first_local, bounds.last_local, ${step}::interval) g
          left join ${periodBookings} b on date_trunc(${unit}, b.created_at at time zone ${TIME_ZONE}) = g
          group by g order by g`),
        rows<{ status: string; count: number }>(sql`
          select te.status, count(distinct te.shipment_id) as count
          from ${periodBookings} b
          join shipments s on s.booking_id = b.id
          join travel_events te on te.shipment_id = s.id
          group by te.status`),
        rows<{ service_level: 'STANDARD' | 'EXPRESS'; bookings: number; pence: number }>(sql`
          select b.service_level, count(*) as bookings,
                 coalesce(sum(b.price_quote_pence) filter (where ${EARNING}), 0) as pence
          from ${periodBookings} b group by b.service_level`),
        rows<Record<string, unknown>>(stageTimes(periodBookings)),
        rows<{ agent_id: string; name: string; pickups: number; deliveries: number }>(sql`
          select u.id as agent_id, trim(u.first_name || ' ' || u.last_name) as name,
                 count(*) filter (where done.kind = 'pickup') as pickups,
                 count(*) filter (where done.kind = 'delivery') as deliveries
          from (
            select coalesce(te.agent_id, s.pickup_agent_id) as agent_id, 'pickup' as kind, te.created_at
            from travel_events te join shipments s on s.id = te.shipment_id where te.status = 'picked_up'
            union all
            select coalesce(te.agent_id, s.delivery_agent_id), 'delivery', te.created_at
            from travel_events te join shipments s on s.id = te.shipment_id where te.status = 'delivered'
          ) done
          join users u on u.id = done.agent_id
          where done.created_at >= ${start}
          group by u.id, u.first_name, u.last_name
          order by name, u.id`),
      ]);

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

const stagePairs = ANALYTICS_STAGES.slice(1).map(
  (to, i) => [ANALYTICS_STAGES[i]!, to] as [AnalyticsStage, AnalyticsStage],
);

/**
 * One row: for each pair of consecutive stages, the median hours from the first time a shipment reached one
 * to the first time it reached the next (m0, m1…) and how many shipments reached both (n0, n1…).
 */
const stageTimes = (periodBookings: SQL) => {
  // Column names are our own stage constants, never input.
  const reachedAt = ANALYTICS_STAGES.slice(1).map((stage) =>
    sql.raw(`, min(te.created_at) filter (where te.status = '${stage}') as ${stage}`),
  );
  const figures = stagePairs.map(([from, to], i) => {
    const hours = sql.raw(`extract(epoch from (${to} - ${from})) / 3600`);
    const both = sql.raw(`${from} is not null and ${to} is not null and ${to} >= ${from}`);
    return sql`${sql.raw(i === 0 ? '' : ', ')}percentile_cont(0.5) within group (order by ${hours}) filter (where ${both}) as ${sql.raw(`m${i}`)}, count(*) filter (where ${both}) as ${sql.raw(`n${i}`)}`;
  });
  return sql`
    with reached as (
      select s.id, b.created_at as booked ${sql.join(reachedAt, sql``)}
      from ${periodBookings} b
      join shipments s on s.booking_id = b.id
      left join travel_events te on te.shipment_id = s.id
      group by s.id, b.created_at
    )
    select ${sql.join(figures, sql``)} from reached`;
};

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
export type AnalyticsOverview = Awaited<ReturnType<AnalyticsService['overview']>>;
