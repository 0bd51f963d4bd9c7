import { Button, Group } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCircleCheck,
  IconClockHour4,
  IconPlus,
  IconUserCheck,
} from '@tabler/icons-react';
import { CUSTOMER_BOOKING_FILTERS, CUSTOMER_MESSAGES, EMPTY_STATES, statusLabel } from '@ukgh/domain';
import { Link } from 'react-router';
import { ListPageScaffold } from '../../../components/ui/ListPageScaffold.tsx';
import { StatTileGrid } from '../../../components/ui/StatTile.tsx';
import { useBookingStats, useBookings } from '../../../lib/bookings/bookings-api.ts';
import { useListParams } from '../../../lib/bookings/use-list-params.ts';
import { BookingCard } from './BookingCard.tsx';

const STATUS_OPTIONS = CUSTOMER_BOOKING_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All statuses' : statusLabel(value),
}));

export const NewBookingButton = () => (
  <Button component={Link} to="/dashboard/book" leftSection={<IconPlus size={16} />} color="gold" c="brand.9">
    New Booking
  </Button>
);

/** /dashboard/bookings (spec 000 §2, My Bookings). */
export function MyBookingsPage() {
  const list = useListParams('all');
  const bookings = useBookings({
    tab: 'bookings',
    search: list.debouncedSearch,
    status: list.status,
    page: list.page,
    cursor: list.cursor,
  });
  const stats = useBookingStats();

  return (
    <ListPageScaffold
      title="My Bookings"
      subtitle="Your bookings until we collect them. A pending booking can still be cancelled."
      actions={<NewBookingButton />}
      counters={
        <StatTileGrid
          loading={stats.isPending}
          tiles={[
            {
              label: 'Pending',
              value: stats.data?.pending,
              icon: IconClockHour4,
              color: 'yellow',
              testId: 'counter-pending',
            },
            { label: 'Booked', value: stats.data?.booked, icon: IconCalendarCheck, testId: 'counter-booked' },
            {
              label: 'Confirmed',
              value: stats.data?.confirmed,
              icon: IconCircleCheck,
              color: 'teal',
              testId: 'counter-confirmed',
            },
            {
              label: 'Assigned',
              value: stats.data?.assigned,
              icon: IconUserCheck,
              color: 'indigo',
              testId: 'counter-assigned',
            },
          ]}
        />
      }
      testId="bookings"
      list={list}
      searchPlaceholder="Search by booking code, address or city"
      statusOptions={STATUS_OPTIONS}
      query={bookings}
      loadingLabel="Loading bookings"
      errorTitle={CUSTOMER_MESSAGES.fetchBookingsFailed}
      emptyTitle={EMPTY_STATES.bookings}
      emptyDescription={{
        filtered: 'No booking matches this search or status. Try another, or book a new shipment.',
        unfiltered:
          'You have no bookings waiting for collection. Parcels we have collected, delivered ones too, are in My Shipments.',
      }}
      emptyAction={
        <Group gap="sm" justify="center">
          <Button
            component={Link}
            to="/dashboard/shipments"
            variant="default"
            data-testid="empty-my-shipments"
          >
            My Shipments
          </Button>
          <NewBookingButton />
        </Group>
      }
      renderItem={(booking) => <BookingCard booking={booking} />}
    />
  );
}
