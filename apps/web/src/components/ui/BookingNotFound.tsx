import { Button } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@ukgh/domain';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState.tsx';

/** A booking that does not exist, or is not the caller's (the server answers 404 for both). */
export function BookingNotFound({ backTo = '/dashboard/bookings' }: { backTo?: string }) {
  return (
    <EmptyState
      icon={<IconFileUnknown size={28} />}
      title={BOOKING_MESSAGES.notFoundTitle}
      description="We could not find this booking in your account. Check the link, or open it from your list."
      action={
        <Button component={Link} to={backTo} leftSection={<IconArrowLeft size={16} />} mt="sm">
          {backTo.endsWith('shipments') ? 'Back to My Shipments' : 'Back to My Bookings'}
        </Button>
      }
    />
  );
}
