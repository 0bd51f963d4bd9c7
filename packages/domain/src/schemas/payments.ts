import { z } from 'zod';
import { RECORDABLE_PAYMENT_METHODS } from '../payments/payment-rules.ts';
import { uuidSchema } from './common.ts';

/** `/admin/bookings/{id}/payment/receipts/{receiptId}/…`: the booking and one of its receipts. */
export const paymentReceiptParams = z.object({ id: uuidSchema, receiptId: uuidSchema });

/** Longest a payment may be back-dated: a payment is recorded within weeks of the booking. */
export const PAYMENT_BACKDATE_DAYS = 366;
/** Clocks of the admin's device and the server differ a little. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

/** `POST /admin/bookings/{id}/payment/record/`: money taken without a receipt (in person, or seen on the statement). */
export const recordPaymentBodySchema = z.object({
  method: z.enum(RECORDABLE_PAYMENT_METHODS, { error: 'Choose how the customer paid' }),
  amount_gbp: z
    .number({ error: 'Amount is required' })
    .positive('Amount must be greater than 0')
    .max(100_000, 'Amount must be at most £100,000')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Amount has at most 2 decimals'),
  paid_at: z.iso
    .datetime({ offset: true, error: 'When was it paid? Give a date and time' })
    .transform((v) => new Date(v))
    .refine((d) => d.getTime() <= Date.now() + FUTURE_SKEW_MS, 'The payment date cannot be in the future')
    .refine(
      (d) => d.getTime() >= Date.now() - PAYMENT_BACKDATE_DAYS * 24 * 3600 * 1000,
      'The payment date is more than a year ago',
    ),
  /** The bank's or the card machine's reference, if there is one. */
  reference: z
    .string()
    .trim()
    .max(100, 'Reference must be at most 100 characters')
    .optional()
    .transform((v) => v || null),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentBodySchema>;
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;
