import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';

interface Props {
  label: string;
  /** A number, or text such as '1,000+' for a capped count. */
  value: number | string | null | undefined;
  icon: ComponentType<{ size?: number | string }>;
  color?: string;
  loading?: boolean;
  testId?: string;
}

/** A counter: a real number from the server, a skeleton while it loads, a dash if it could not load. */
export function StatTile({ label, value, icon: Icon, color = 'brand', loading, testId }: Props) {
  return (
    <Card p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lh={1.3} style={{ letterSpacing: '0.03em' }}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={28} width={40} mt={6} />
          ) : (
            <Text fz={28} fw={800} c="brand.9" lh={1.2} mt={2} data-testid={testId && `${testId}-value`}>
              {value ?? '—'}
            </Text>
          )}
        </div>
        <ThemeIcon
          size={40}
          radius="md"
          variant="light"
          color={color}
          style={{ flexShrink: 0 }}
          visibleFrom="xs"
        >
          <Icon size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** A row of counters above a list; every tile shares the same loading state. */
export function StatTileGrid({ tiles, loading }: { tiles: Omit<Props, 'loading'>[]; loading: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} mb="lg">
      {tiles.map((tile) => (
        <StatTile key={tile.label} {...tile} loading={loading} />
      ))}
    </SimpleGrid>
  );
}
