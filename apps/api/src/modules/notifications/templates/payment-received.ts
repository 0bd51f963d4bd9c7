import { TIME_ZONE } from '@ukgh/domain';
import { type BookingMailData, bookingDetails, bookingLink } from './booking-summary.ts';
import { formatGbp } from './format.ts';
import { defineTemplate } from './template.ts';

export interface PaymentMailData extends BookingMailData {
  amount_gbp: number;
  /** 'Bank transfer', 'Card in person', 'Cash at collection'. */
  method_label: string;
  paid_at: string;
  reference: string | null;
}

const paidOn = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The customer's receipt: sent when an admin accepts their proof of payment or records a payment. */
export const paymentReceived = defineTemplate<PaymentMailData>({
  preference: 'payment_updates',
  content: (data, ctx) => ({
    subject: `Payment received for booking ${data.booking_code}`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      `Thank you: we have received your payment of ${formatGbp(data.amount_gbp)} for booking ${data.booking_code}. This mail is your receipt.`,
    ],
    details: [
      { label: 'Amount paid', value: formatGbp(data.amount_gbp) },
      { label: 'Paid by', value: data.method_label },
      { label: 'Date', value: paidOn.format(new Date(data.paid_at)) },
      ...(data.reference ? [{ label: 'Reference', value: data.reference }] : []),
      ...bookingDetails(data),
    ],
    action: bookingLink(data, ctx),
  }),
});
