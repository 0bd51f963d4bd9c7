import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One dataset: its chart with the table of the same numbers right beside it (below it on a phone). */
export function ChartPanel({
  title,
  chart,
  table,
  empty,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  /** When there is nothing to draw, say so instead of an empty chart (the table still shows the zeros). */
  empty?: string | null;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" c="brand.9" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div style={{ minWidth: 0 }}>
          {empty ? (
            <Text c="dimmed" fz="sm">
              {empty}
            </Text>
          ) : (
            chart
          )}
        </div>
        <div style={{ minWidth: 0 }}>{table}</div>
      </SimpleGrid>
    </Paper>
  );
}
