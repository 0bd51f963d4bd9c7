import { Badge, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconCircleCheck,
  IconClipboardCheck,
  IconPlane,
  IconUsers,
} from '@tabler/icons-react';
import type { AdminDashboard, PeriodChange } from '@ukgh/domain';
import type { ComponentType } from 'react';
import { formatGbp } from '../../../lib/format-money.ts';
import { changeText, percentChange } from './change.ts';

interface CardSpec {
  key: string;
  label: string;
  value: (d: AdminDashboard) => string;
  icon: ComponentType<{ size?: number | string }>;
  color: string;
  /** The change shown under the figure and what it counts, or a plain note. */
  change?: (d: AdminDashboard) => { change: PeriodChange; of: string; money?: boolean };
  note?: string;
}

const CARDS: CardSpec[] = [
  {
    key: 'total_users',
    label: 'Total users',
    value: (d) => String(d.total_users),
    icon: IconUsers,
    color: 'brand',
    change: (d) => ({ change: d.changes.new_users, of: 'new accounts' }),
  },
  {
    key: 'active_bookings',
    label: 'Active bookings',
    value: (d) => String(d.active_bookings),
    icon: IconCalendarEvent,
    color: 'blue',
    change: (d) => ({ change: d.changes.bookings, of: 'bookings made' }),
  },
  {
    key: 'in_transit',
    label: 'In transit',
    value: (d) => String(d.in_transit),
    icon: IconPlane,
    color: 'indigo',
    note: 'In transit or out for delivery now',
  },
  {
    key: 'delivered_today',
    label: 'Delivered today',
    value: (d) => String(d.delivered_today),
    icon: IconCircleCheck,
    color: 'teal',
    change: (d) => ({ change: d.changes.deliveries, of: 'deliveries' }),
  },
  {
    key: 'revenue_gbp',
    // Money actually paid, which Analytics' value booked (bookings' quoted prices) is not.
    label: 'Revenue received (paid)',
    value: (d) => formatGbp(d.revenue_gbp),
    icon: IconCash,
    color: 'gold',
    change: (d) => ({ change: d.changes.revenue_gbp, of: 'payments received', money: true }),
  },
  {
    key: 'pending_reviews',
    label: 'Pending reviews',
    value: (d) => String(d.pending_reviews),
    icon: IconClipboardCheck,
    color: 'yellow',
    note: 'Bookings waiting to be confirmed or rejected',
  },
];

function ChangeLine({
  change,
  of,
  days,
  money = false,
}: {
  change: PeriodChange;
  of: string;
  days: number;
  money?: boolean;
}) {
  const figure = (n: number) => (money ? formatGbp(n) : String(n));
  const pct = percentChange(change);
  const color = pct === null || pct === 0 ? 'gray' : pct > 0 ? 'teal' : 'red';
  return (
    <Group gap={6} mt={6} wrap="nowrap" align="center">
      <Badge variant="light" color={color} size="sm" data-testid="change" style={{ flexShrink: 0 }}>
        {changeText(change)}
      </Badge>
      <Text fz="xs" c="dimmed" lh={1.3}>
        {of}: {figure(change.current)} in the last {days} days, {figure(change.previous)} in the {days} before
      </Text>
    </Group>
  );
}

/** The six cards of spec 001 §2, each from the server; '—' when the figures could not be loaded. */
export function DashboardCards({ data, loading }: { data: AdminDashboard | undefined; loading: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" mb="xl">
      {CARDS.map(({ key, label, value, icon: Icon, color, change, note }) => (
        <Card key={key} data-testid={`card-${key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
                {label}
              </Text>
              {loading ? (
                <Skeleton height={30} width={80} mt={6} />
              ) : (
                <Text fz={30} fw={800} c="brand.9" lh={1.2} mt={2} data-testid={`card-${key}-value`}>
                  {data ? value(data) : '—'}
                </Text>
              )}
            </div>
            <ThemeIcon size={42} radius="md" variant="light" color={color} style={{ flexShrink: 0 }}>
              <Icon size={22} />
            </ThemeIcon>
          </Group>
          {data && change ? (
            <ChangeLine {...change(data)} days={data.period.days} />
          ) : (
            note && (
              <Text fz="xs" c="dimmed" mt={6}>
                {note}
              </Text>
            )
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
