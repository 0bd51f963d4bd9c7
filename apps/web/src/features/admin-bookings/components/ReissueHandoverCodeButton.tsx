import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useReissueHandoverCode } from '../api/admin-booking-mutations.ts';

/**
 * "Send a new handover code" (issue 48): for a parcel out for delivery whose code was lost or locked by wrong
 * tries. The old code stops working and the new one is texted to whoever receives the parcel; staff never see it.
 */
export function ReissueHandoverCodeButton({ bookingId }: { bookingId: string }) {
  const [asking, setAsking] = useState(false);
  const reissue = useReissueHandoverCode();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconKey size={16} />}
        onClick={() => setAsking(true)}
        data-testid="reissue-handover-code"
      >
        Send a new handover code
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Send a new handover code?"
        message="The current code stops working and a new one is texted to the recipient (or to the person they named to receive the parcel). The driver asks for the new code at the door."
        confirmLabel="Send new code"
        cancelLabel="Back"
        loading={reissue.isPending}
        onConfirm={() => reissue.mutate({ id: bookingId }, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
