import { RECEIPT_STATUS_LABELS } from '@ukgh/domain';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import type { ReceiptRow } from '../bookings/bookings.repository.ts';

const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * The customer's own file name, with an extension that says what the file is (a GIF is kept as a PNG, and
 * receipts stored before formats were kept are WebP): 'bank-transfer.jpg', 'statement.pdf'.
 */
export const receiptDownloadName = (originalName: string | null, mimeType: string) => {
  const extensions = EXTENSIONS[mimeType] ?? [mimeType.split('/').pop() ?? 'bin'];
  const name = (originalName ?? '').replace(/[\\/\r\n"]+/g, ' ').trim() || 'receipt';
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  return extensions.includes(extension.toLowerCase()) ? name : `${stem}.${extensions[0]}`;
};

/** A receipt; its `url` is a short-lived signed link (the file is private), downloaded under its own name. */
export const presentReceipt = (row: ReceiptRow, signer: UrlSigner) => ({
  id: row.id,
  booking_id: row.bookingId,
  url: signer.url(row.fileKey, { name: receiptDownloadName(row.originalName, row.mimeType) }),
  download_name: receiptDownloadName(row.originalName, row.mimeType),
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
