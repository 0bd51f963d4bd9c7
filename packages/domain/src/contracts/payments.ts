import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../payments/payment-rules.ts';
import { receiptSchema } from './bookings.ts';
import { isoDateTime, nullableIsoDateTime } from './common.ts';

/**
 * How a customer pays and what was paid (issue 11 "How a customer pays"). The customer reads
 * `GET /bookings/{id}/payment/`, the wizard `GET /payment-details/`, admins `GET /admin/bookings/{id}/payment/`.
 */

/** The account customers pay into (Settings › Bank details); null until an admin enters it. */
export const payToSchema = z
  .object({
    account_name: z.string(),
    bank_name: z.string(),
    sort_code: z.string(),
    account_number: z.string(),
  })
  .nullable();
export type PayToDto = z.infer<typeof payToSchema>;

/** `GET /payment-details/` (signed in): where to pay, before a booking exists (the wizard's Review step). */
export const paymentDetailsSchema = z.object({ bank_details: payToSchema });
export type PaymentDetailsDto = z.infer<typeof paymentDetailsSchema>;

/** The booking's payment record. */
export const paymentRecordSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  status_display: z.string(),
  amount_gbp: z.number(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  method_display: z.string().nullable(),
  /** The bank's or card machine's reference an admin recorded, or Stripe's payment id, if any. */
  reference: z.string().nullable(),
  paid_at: nullableIsoDateTime,
  refunded_at: nullableIsoDateTime,
  refund_reason: z.string().nullable(),
});
export type PaymentRecordDto = z.infer<typeof paymentRecordSchema>;

/** What the customer sees on the Payment & Receipts tab. */
export const bookingPaymentSchema = z.object({
  booking_id: z.string(),
  booking_code: z.string(),
  booking_status: z.string(),
  payment: paymentRecordSchema,
  how_to_pay: z.object({
    bank_details: payToSchema,
    /** The reference to quote with the transfer: the booking code. */
    reference: z.string(),
    amount_gbp: z.number(),
  }),
  /** True while a receipt may be uploaded (the payment is pending and the booking live). */
  can_upload_receipt: z.boolean(),
  /** True when card and pay-by-bank through Stripe Checkout are configured and the booking owes its payment. */
  can_pay_online: z.boolean(),
  receipts: z.array(receiptSchema),
});
export type BookingPaymentDto = z.infer<typeof bookingPaymentSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** A receipt as admins see it: who uploaded and who checked it, and what may be done with it now. */
export const adminReceiptSchema = receiptSchema.extend({
  uploaded_by: personSchema,
  reviewed_by: personSchema,
  can_accept: z.boolean(),
  can_refuse: z.boolean(),
});
export type AdminReceiptDto = z.infer<typeof adminReceiptSchema>;

/** `GET /admin/bookings/{id}/payment/` and the answer of every payment action. */
export const adminBookingPaymentSchema = bookingPaymentSchema.extend({
  payment: paymentRecordSchema.extend({
    recorded_by: personSchema,
    refunded_by: personSchema,
    /** A card refund asked of Stripe and not yet confirmed by its webhook. */
    refund_requested_at: nullableIsoDateTime,
    updated_at: isoDateTime,
  }),
  receipts: z.array(adminReceiptSchema),
  can_record: z.boolean(),
  can_refund: z.boolean(),
});
export type AdminBookingPaymentDto = z.infer<typeof adminBookingPaymentSchema>;

/** Where an admin checks a booking's payment: Manage Bookings opens its dialog on the Payment tab. */
export const adminPaymentLink = (bookingId: string) =>
  `/admin/bookings?booking=${encodeURIComponent(bookingId)}&tab=payment`;

/** `POST /bookings/{id}/payment/checkout/`: the Stripe Checkout page to send the customer to. */
export const checkoutSessionSchema = z.object({ url: z.string() });
export type CheckoutSessionDto = z.infer<typeof checkoutSessionSchema>;

/** The webhook's answer to Stripe: received, whatever the event did. */
export const stripeWebhookAnswerSchema = z.object({ received: z.literal(true) });
