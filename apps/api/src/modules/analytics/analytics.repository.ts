import { ANALYTICS_STAGES, type AnalyticsStage, TIME_ZONE } from '@ukgh/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migration-guard.ts';

// Rejected and cancelled bookings never earn their price (see the contract's comment).
const EARNING = sql`b.status not in ('REJECTED', 'CANCELLED')`;

/**
 * The analytics figures' raw rows over the last `buckets` London days or months: the first bucket's start,
 * bookings and pence per bucket, shipments reaching each status, service levels, stage times and agents' jobs.
 */
export const readAnalyticsRows = async (db: Db, unit: 'day' | 'month', buckets: number) => {
  const rows = <T>(query: SQL) => rowsOf<T>(db, query);
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

  return { from, series, reached, levels, times, agents };
};

export const stagePairs = ANALYTICS_STAGES.slice(1).map(
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
