import '@mantine/charts/styles.css';
import { Anchor, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  ANALYTICS_DEFAULT_PERIOD,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
} from '@ukgh/domain';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useAdminAnalytics } from '../api/analytics.ts';

// The charts (recharts, about a hundred KB) are a chunk of their own, so the figures' page draws before them.
const AnalyticsCharts = lazy(() =>
  import('./AnalyticsCharts.tsx').then((m) => ({ default: m.AnalyticsCharts })),
);

/** /admin/analytics (spec 001 §2): every figure from GET /admin/analytics/ for the chosen period. */
export function AdminAnalyticsPage() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(ANALYTICS_DEFAULT_PERIOD);
  const analytics = useAdminAnalytics(period);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} fz="h2" c="brand.9">
          Analytics
        </Title>
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => setPeriod(value as AnalyticsPeriod)}
          data={ANALYTICS_PERIODS.map((p) => ({ value: p, label: ANALYTICS_PERIOD_LABELS[p] }))}
          data-testid="period"
        />
      </Group>
      {analytics.isPending && <PageLoader />}
      {analytics.isError && (
        <Text c="dimmed" fz="sm" data-testid="analytics-error">
          The figures could not be loaded.{' '}
          <Anchor component="button" type="button" fz="sm" onClick={() => analytics.refetch()}>
            Try again
          </Anchor>
        </Text>
      )}
      {analytics.data && !analytics.isError && (
        <Suspense fallback={<PageLoader />}>
          <AnalyticsCharts data={analytics.data} />
        </Suspense>
      )}
    </Stack>
  );
}
