import {
  type BankDetails,
  decidePayment,
  gbpToPence,
  type PaymentAction,
  paymentAmountRefusal,
  paymentMethodLabel,
  type RecordPaymentInput,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { BookingRow, UserRow } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { askStripe, type Stripe } from '../../lib/stripe.ts';
import { bookingMailData } from '../bookings/booking-mail.ts';
import { moneyScope } from '../bookings/bookings.policy.ts';
import {
  allBookings,
  findBookingCustomer,
  findBookingIn,
  type PaymentRow,
  type ReceiptRow,
} from '../bookings/bookings.repository.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import type { Actor } from '../operations/actor.ts';
import { recordAudit } from '../operations/audit.ts';
import { getBankDetails } from '../settings/settings.repository.ts';
import {
  bookingReceipts,
  lockPayment,
  lockReceipt,
  peopleById,
  readPayment,
  updatePayment,
  updateReceipt,
} from './payments.repository.ts';

export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const STRIPE_REFUND_UNAVAILABLE =
  'This card payment was taken through Stripe, which is not configured here: refund it in the Stripe dashboard';

/** Everything a payment screen shows: the record, the receipts, where to pay, and the people named. */
export interface PaymentView {
  booking: BookingRow;
  payment: PaymentRow;
  receipts: ReceiptRow[];
  people: Map<string, UserRow>;
  payTo: BankDetails | null;
  /** Whether Stripe Checkout is configured, so Pay now may be offered. */
  payOnline: boolean;
}

export const loadView = async (db: DbOrTx, booking: BookingRow, payOnline: boolean): Promise<PaymentView> => {
  const [payment, receiptRows, payTo] = await Promise.all([
    readPayment(db, booking),
    bookingReceipts(db, booking.id),
    getBankDetails(db),
  ]);
  const people = await peopleById(db, [
    payment.recordedBy,
    payment.refundedBy,
    ...receiptRows.flatMap((r) => [r.uploadedBy, r.reviewedBy]),
  ]);
  return { booking, payment, receipts: receiptRows, people, payTo, payOnline };
};

/** The payment columns the audit trail records before and after a change. */
export const audited = (p: PaymentRow) => ({
  status: p.status,
  amount_gbp: p.amountPence / 100,
  method: p.method,
  paid_at: p.paidAt?.toISOString() ?? null,
  reference: p.reference,
  receipt_id: p.receiptId,
  refunded_at: p.refundedAt?.toISOString() ?? null,
  refund_reason: p.refundReason,
  refund_requested_at: p.refundRequestedAt?.toISOString() ?? null,
});

/** The customer's receipt mail, for a payment that has just become PAID (however it was paid). */
export const mailPaid = async (tx: DbOrTx, booking: BookingRow, customer: UserRow, paid: PaymentRow) =>
  queueNotification(
    tx,
    'payment_received',
    customer,
    {
      ...(await bookingMailData(tx, booking, customer.firstName)),
      amount_gbp: paid.amountPence / 100,
      method_label: paymentMethodLabel(paid.method) ?? 'Bank transfer',
      paid_at: paid.paidAt!.toISOString(),
      reference: paid.reference,
    },
    { dedupeKey: `payment_received:${paid.id}:${paid.paidAt!.toISOString()}` },
  );

/** The customer's mail that the money went back. */
export const mailRefunded = async (
  tx: DbOrTx,
  booking: BookingRow,
  customer: UserRow,
  refunded: PaymentRow,
  reason: string,
) =>
  queueNotification(
    tx,
    'payment_refunded',
    customer,
    {
      ...(await bookingMailData(tx, booking, customer.firstName)),
      amount_gbp: refunded.amountPence / 100,
      reason,
    },
    { dedupeKey: `payment_refunded:${refunded.id}` },
  );

export const refuseUnless = (
  action: PaymentAction,
  booking: BookingRow,
  payment: PaymentRow,
  receipt?: ReceiptRow,
) => {
  const verdict = decidePayment(action, {
    bookingStatus: booking.status,
    paymentStatus: payment.status,
    receiptStatus: receipt?.status ?? null,
    refundRequested: payment.refundRequestedAt !== null,
  });
  if (!verdict.allowed) throw conflict(verdict.reason);
  return verdict.to;
};

/**
 * A booking's payment (issue 11): customers read it; admins accept or refuse receipts, record a payment taken
 * without one, and mark a refund. Each change locks the booking row, then its payment row, asks the domain's
 * `decidePayment` (409 with its reason when refused), and writes the change, its audit entry and the
 * customer's mail in one transaction.
 */
export const createPaymentsService = (ctx: AppContext, stripe: Stripe | null = null) => {
  const { db } = ctx;

  /** Runs a change on a booking any admin may see (404 when it does not exist), then reads the result. */
  const change = async (
    bookingId: string,
    write: (tx: DbOrTx, booking: BookingRow, payment: PaymentRow, customer: UserRow) => Promise<void>,
  ) => {
    const booking = await db.transaction(async (tx) => {
      const { booking } = await findBookingIn(tx, allBookings, bookingId, { lock: true });
      const payment = await lockPayment(tx, booking);
      const customer = await findBookingCustomer(tx, booking.customerId);
      await write(tx, booking, payment, customer!);
      return booking;
    });
    return loadView(db, booking, stripe !== null);
  };

  return {
    /** Where to pay, before a booking exists (the wizard's Review step). */
    paymentDetails: () => getBankDetails(db),

    /** A booking's payment for whoever may see the booking (404 otherwise). */
    async read(user: UserRow, bookingId: string) {
      const { booking } = await findBookingIn(db, moneyScope(user), bookingId);
      return loadView(db, booking, stripe !== null);
    },

    /** Accepting a receipt: the payment becomes PAID by bank transfer, now, recorded by this admin. */
    acceptReceipt: (actor: Actor, bookingId: string, receiptId: string) =>
      change(bookingId, async (tx, booking, payment, customer) => {
        const receipt = await lockReceipt(tx, booking.id, receiptId);
        if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
        const to = refuseUnless('accept-receipt', booking, payment, receipt);
        const now = new Date();
        await updateReceipt(tx, receipt.id, { status: 'ACCEPTED', reviewedBy: actor.id, reviewedAt: now });
        const paid = await updatePayment(tx, payment.id, {
          status: to,
          method: 'BANK_TRANSFER',
          paidAt: now,
          recordedBy: actor.id,
          receiptId: receipt.id,
          reference: null,
        });
        await recordAudit(tx, actor, {
          action: 'payment.receipt-accepted',
          entity: 'booking',
          entityId: booking.id,
          before: { ...audited(payment), receipt_status: receipt.status },
          after: { ...audited(paid), receipt_status: 'ACCEPTED' },
        });
        await mailPaid(tx, booking, customer, paid);
      }),

    /** Refusing a receipt: it stays on the booking with the reason, which the customer reads and is mailed. */
    refuseReceipt: (actor: Actor, bookingId: string, receiptId: string, reason: string) =>
      change(bookingId, async (tx, booking, payment, customer) => {
        const receipt = await lockReceipt(tx, booking.id, receiptId);
        if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
        refuseUnless('refuse-receipt', booking, payment, receipt);
        await updateReceipt(tx, receipt.id, {
          status: 'REFUSED',
          reviewedBy: actor.id,
          reviewedAt: new Date(),
          refusalReason: reason,
        });
        await recordAudit(tx, actor, {
          action: 'payment.receipt-refused',
          entity: 'booking',
          entityId: booking.id,
          before: { receipt_id: receipt.id, receipt_status: receipt.status },
          after: { receipt_id: receipt.id, receipt_status: 'REFUSED', reason },
        });
        await queueNotification(
          tx,
          'receipt_refused',
          customer,
          {
            ...(await bookingMailData(tx, booking, customer.firstName)),
            reason,
            file_name: receipt.originalName,
          },
          { dedupeKey: `receipt_refused:${receipt.id}` },
        );
      }),

    /** A payment taken without a receipt (card or cash in person, or a transfer seen on the statement). */
    record: (actor: Actor, bookingId: string, input: RecordPaymentInput) =>
      change(bookingId, async (tx, booking, payment, customer) => {
        const to = refuseUnless('record', booking, payment);
        const wrongAmount = paymentAmountRefusal(gbpToPence(input.amount_gbp), payment.amountPence);
        if (wrongAmount) throw invalid(wrongAmount, { amount_gbp: [wrongAmount] });
        const paid = await updatePayment(tx, payment.id, {
          status: to,
          method: input.method,
          paidAt: input.paid_at,
          reference: input.reference,
          recordedBy: actor.id,
          receiptId: null,
        });
        await recordAudit(tx, actor, {
          action: 'payment.recorded',
          entity: 'booking',
          entityId: booking.id,
          before: audited(payment),
          after: audited(paid),
        });
        await mailPaid(tx, booking, customer, paid);
      }),

    /**
     * The money went back: PAID becomes REFUNDED, with who, when and why. A card payment taken through Stripe
     * is refunded through Stripe's refund API (one idempotency key per payment, so a retry never refunds
     * twice) and stays PAID, marked as asked, until Stripe's charge.refunded webhook confirms it.
     */
    refund: (actor: Actor, bookingId: string, reason: string) =>
      change(bookingId, async (tx, booking, payment, customer) => {
        const to = refuseUnless('refund', booking, payment);
        if (payment.method === 'CARD_STRIPE') {
          const intent = payment.reference;
          if (!stripe || !intent) throw conflict(STRIPE_REFUND_UNAVAILABLE);
          const refund = await askStripe(ctx.log, () =>
            stripe.refunds.create(
              {
                payment_intent: intent,
                reason: 'requested_by_customer',
                metadata: { booking_id: booking.id, booking_code: booking.bookingCode },
              },
              { idempotencyKey: `refund:${payment.id}` },
            ),
          );
          const asked = await updatePayment(tx, payment.id, {
            refundRequestedAt: new Date(),
            refundedBy: actor.id,
            refundReason: reason,
            stripeRefundId: refund.id,
          });
          await recordAudit(tx, actor, {
            action: 'payment.refund-requested',
            entity: 'booking',
            entityId: booking.id,
            before: audited(payment),
            after: { ...audited(asked), stripe_refund_id: refund.id },
          });
          return;
        }
        const refunded = await updatePayment(tx, payment.id, {
          status: to,
          refundedAt: new Date(),
          refundedBy: actor.id,
          refundReason: reason,
        });
        await recordAudit(tx, actor, {
          action: 'payment.refunded',
          entity: 'booking',
          entityId: booking.id,
          before: audited(payment),
          after: audited(refunded),
        });
        await mailRefunded(tx, booking, customer, refunded, reason);
      }),
  };
};
export type PaymentsService = ReturnType<typeof createPaymentsService>;
