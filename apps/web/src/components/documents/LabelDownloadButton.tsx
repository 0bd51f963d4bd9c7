import type { ButtonProps } from '@mantine/core';
import { IconLabel } from '@tabler/icons-react';
import { CUSTOMER_MESSAGES } from '@ukgh/domain';
import { downloadLabel } from '../../lib/documents.ts';
import { DownloadButton } from './DownloadButton.tsx';

interface Props extends ButtonProps {
  bookingId: string;
  trackingNumber: string | null | undefined;
}

/** Download Label (My Packages): the booking's label PDF; disabled until there is a tracking number. */
export function LabelDownloadButton({ bookingId, trackingNumber, ...props }: Props) {
  return (
    <DownloadButton
      icon={<IconLabel size={16} />}
      download={() => downloadLabel(bookingId, trackingNumber ?? '')}
      failure={CUSTOMER_MESSAGES.generateLabelFailed}
      disabled={!trackingNumber}
      data-testid="download-label"
      {...props}
    >
      Download Label
    </DownloadButton>
  );
}
