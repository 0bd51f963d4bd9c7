import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AdminDashboard, AttentionKind } from '@ukgh/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { assignableKinds, type ShipmentChoice } from './assignable.ts';
import { BookingRef } from './BookingRef.tsx';

const KINDS: Record<AttentionKind, { label: string; color: string }> = {
  pending_booking: { label: 'Pending bookings', color: 'yellow' },
  exception: { label: 'Exceptions', color: 'red' },
  receipt: { label: 'Receipts to check', color: 'blue' },
};

/** What needs attention (spec 001 §2): the oldest few of each kind, with how many there are in all. */
export function AttentionList({
  attention,
  onAssign,
}: {
  attention: AdminDashboard['attention'];
  onAssign: (choice: ShipmentChoice) => void;
}) {
  const total = Object.values(attention.counts).reduce((a, b) => a + b, 0);
  return (
    <Card data-testid="attention">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" c="brand.9">
          Needs attention
        </Title>
        <Group gap={6}>
          {(Object.keys(KINDS) as AttentionKind[]).map((kind) => (
            <Badge
              key={kind}
              color={KINDS[kind].color}
              variant="light"
              data-testid={`attention-count-${kind}`}
            >
              {KINDS[kind].label}: {attention.counts[kind]}
            </Badge>
          ))}
        </Group>
      </Group>
      {total === 0 ? (
        <EmptyState
          title="Nothing needs attention"
          description="No pending bookings, exceptions or receipts to check."
        />
      ) : (
        <Stack gap={0}>
          {attention.items.map((item) => (
            <Group
              key={`${item.kind}-${item.booking_id}`}
              justify="space-between"
              wrap="wrap"
              py="xs"
              gap="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="attention-item"
            >
              <div style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs" mb={2}>
                  <Badge size="xs" color={KINDS[item.kind].color}>
                    {KINDS[item.kind].label}
                  </Badge>
                  <Text fz="xs" c="dimmed">
                    since {formatDate(item.since)}
                  </Text>
                </Group>
                <BookingRef {...item} />
                <Text fz="xs" c="dimmed" truncate>
                  {[item.customer_name, item.detail].filter(Boolean).join(' · ')}
                </Text>
              </div>
              {item.kind === 'receipt' && (
                <Button size="xs" variant="light" component={Link} to={item.link} data-testid="check-receipt">
                  Check receipt
                </Button>
              )}
              {assignableKinds(item).length > 0 && (
                <Button size="xs" variant="light" onClick={() => onAssign(item)}>
                  Assign agent
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
