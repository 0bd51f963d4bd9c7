import { decidePayment, RECEIPT_MAX_PER_BOOKING, RECEIPT_UPLOAD_MESSAGES } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, unsupportedMedia } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { moneyScope, ownerScope } from '../bookings/bookings.policy.ts';
import { findBookingIn, loadReceipts } from '../bookings/bookings.repository.ts';
import { actorOf } from '../operations/actor.ts';
import { recordAudit } from '../operations/audit.ts';
import { lockPayment } from '../payments/payments.repository.ts';
import { countReceiptsOf, insertReceipt } from './receipts.repository.ts';

const RECEIPT_MAX_SIDE = 2400;
const PDF_MAGIC = Buffer.from('%PDF-');
const PDF_EOF = Buffer.from('%%EOF');
const PDF_TAIL_WINDOW = 1024;
export const RECEIPT_LIMIT_MESSAGE = `A booking can have at most ${RECEIPT_MAX_PER_BOOKING} receipts`;

export interface ReceiptUpload {
  data: Buffer;
  filename: string | null;
  notes: string | null;
}

/**
 * A PDF starts with `%PDF-` and ends with an `%%EOF` marker (readers allow a little trailing whitespace or a
 * line of junk after it): a file cut short in transfer, or text that merely starts like one, is refused.
 */
const isPdf = (data: Buffer) =>
  data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) &&
  data.subarray(Math.max(0, data.length - PDF_TAIL_WINDOW)).includes(PDF_EOF);

/**
 * Reads the file by its content, never its name or declared type: an image is re-encoded in its own format
 * (metadata and anything appended are dropped; the admin downloads what the customer sent), a PDF must start with `%PDF-`. Anything else is refused.
 */
const normalizeReceipt = async (data: Buffer) => {
  if (isPdf(data)) return { data, extension: 'pdf', mimeType: 'application/pdf' };
  const image = await reencodeImage(data, { maxSide: RECEIPT_MAX_SIDE, keepFormat: true });
  if (image) return { data: image.data, extension: image.extension, mimeType: image.mimeType };
  return null;
};

export const createReceiptsService = (ctx: AppContext) => {
  const { db, files } = ctx;
  return {
    /** 404 unless the caller owns the booking; checked before the upload is read. */
    async assertOwner(user: UserRow, bookingId: string) {
      await findBookingIn(db, ownerScope(user), bookingId);
    },

    /**
     * The limit is counted and the row inserted in one transaction holding the booking row locked, so
     * uploads made at the same moment queue behind each other and cannot pass the limit together. The
     * file is stored first (reading it takes time that no lock should be held for) and removed again if
     * the receipt is refused or its row is not written.
     */
    async add(user: UserRow, bookingId: string, upload: ReceiptUpload, requestId: string | null = null) {
      await findBookingIn(db, ownerScope(user), bookingId);
      const file = await normalizeReceipt(upload.data);
      if (!file) throw unsupportedMedia(RECEIPT_UPLOAD_MESSAGES.badType);
      const key = await files.put('receipts', file.data, file.extension);
      try {
        return await db.transaction(async (tx) => {
          const { booking } = await findBookingIn(tx, ownerScope(user), bookingId, { lock: true });
          const [existing] = await countReceiptsOf(tx, booking.id);
          if ((existing?.n ?? 0) >= RECEIPT_MAX_PER_BOOKING) throw conflict(RECEIPT_LIMIT_MESSAGE);
          // Proof of payment is for a booking that still owes it (the rule the screen shows the form by).
          const payment = await lockPayment(tx, booking);
          const verdict = decidePayment('upload-receipt', {
            bookingStatus: booking.status,
            paymentStatus: payment.status,
          });
          if (!verdict.allowed) throw conflict(verdict.reason);
          const row = await insertReceipt(tx, {
            bookingId: booking.id,
            uploadedBy: user.id,
            fileKey: key,
            mimeType: file.mimeType,
            sizeBytes: file.data.length,
            originalName: upload.filename?.slice(0, 200) || null,
            notes: upload.notes,
          });
          await recordAudit(tx, actorOf(user, requestId), {
            action: 'payment.receipt-uploaded',
            entity: 'booking',
            entityId: booking.id,
            after: {
              receipt_id: row!.id,
              file: row!.originalName,
              mime_type: row!.mimeType,
              notes: row!.notes,
            },
          });
          return row!;
        });
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },

    async list(user: UserRow, bookingId: string) {
      await findBookingIn(db, moneyScope(user), bookingId);
      return loadReceipts(db, bookingId);
    },
  };
};
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
