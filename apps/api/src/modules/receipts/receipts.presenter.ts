import { RECEIPT_STATUS_LABELS } from '@ukgh/domain';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import type { ReceiptRow } from '../bookings/bookings.repository.ts';

/** A receipt; its `url` is a short-lived signed link (the file is private). */
export const presentReceipt = (row: ReceiptRow, signer: UrlSigner) => ({
  id: row.id,
  booking_id: row.bookingId,
  url: signer.url(row.fileKey),
  mime_type: row.mimeType,
  size_bytes: row.sizeBytes,
  original_name: row.originalName,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
  status: row.status,
  status_display: RECEIPT_STATUS_LABELS[row.status],
  refusal_reason: row.refusalReason,
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
});
