import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { ADMIN_BOOKING_MESSAGES, CUSTOMER_MESSAGES } from '@ukgh/domain';
import { downloadLabel, useDownload } from '../../../lib/documents.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Print Label (spec 001 §2): the booking's label PDF, one 4in × 6in page per item, for the label printer;
 * without a tracking code it says so instead.
 */
export function PrintLabelButton({ booking }: { booking: { id: string; tracking_number: string | null } }) {
  const download = useDownload(CUSTOMER_MESSAGES.generateLabelFailed);
  const print = () => {
    const trackingNumber = booking.tracking_number;
    if (!trackingNumber) {
      toast.error(ADMIN_BOOKING_MESSAGES.noTrackingCode);
      return;
    }
    download.mutate(() => downloadLabel(booking.id, trackingNumber));
  };
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} />}
      loading={download.isPending}
      onClick={print}
      data-testid="print-label"
    >
      Print Label
    </Button>
  );
}
