import { Button, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCalendar,
  IconClock,
  IconEye,
  IconMapPin,
  IconNote,
  IconPackage,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { BOOKING_MESSAGES, normalizeBookingStatus } from '@ukgh/domain';
import { Link } from 'react-router';
import { DeliveryWindowFact } from '../../../components/delivery-window/DeliveryWindow.tsx';
import { InvoiceDownloadButton } from '../../../components/documents/InvoiceDownloadButton.tsx';
import { Fact } from '../../../components/ui/Fact.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import {
  agentName,
  bookingDisplayLabel,
  bookingDisplayStatus,
  destinationText,
  serviceLevelText,
} from '../../../lib/bookings/display.ts';
import type { BookingListItem } from '../../../lib/bookings/types.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { CancelBookingButton } from './CancelBookingButton.tsx';
import { EditBookingButton } from './EditBookingButton.tsx';

const AGENTS = [
  { key: 'pickup_agent', label: 'Pickup agent', icon: <IconTruck size={16} /> },
  { key: 'warehouse_agent', label: 'Warehouse agent', icon: <IconBuildingWarehouse size={16} /> },
  { key: 'delivery_agent', label: 'Delivery agent', icon: <IconTruckDelivery size={16} /> },
] as const;

/** Why staff rejected the booking, or why it was cancelled; null while it stands. */
const stoppedReason = (booking: BookingListItem) => {
  const status = normalizeBookingStatus(booking.status);
  if (status === 'REJECTED') return booking.rejection_reason;
  if (status === 'CANCELLED') return booking.cancellation_reason;
  return null;
};

/** A My Bookings card with every field spec 000 §2 lists. */
export function BookingCard({ booking }: { booking: BookingListItem }) {
  const word = bookingDisplayStatus(booking);
  const confirmed = normalizeBookingStatus(booking.status) === 'CONFIRMED';
  const agents = AGENTS.map((a) => ({ ...a, name: agentName(booking[a.key]) })).filter((a) => a.name);
  return (
    <Card
      p={{ base: 'md', sm: 'lg' }}
      data-testid="booking-card"
      data-booking-code={booking.booking_code}
      h="100%"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={800} c="brand.9" ff="monospace" fz="lg" data-testid="booking-code">
              {booking.booking_code}
            </Text>
            {booking.recipient_name && (
              <Text fz="sm" c="dimmed" truncate>
                To {booking.recipient_name}
              </Text>
            )}
          </div>
          <StatusBadge
            status={confirmed && word !== 'cancelled' ? 'confirmed' : word}
            label={bookingDisplayLabel(booking)}
          />
        </Group>

        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Fact icon={<IconMapPin size={16} />} label="Destination">
            {destinationText(booking) || '—'}
          </Fact>
          <Fact icon={<IconPackage size={16} />} label="Packages">
            {booking.packages_count} · {serviceLevelText(booking.service_level)}
          </Fact>
          <Fact icon={<IconCalendar size={16} />} label="Created">
            {formatDate(booking.created_at)}
          </Fact>
          <Fact icon={<IconClock size={16} />} label="Pickup">
            {booking.preferred_pickup_start
              ? formatDateTime(booking.preferred_pickup_start)
              : BOOKING_MESSAGES.pickupNotScheduled}
          </Fact>
        </SimpleGrid>
        <DeliveryWindowFact window={booking.delivery_window} />

        {agents.length > 0 && (
          <Stack gap={6}>
            {agents.map((agent) => (
              <Group key={agent.key} gap={8} wrap="nowrap">
                <span style={{ color: 'var(--mantine-color-gray-6)', display: 'flex' }}>{agent.icon}</span>
                <Text fz="sm">
                  <Text span c="dimmed" fz="sm">
                    {agent.label}:
                  </Text>{' '}
                  {agent.name}
                </Text>
              </Group>
            ))}
          </Stack>
        )}

        {stoppedReason(booking) && (
          <Text fz="sm" c="red.8" data-testid="booking-reason">
            <Text span fw={600} fz="sm">
              {normalizeBookingStatus(booking.status) === 'REJECTED'
                ? 'Why it was rejected:'
                : 'Why it was cancelled:'}
            </Text>{' '}
            {stoppedReason(booking)}
          </Text>
        )}

        {booking.notes && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconNote size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {booking.notes}
            </Text>
          </Group>
        )}

        <div style={{ flex: 1 }} />
        <Divider />
        <Group gap="sm">
          <Button
            component={Link}
            to={`/dashboard/bookings/${booking.id}`}
            variant="light"
            leftSection={<IconEye size={16} />}
            data-testid="view-booking"
            flex="1 1 auto"
          >
            View Details
          </Button>
          <EditBookingButton booking={booking} flex="1 1 auto" />
          <CancelBookingButton booking={booking} flex="1 1 auto" />
          {normalizeBookingStatus(booking.status) === 'CONFIRMED' && (
            <InvoiceDownloadButton booking={booking} label="Download Receipt" flex="1 1 auto" />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
