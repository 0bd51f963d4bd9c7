import { Button, type ButtonProps } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';

interface Props extends Omit<ButtonProps, 'children'> {
  booking: { id: string; can_edit?: boolean };
}

/** Leads to the wizard filled in from the booking; shown only while the server says it may change. */
export function EditBookingButton({ booking, ...props }: Props) {
  if (booking.can_edit !== true) return null;
  return (
    <Button
      component={Link}
      to={`/dashboard/bookings/${booking.id}/edit`}
      variant="light"
      leftSection={<IconPencil size={16} />}
      data-testid="edit-booking"
      {...props}
    >
      Edit Booking
    </Button>
  );
}
