import type { ButtonProps } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { DOCUMENT_MESSAGES, normalizeBookingStatus } from '@ukgh/domain';
import { downloadInvoice } from '../../lib/documents.ts';
import { DownloadButton } from './DownloadButton.tsx';

interface Props extends ButtonProps {
  booking: { id: string; booking_code: string; status: string };
  /** 'Download Receipt' on the list cards (spec 000 §2); 'Download Invoice' on the Payment & Receipts tab. */
  label?: string;
}

/** The booking's invoice PDF (marked Paid once paid); none for a booking that was called off. */
export function InvoiceDownloadButton({ booking, label = 'Download Invoice', ...props }: Props) {
  const status = normalizeBookingStatus(booking.status);
  if (status === 'CANCELLED' || status === 'REJECTED') return null;
  return (
    <DownloadButton
      icon={<IconFileInvoice size={16} />}
      download={() => downloadInvoice(booking.id, booking.booking_code)}
      failure={DOCUMENT_MESSAGES.invoiceDownloadFailed}
      data-testid="download-invoice"
      {...props}
    >
      {label}
    </DownloadButton>
  );
}
