import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconBan,
  IconCalendar,
  IconCheck,
  IconCurrencyPound,
  IconEye,
  IconPackage,
  IconRoute,
  IconTrash,
  IconTruck,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import type { AdminBookingCard as Booking } from '@ukgh/domain';
import { Fact } from '../../../components/ui/Fact.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { agentName, formatGbp, serviceLevelText } from '../../../lib/bookings/display.ts';
import { formatDate } from '../../../lib/format-date.ts';
import type { BookingActions } from './booking-actions.ts';
import { paymentStatusText } from './payment-status.ts';

const PAYMENT_COLORS: Record<string, string> = { PAID: 'green', PENDING: 'yellow', REFUNDED: 'gray' };

export interface BookingHandlers {
  onView: () => void;
  onConfirm: () => void;
  onReject: () => void;
  onCancel: () => void;
  onDelete: () => void;
  onUpdateStatus: () => void;
}

const AGENTS = [
  ['pickup_agent', 'Pickup'],
  ['warehouse_agent', 'Warehouse'],
  ['delivery_agent', 'Delivery'],
] as const;

/** One Manage Bookings card (spec 001 §2): code, status, customer, date, service, pieces, price and whether it is paid, agents. */
export function AdminBookingCard({
  booking,
  actions,
  ...on
}: { booking: Booking; actions: BookingActions } & BookingHandlers) {
  const agents = AGENTS.flatMap(([key, label]) => {
    const name = agentName(booking[key]);
    return name ? [`${label}: ${name}`] : [];
  });
  return (
    <Card
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
      data-testid="admin-booking-card"
      data-code={booking.booking_code}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={800} c="brand.9" ff="monospace" fz="lg">
            {booking.booking_code}
          </Text>
          <StatusBadge status={booking.status.toLowerCase()} label={booking.status_display} />
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Fact icon={<IconUser size={16} />} label="Customer">
            {booking.customer?.full_name ?? '—'}
          </Fact>
          <Fact icon={<IconCalendar size={16} />} label="Date">
            {formatDate(booking.created_at)}
          </Fact>
          <Fact icon={<IconPackage size={16} />} label="Service">
            {serviceLevelText(booking.service_level)} · {booking.packages_count}{' '}
            {booking.packages_count === 1 ? 'package' : 'packages'}
          </Fact>
          <Fact icon={<IconCurrencyPound size={16} />} label="Price">
            <span data-testid="card-price">{formatGbp(booking.total_price_gbp)}</span>{' '}
            <Badge
              component="span"
              variant="light"
              size="sm"
              color={PAYMENT_COLORS[booking.payment_status] ?? 'gray'}
              data-testid="card-payment-status"
            >
              {paymentStatusText(booking.payment_status)}
            </Badge>
          </Fact>
        </SimpleGrid>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconTruck size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" c={agents.length ? undefined : 'dimmed'} data-testid="card-agents">
            {agents.length ? agents.join(' · ') : 'No agent assigned'}
          </Text>
        </Group>
        <div style={{ flex: 1 }} />
        <Divider />
        <Group gap="xs" wrap="wrap">
          <Button variant="light" leftSection={<IconEye size={16} />} onClick={on.onView} flex="1 1 auto">
            View Details
          </Button>
          {actions.confirm && (
            <Button leftSection={<IconCheck size={16} />} onClick={on.onConfirm} flex="1 1 auto">
              Confirm
            </Button>
          )}
          {actions.updateStatus && (
            <Button leftSection={<IconRoute size={16} />} onClick={on.onUpdateStatus} flex="1 1 auto">
              Update Status
            </Button>
          )}
          {actions.reject && (
            <Button variant="default" leftSection={<IconX size={16} />} onClick={on.onReject} flex="1 1 auto">
              Reject
            </Button>
          )}
          {actions.cancel && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconBan size={16} />}
              onClick={on.onCancel}
              flex="1 1 auto"
            >
              Cancel Booking
            </Button>
          )}
          {actions.remove && (
            <Tooltip label="Delete booking">
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Delete booking ${booking.booking_code}`}
                onClick={on.onDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
