import { useState } from 'react';
import { useCancelBookingAsStaff, useRejectBooking } from '../api/admin-booking-mutations.ts';
import { AssignPickupAgentDialog } from './AssignPickupAgentDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

type Target = { id: string; booking_code: string };

/**
 * The three decisions on a booking before pickup (confirm with a pickup agent, reject, cancel) with their
 * dialogs, for Manage Bookings and the packages hub: `open` starts one, `dialogs` is rendered once.
 */
export function useBookingDecisions() {
  const [confirming, setConfirming] = useState<Target | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [cancelling, setCancelling] = useState<Target | null>(null);
  const reject = useRejectBooking();
  const cancel = useCancelBookingAsStaff();
  const dialogs = (
    <>
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
  return {
    open: { onConfirm: setConfirming, onReject: setRejecting, onCancel: setCancelling },
    dialogs,
  };
}
