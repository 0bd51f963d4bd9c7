import { Button } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { BookingNotFound } from '../../../components/ui/BookingNotFound.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useBookingPage } from '../../../lib/bookings/booking-page.ts';
import { EDIT_BOOKING_MESSAGES } from '../api/update-booking.ts';
import { BookingWizard } from './BookingWizard.tsx';

/**
 * /dashboard/bookings/{id}/edit: the booking wizard, filled in from the booking, while the booking is still
 * pending (`can_edit`); afterwards it says why it cannot change and leads back to the booking.
 */
export function EditBookingPage() {
  const { id = '' } = useParams();
  const { booking, notFound } = useBookingPage(id);

  if (notFound) return <BookingNotFound />;
  if (!booking.data) return <PageLoader label="Loading booking" />;

  const data = booking.data;
  if (!data.can_edit) {
    return (
      <div data-testid="booking-not-editable">
        <EmptyState
          icon={<IconLock size={28} />}
          title={EDIT_BOOKING_MESSAGES.notEditableTitle}
          description={`${EDIT_BOOKING_MESSAGES.notEditable} Booking ${data.booking_code} is ${data.display_status_label.toLowerCase()}. If something needs correcting, contact support and quote the booking code.`}
          action={
            <Button
              component={Link}
              to={`/dashboard/bookings/${data.id}`}
              leftSection={<IconArrowLeft size={16} />}
              mt="sm"
              data-testid="back-to-booking"
            >
              Back to booking details
            </Button>
          }
        />
      </div>
    );
  }
  // Keyed by booking: the form starts from this booking's stored values, and polling never resets it.
  return <BookingWizard key={data.id} editing={data} />;
}
