import { Button } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { AdminBookingDetail, Role } from '@ukgh/domain';
import { BookingDetailsDialog, useBookingDecisions } from '../../admin-bookings/index.ts';

interface Props {
  bookingId: string;
  role: Role | undefined;
  onClose: () => void;
  /** Update Status, when the role may move this package (the hub opens its own dialog). */
  mayUpdate: (booking: AdminBookingDetail) => boolean;
  onUpdateStatus: (booking: AdminBookingDetail) => void;
}

/**
 * The packages hub's details dialog (spec 001 §2): the booking details dialog of Manage Bookings (details,
 * travel history with its proofs, invoice, payment and history by role), with the moves the role may make.
 */
export function PackageDetailsDialog({ bookingId, role, onClose, mayUpdate, onUpdateStatus }: Props) {
  const decisions = useBookingDecisions();
  return (
    <>
      <BookingDetailsDialog
        bookingId={bookingId}
        role={role}
        onClose={onClose}
        {...decisions.open}
        extraActions={(booking) =>
          mayUpdate(booking) ? (
            <Button
              leftSection={<IconRoute size={16} />}
              onClick={() => onUpdateStatus(booking)}
              data-testid="details-update-status"
            >
              Update Status
            </Button>
          ) : null
        }
      />
      {decisions.dialogs}
    </>
  );
}
