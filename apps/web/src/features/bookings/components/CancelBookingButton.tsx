import { Button, type ButtonProps } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { BOOKING_MESSAGES, canCustomerCancel } from '@ukgh/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useCancelBooking } from '../api/cancel-booking.ts';

interface Props extends Omit<ButtonProps, 'onClick' | 'children'> {
  booking: { id: string; status: string; booking_code: string; shipment?: { version: number } | null };
  onCancelled?: () => void;
}

/** Shown only while the booking is pending; asks the spec's question first (spec 000 §4). */
export function CancelBookingButton({ booking, onCancelled, ...props }: Props) {
  const [opened, setOpened] = useState(false);
  const cancel = useCancelBooking();
  if (!canCustomerCancel(booking.status)) return null;
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconX size={16} />}
        onClick={() => setOpened(true)}
        data-testid="cancel-booking"
        {...props}
      >
        Cancel
      </Button>
      <ConfirmDialog
        opened={opened}
        title={`Cancel booking ${booking.booking_code}`}
        message={BOOKING_MESSAGES.cancelConfirm}
        confirmLabel="Yes, cancel booking"
        // 'Cancel' would read as the action itself next to 'Yes, cancel booking'.
        cancelLabel="Keep booking"
        danger
        loading={cancel.isPending}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          cancel.mutate(
            { id: booking.id, version: booking.shipment?.version },
            {
              onSuccess: () => {
                setOpened(false);
                onCancelled?.();
              },
            },
          )
        }
      />
    </>
  );
}
