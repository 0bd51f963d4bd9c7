import { IconBan, IconCalendarEvent, IconCircleCheck, IconClock } from '@tabler/icons-react';
import {
  ADMIN_BOOKING_FILTERS,
  type AdminBookingCard as Booking,
  bookingStatusLabel,
  CUSTOMER_MESSAGES,
  EMPTY_STATES,
} from '@ukgh/domain';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { ListPageScaffold } from '../../../components/ui/ListPageScaffold.tsx';
import { StatTileGrid } from '../../../components/ui/StatTile.tsx';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { useListParams } from '../../../lib/bookings/use-list-params.ts';
import { cappedCountText } from '../../../lib/format-count.ts';
import { useDeleteBooking } from '../api/admin-booking-mutations.ts';
import { useAdminBookings } from '../api/admin-bookings.ts';
import { AdminBookingCard } from './AdminBookingCard.tsx';
import { useBookingDecisions } from './BookingDecisionDialogs.tsx';
import { bookingActions } from './booking-actions.ts';

// The booking's dialog (its tabs, receipts and payment forms) and the status move (its photo and signature
// fields) are chunks of their own: with them the list's first download is over the signed-in budget.
const BookingDetailsDialog = lazy(() =>
  import('./BookingDetailsDialog.tsx').then((m) => ({ default: m.BookingDetailsDialog })),
);
const UpdateStatusDialog = lazy(() =>
  import('../../../components/package-status/components/UpdateStatusDialog.tsx').then((m) => ({
    default: m.UpdateStatusDialog,
  })),
);

type Target = { id: string; booking_code: string };

const STATUS_OPTIONS = ADMIN_BOOKING_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All' : bookingStatusLabel(value),
}));

/**
 * Manage Bookings (spec 001 §2) at /admin/bookings and, for warehouse staff, /agent/warehouse/bookings: the
 * same screen, each button shown by the domain's rule for the signed-in role.
 */
export function ManageBookingsPage() {
  const role = useCurrentUser()?.role;
  const list = useListParams('all');
  const query = useAdminBookings({
    search: list.debouncedSearch,
    status: list.status,
    page: list.page,
    cursor: list.cursor,
  });
  // `?booking=<id>&tab=payment` (the dashboard's 'receipts to check') opens that booking's dialog at once,
  // whether or not the list's filters show it.
  const [params, setParams] = useSearchParams();
  const [viewing, setViewing] = useState<string | null>(() => params.get('booking'));
  const openTab = viewing && viewing === params.get('booking') ? params.get('tab') : null;
  const closeDetails = () => {
    setViewing(null);
    if (params.has('booking'))
      setParams(
        (current) => {
          current.delete('booking');
          current.delete('tab');
          return current;
        },
        { replace: true },
      );
  };
  const decisions = useBookingDecisions();
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [updating, setUpdating] = useState<Booking | null>(null);
  const remove = useDeleteBooking();
  const data = query.data;
  // Each counter stops at the server's cap and then reads "1,000+".
  const counter = (name: keyof NonNullable<typeof data>['counters']) =>
    data && cappedCountText({ count: data.counters[name], capped: data.counters_capped[name] });

  const handlersFor = (booking: Booking) => ({
    onView: () => setViewing(booking.id),
    onConfirm: () => decisions.open.onConfirm(booking),
    onReject: () => decisions.open.onReject(booking),
    onCancel: () => decisions.open.onCancel(booking),
    onDelete: () => setDeleting(booking),
    onUpdateStatus: () => setUpdating(booking),
  });

  return (
    <>
      <ListPageScaffold<Booking>
        title="Manage Bookings"
        subtitle={
          role === 'ADMIN'
            ? 'Confirm, reject or cancel bookings before their packages are picked up.'
            : 'Bookings waiting for collection, before their packages are picked up.'
        }
        testId="admin-bookings"
        counters={
          <StatTileGrid
            loading={query.isPending}
            tiles={[
              { label: 'Total', value: counter('total'), icon: IconCalendarEvent, testId: 'counter-total' },
              {
                label: 'Pending',
                value: counter('pending'),
                icon: IconClock,
                color: 'yellow',
                testId: 'counter-pending',
              },
              {
                label: 'Confirmed',
                value: counter('confirmed'),
                icon: IconCircleCheck,
                color: 'blue',
                testId: 'counter-confirmed',
              },
              {
                label: 'Cancelled',
                value: counter('cancelled'),
                icon: IconBan,
                color: 'gray',
                testId: 'counter-cancelled',
              },
            ]}
          />
        }
        list={list}
        searchPlaceholder="Booking code or customer name"
        statusOptions={STATUS_OPTIONS}
        query={query}
        loadingLabel="Loading bookings"
        errorTitle={CUSTOMER_MESSAGES.fetchBookingsFailed}
        emptyTitle={EMPTY_STATES.bookings}
        emptyDescription={{
          filtered: 'Try a different search or status.',
          unfiltered: 'Bookings waiting for a decision show here until their packages are picked up.',
        }}
        renderItem={(booking) => (
          <AdminBookingCard
            booking={booking}
            actions={bookingActions(role, booking)}
            {...handlersFor(booking)}
          />
        )}
      />

      <Suspense fallback={null}>
        {viewing && (
          <BookingDetailsDialog
            bookingId={viewing}
            role={role}
            initialTab={openTab}
            onClose={closeDetails}
            {...decisions.open}
          />
        )}
        {updating && <UpdateStatusDialog booking={updating} opened onClose={() => setUpdating(null)} />}
      </Suspense>
      {decisions.dialogs}
      <ConfirmDialog
        opened={Boolean(deleting)}
        title="Delete booking"
        message={`Delete booking ${deleting?.booking_code ?? ''} permanently, with all its packages, history, payments and files? This cannot be undone.`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, code: deleting.booking_code },
            {
              onSuccess: () => {
                if (viewing === deleting.id) setViewing(null);
                setDeleting(null);
              },
            },
          )
        }
      />
    </>
  );
}
