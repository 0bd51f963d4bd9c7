import { Button } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { AdminBookingDetail, Role } from '@ukgh/domain';
import { useState } from 'react';
import {
  AssignPickupAgentDialog,
  BookingDetailsDialog,
  ReasonDialog,
  useCancelBookingAsStaff,
  useRejectBooking,
} from '../../admin-bookings/index.ts';

type Target = { id: string; booking_code: string };

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
  const [confirming, setConfirming] = useState<Target | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [cancelling, setCancelling] = useState<Target | null>(null);
  const reject = useRejectBooking();
  const cancel = useCancelBookingAsStaff();
  return (
    <>
      <BookingDetailsDialog
        bookingId={bookingId}
        role={role}
        onClose={onClose}
        onConfirm={setConfirming}
        onReject={setRejecting}
        onCancel={setCancelling}
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
      <AssignPickupAgentDialog booking={confirming} onClose={() => setConfirming(null)} />
      <ReasonDialog
        opened={Boolean(rejecting)}
        title="Reject booking"
        message={`Why is booking ${rejecting?.booking_code ?? ''} rejected?`}
        confirmLabel="Reject Booking"
        loading={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting && reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })
        }
      />
      <ReasonDialog
        opened={Boolean(cancelling)}
        title="Cancel booking"
        message={`Why is booking ${cancelling?.booking_code ?? ''} cancelled? Its pickup is called off.`}
        confirmLabel="Cancel Booking"
        loading={cancel.isPending}
        onClose={() => setCancelling(null)}
        onSubmit={(reason) =>
          cancelling && cancel.mutate({ id: cancelling.id, reason }, { onSuccess: () => setCancelling(null) })
        }
      />
    </>
  );
}
