import {
  type AdminBookingPaymentDto,
  type BookingPaymentDto,
  canPayment,
  PAYMENT_STATUS_LABELS,
  paymentMethodLabel,
} from '@ukgh/domain';
import type { UserRow } from '../../db/schema.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import { presentReceipt } from '../receipts/receipts.presenter.ts';
import type { PaymentView } from './payments.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const presentPayTo = (view: PaymentView) =>
  view.payTo
    ? {
        account_name: view.payTo.account_name,
        bank_name: view.payTo.bank_name,
        sort_code: view.payTo.sort_code,
        account_number: view.payTo.account_number,
      }
    : null;

const state = (view: PaymentView) => ({
  bookingStatus: view.booking.status,
  paymentStatus: view.payment.status,
  refundRequested: view.payment.refundRequestedAt !== null,
});

/** The customer's Payment & Receipts tab: the record, how to pay, the receipts with their outcome. */
export const presentBookingPayment = (view: PaymentView, signer: UrlSigner): BookingPaymentDto => {
  const { booking, payment } = view;
  return {
    booking_id: booking.id,
    booking_code: booking.bookingCode,
    booking_status: booking.status,
    payment: {
      status: payment.status,
      status_display: PAYMENT_STATUS_LABELS[payment.status],
      amount_gbp: payment.amountPence / 100,
      currency: payment.currency,
      method: payment.method,
      method_display: paymentMethodLabel(payment.method),
      reference: payment.reference,
      paid_at: iso(payment.paidAt),
      refunded_at: iso(payment.refundedAt),
      refund_reason: payment.refundReason,
    },
    how_to_pay: {
      bank_details: presentPayTo(view),
      reference: booking.bookingCode,
      amount_gbp: payment.amountPence / 100,
    },
    can_upload_receipt: canPayment('upload-receipt', state(view)),
    can_pay_online: view.payOnline && canPayment('pay-online', state(view)),
    receipts: view.receipts.map((r) => presentReceipt(r, signer)),
  };
};

const person = (people: Map<string, UserRow>, id: string | null) => {
  const user = id ? people.get(id) : undefined;
  return user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() } : null;
};

/** The admin's Payment tab: the same, with who did what and which actions the rules allow now. */
export const presentAdminBookingPayment = (view: PaymentView, signer: UrlSigner): AdminBookingPaymentDto => {
  const base = presentBookingPayment(view, signer);
  const { people, payment } = view;
  return {
    ...base,
    payment: {
      ...base.payment,
      recorded_by: person(people, payment.recordedBy),
      refunded_by: person(people, payment.refundedBy),
      refund_requested_at: iso(payment.refundRequestedAt),
      updated_at: payment.updatedAt.toISOString(),
    },
    receipts: view.receipts.map((r, i) => ({
      ...base.receipts[i]!,
      uploaded_by: person(people, r.uploadedBy),
      reviewed_by: person(people, r.reviewedBy),
      can_accept: canPayment('accept-receipt', { ...state(view), receiptStatus: r.status }),
      can_refuse: canPayment('refuse-receipt', { ...state(view), receiptStatus: r.status }),
    })),
    can_record: canPayment('record', state(view)),
    can_refund: canPayment('refund', state(view)),
  };
};
