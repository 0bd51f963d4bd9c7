import {
  Anchor,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBox,
  IconCalendarCheck,
  IconCircleCheck,
  IconClockHour4,
  IconMapSearch,
  IconPackage,
  IconPlane,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ShipmentProgress } from '../../../components/ui/ShipmentProgress.tsx';
import { StatTileGrid } from '../../../components/ui/StatTile.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { useBookingStats, useBookings } from '../../../lib/bookings/bookings-api.ts';
import {
  bookingDisplayLabel,
  bookingDisplayStatus,
  destinationText,
  serviceLevelText,
  shipmentStatusOf,
} from '../../../lib/bookings/display.ts';
import type { BookingListItem } from '../../../lib/bookings/types.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { LATEST_SHIPMENTS, RECENT_BOOKINGS } from '../api/dashboard-queries.ts';
import { QuickTrack } from './QuickTrack.tsx';

const partOfDay = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
const londonHour = () =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/London' }).format(
      new Date(),
    ),
  );

function QuickAction({
  to,
  title,
  icon: Icon,
  primary,
}: {
  to: string;
  title: string;
  icon: ComponentType<{ size?: number | string }>;
  primary?: boolean;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      data-testid={`action-${to}`}
      p="md"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        background: primary ? 'var(--mantine-color-gold-6)' : 'var(--mantine-color-white)',
        border: primary ? 'none' : '1px solid var(--mantine-color-gray-3)',
        color: 'var(--mantine-color-brand-9)',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Icon size={22} />
        <Text fw={700} fz="sm">
          {title}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function Panel({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" c="brand.9">
          {title}
        </Title>
        <Anchor component={Link} to={link.to} fz="sm">
          <Group gap={4}>
            {link.label}
            <IconArrowRight size={14} />
          </Group>
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}

const ListSkeleton = () => (
  <Stack gap="sm">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} height={52} />
    ))}
  </Stack>
);

function RecentBookingRow({ booking }: { booking: BookingListItem }) {
  const word = bookingDisplayStatus(booking);
  return (
    <UnstyledButton
      component={Link}
      to={`/dashboard/bookings/${booking.id}`}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="recent-booking"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} ff="monospace" fz="sm" c="brand.9">
            {booking.booking_code}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {[booking.recipient_name, destinationText(booking)].filter(Boolean).join(' · ')}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatDate(booking.created_at)} · {booking.packages_count} package
            {booking.packages_count === 1 ? '' : 's'} · {serviceLevelText(booking.service_level)}
          </Text>
        </div>
        <StatusBadge
          status={booking.status?.toUpperCase() === 'CONFIRMED' && word !== 'cancelled' ? 'confirmed' : word}
          label={bookingDisplayLabel(booking)}
        />
      </Group>
    </UnstyledButton>
  );
}

function ActiveShipmentRow({ shipment }: { shipment: BookingListItem }) {
  const status = shipmentStatusOf(shipment);
  return (
    <UnstyledButton
      component={Link}
      to={`/dashboard/shipments/${shipment.id}`}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="active-shipment"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} ff="monospace" fz="sm" c="brand.9">
            {shipment.tracking_number ?? shipment.booking_code}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {[shipment.recipient_name, destinationText(shipment)].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <StatusBadge status={status} />
      </Group>
      <ShipmentProgress
        status={status}
        exception={Boolean(shipment.is_exception)}
        reached={shipment.last_stage_status}
        compact
      />
    </UnstyledButton>
  );
}

/** /dashboard: the customer's own figures and latest bookings and shipments, all from the server. */
export function CustomerDashboardPage() {
  const user = useCurrentUser();
  const stats = useBookingStats();
  const recent = useBookings(RECENT_BOOKINGS);
  const shipments = useBookings(LATEST_SHIPMENTS);
  const active = (shipments.data?.results ?? [])
    .filter((s) => shipmentStatusOf(s) !== 'delivered')
    .slice(0, 5);
  const s = stats.data;

  return (
    <>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 26, sm: 32 }} c="brand.9" data-testid="home-greeting">
          {partOfDay(londonHour())}, {user?.first_name}!
        </Title>
        <Text c="dimmed">Here is where your bookings and parcels are today.</Text>
      </Stack>

      <StatTileGrid
        loading={stats.isPending}
        tiles={[
          {
            label: 'Pending',
            value: s?.pending,
            icon: IconClockHour4,
            color: 'yellow',
            testId: 'tile-pending',
          },
          { label: 'Awaiting pickup', value: s?.booked, icon: IconCalendarCheck, testId: 'tile-booked' },
          {
            label: 'On the way',
            value: s?.active_shipments,
            icon: IconPlane,
            color: 'indigo',
            testId: 'tile-active',
          },
          {
            label: 'Delivered',
            value: s?.delivered,
            icon: IconCircleCheck,
            color: 'teal',
            testId: 'tile-delivered',
          },
        ]}
      />

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="xl">
        <QuickAction to="/dashboard/book" title="Book a Shipment" icon={IconPackage} primary />
        <QuickAction to="/track" title="Track a Package" icon={IconMapSearch} />
        <QuickAction to="/dashboard/packages" title="My Packages" icon={IconBox} />
        <QuickAction to="/dashboard/profile" title="My Profile" icon={IconUserCircle} />
      </SimpleGrid>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Panel title="Recent Bookings" link={{ to: '/dashboard/bookings', label: 'All bookings' }}>
            {recent.isPending ? (
              <ListSkeleton />
            ) : (recent.data?.results.length ?? 0) === 0 ? (
              <EmptyState
                title="No bookings yet"
                description="Book your first shipment and it will show here; once we collect it, follow it in My Shipments."
                action={
                  <Group gap="md" justify="center">
                    <Anchor component={Link} to="/dashboard/book" fw={600}>
                      Book a shipment
                    </Anchor>
                    <Anchor component={Link} to="/dashboard/shipments" fw={600}>
                      My Shipments
                    </Anchor>
                  </Group>
                }
              />
            ) : (
              <Stack gap={0} data-testid="recent-bookings">
                {recent.data?.results.map((booking) => (
                  <RecentBookingRow key={booking.id} booking={booking} />
                ))}
              </Stack>
            )}
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <QuickTrack />
            <Panel title="Active Shipments" link={{ to: '/dashboard/shipments', label: 'All shipments' }}>
              {shipments.isPending ? (
                <ListSkeleton />
              ) : active.length === 0 ? (
                <Text fz="sm" c="dimmed" py="md" data-testid="no-active-shipments">
                  Nothing on the way right now. Parcels show here from the moment we collect them.
                </Text>
              ) : (
                <Stack gap={0} data-testid="active-shipments">
                  {active.map((shipment) => (
                    <ActiveShipmentRow key={shipment.id} shipment={shipment} />
                  ))}
                </Stack>
              )}
            </Panel>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
