import { Alert, Button, SimpleGrid } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCircleCheck,
  IconClockHour4,
  IconPlus,
  IconUserCheck,
} from '@tabler/icons-react';
import { CUSTOMER_BOOKING_FILTERS, CUSTOMER_MESSAGES, EMPTY_STATES, statusLabel } from '@ukgh/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ListFilters } from '../../../components/ui/ListFilters.tsx';
import { ListPagination } from '../../../components/ui/ListPagination.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { StatTile } from '../../../components/ui/StatTile.tsx';
import { BOOKINGS_PAGE_SIZE, useBookingStats, useBookings } from '../../../lib/bookings/bookings-api.ts';
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
  const filters = {
    tab: 'bookings' as const,
    search: list.debouncedSearch,
    status: list.status,
    page: list.page,
  };
  const bookings = useBookings(filters);
  const stats = useBookingStats();
  const filtered = Boolean(filters.search.trim()) || filters.status !== 'all';
  const results = bookings.data?.results ?? [];

  return (
    <>
      <PageHeader
        title="My Bookings"
        subtitle="Your bookings until we collect them. A pending booking can still be cancelled."
        actions={<NewBookingButton />}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} mb="lg">
        <StatTile
          label="Pending"
          value={stats.data?.pending}
          icon={IconClockHour4}
          color="yellow"
          loading={stats.isPending}
          testId="counter-pending"
        />
        <StatTile
          label="Booked"
          value={stats.data?.booked}
          icon={IconCalendarCheck}
          loading={stats.isPending}
          testId="counter-booked"
        />
        <StatTile
          label="Confirmed"
          value={stats.data?.confirmed}
          icon={IconCircleCheck}
          color="teal"
          loading={stats.isPending}
          testId="counter-confirmed"
        />
        <StatTile
          label="Assigned"
          value={stats.data?.assigned}
          icon={IconUserCheck}
          color="indigo"
          loading={stats.isPending}
          testId="counter-assigned"
        />
      </SimpleGrid>

      <ListFilters
        testId="bookings"
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Search by booking code, address or city"
        status={list.status}
        onStatusChange={list.setStatus}
        statusOptions={STATUS_OPTIONS}
      />

      {bookings.isPending ? (
        <PageLoader label="Loading bookings" />
      ) : bookings.isError && !bookings.data ? (
        <Alert color="red" title={CUSTOMER_MESSAGES.fetchBookingsFailed}>
          Please refresh the page to try again.
        </Alert>
      ) : results.length === 0 ? (
        <EmptyState
          title={EMPTY_STATES.bookings}
          description={
            filtered
              ? 'No booking matches this search or status. Try another, or book a new shipment.'
              : 'You have no bookings waiting for collection. Book a shipment and it will appear here.'
          }
          action={<NewBookingButton />}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" data-testid="bookings-list">
            {results.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </SimpleGrid>
          <ListPagination
            page={list.page}
            pageSize={BOOKINGS_PAGE_SIZE}
            count={bookings.data?.count ?? 0}
            onChange={list.setPage}
          />
        </>
      )}
    </>
  );
}
