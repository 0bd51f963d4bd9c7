import type { ButtonProps } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { DOCUMENT_MESSAGES, normalizeBookingStatus } from '@ukgh/domain';
import { downloadPackingList } from '../../lib/documents.ts';
import { DownloadButton } from './DownloadButton.tsx';

interface Props extends ButtonProps {
  booking: { id: string; booking_code: string; status: string };
}

/** The booking's packing list for customs (lines, categories, HS codes, values); none once called off. */
export function PackingListDownloadButton({ booking, ...props }: Props) {
  const status = normalizeBookingStatus(booking.status);
  if (status === 'CANCELLED' || status === 'REJECTED') return null;
  return (
    <DownloadButton
      icon={<IconPackage size={16} />}
      download={() => downloadPackingList(booking.id, booking.booking_code)}
      failure={DOCUMENT_MESSAGES.packingListDownloadFailed}
      data-testid="download-packing-list"
      {...props}
    >
      Packing list for customs
    </DownloadButton>
  );
}
