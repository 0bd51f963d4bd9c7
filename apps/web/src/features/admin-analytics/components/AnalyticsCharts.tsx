import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { type AdminAnalytics, ANALYTICS_STAGE_LABELS, SERVICE_LEVEL_LABELS } from '@ukgh/domain';
import { formatGbp } from '../../../lib/format-money.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { FigureTable } from './FigureTable.tsx';
import { bucketLabel, formatHours } from './format.ts';

const HEIGHT = 260;
const NOTHING = 'No bookings in this period.';

/** Every dataset of GET /admin/analytics/ as a chart and a table of the same numbers. */
export function AnalyticsCharts({ data }: { data: AdminAnalytics }) {
  const series = data.series.map((s) => ({ ...s, label: bucketLabel(s.date, data.bucket) }));
  const funnel = data.funnel.map((f) => ({ ...f, label: ANALYTICS_STAGE_LABELS[f.stage] }));
  const levels = data.service_levels.map((l) => ({ ...l, label: SERVICE_LEVEL_LABELS[l.service_level] }));
  const times = data.stage_times.map((t) => ({
    ...t,
    label: `${ANALYTICS_STAGE_LABELS[t.from]} → ${ANALYTICS_STAGE_LABELS[t.to]}`,
  }));
  const none = data.totals.bookings === 0 ? NOTHING : null;

  return (
    <>
      <ChartPanel
        title="Bookings and value booked"
        empty={none}
        chart={
          <AreaChart
            h={HEIGHT}
            data={series}
            dataKey="label"
            withRightYAxis
            withLegend
            rightYAxisProps={{ width: 56 }}
            series={[
              { name: 'bookings', label: 'Bookings', color: 'brand.6' },
              { name: 'revenue_gbp', label: 'Value booked (£)', color: 'teal.6', yAxisId: 'right' },
            ]}
            curveType="monotone"
          />
        }
        table={
          <FigureTable
            testId="table-series"
            scroll
            caption={`Bookings and value booked by ${data.bucket}: ${data.totals.bookings} bookings worth ${formatGbp(data.totals.revenue_gbp)} at their quoted prices, paid or not`}
            rows={series}
            columns={[
              { label: data.bucket === 'day' ? 'Day' : 'Month', value: (r) => r.label },
              { label: 'Bookings', value: (r) => r.bookings, numeric: true },
              { label: 'Value booked', value: (r) => formatGbp(r.revenue_gbp), numeric: true },
            ]}
          />
        }
      />
      <ChartPanel
        title="Status funnel"
        empty={none}
        chart={
          <BarChart
            h={HEIGHT}
            data={funnel}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[{ name: 'count', label: 'Bookings', color: 'brand.6' }]}
          />
        }
        table={
          <FigureTable
            testId="table-funnel"
            caption="How many of the period's bookings reached each stage"
            rows={funnel}
            columns={[
              { label: 'Stage', value: (r) => r.label },
              { label: 'Bookings', value: (r) => r.count, numeric: true },
            ]}
          />
        }
      />
      <ChartPanel
        title="Service levels"
        empty={none}
        chart={
          <DonutChart
            mx="auto"
            size={200}
            thickness={28}
            withTooltip
            withLabelsLine
            withLabels
            chartLabel={`${data.totals.bookings} bookings`}
            data={levels.map((l, i) => ({
              name: l.label,
              value: l.bookings,
              color: i ? 'teal.6' : 'brand.6',
            }))}
          />
        }
        table={
          <FigureTable
            testId="table-service-levels"
            caption="Bookings and value booked (quoted prices) by service level"
            rows={levels}
            columns={[
              { label: 'Service', value: (r) => r.label },
              { label: 'Bookings', value: (r) => r.bookings, numeric: true },
              { label: 'Value booked', value: (r) => formatGbp(r.revenue_gbp), numeric: true },
            ]}
          />
        }
      />
      <ChartPanel
        title="Time spent per stage"
        empty={
          times.every((t) => t.median_hours === null)
            ? 'No shipment moved between stages in this period.'
            : null
        }
        chart={
          <BarChart
            h={HEIGHT}
            data={times.map((t) => ({ ...t, median_hours: t.median_hours ?? 0 }))}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            series={[{ name: 'median_hours', label: 'Median hours', color: 'brand.6' }]}
          />
        }
        table={
          <FigureTable
            testId="table-stage-times"
            caption="Median hours from one stage to the next"
            rows={times}
            columns={[
              { label: 'Stage', value: (r) => r.label },
              { label: 'Median', value: (r) => formatHours(r.median_hours), numeric: true },
              { label: 'Shipments', value: (r) => r.shipments, numeric: true },
            ]}
          />
        }
      />
      <ChartPanel
        title="Agent throughput"
        empty={data.agents.length === 0 ? 'No pickups or deliveries in this period.' : null}
        chart={
          <BarChart
            h={HEIGHT}
            data={data.agents}
            dataKey="name"
            withLegend
            series={[
              { name: 'pickups', label: 'Pickups', color: 'brand.6' },
              { name: 'deliveries', label: 'Deliveries', color: 'teal.6' },
            ]}
          />
        }
        table={
          <FigureTable
            testId="table-agents"
            caption="Pickups and deliveries completed per agent"
            rows={data.agents}
            columns={[
              { label: 'Agent', value: (r) => r.name },
              { label: 'Pickups', value: (r) => r.pickups, numeric: true },
              { label: 'Deliveries', value: (r) => r.deliveries, numeric: true },
            ]}
          />
        }
      />
    </>
  );
}
