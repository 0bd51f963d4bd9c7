import { type BookingMailData, bookingDetails, payNowLink } from './booking-summary.ts';
import { formatGbp } from './format.ts';
import { defineTemplate } from './template.ts';

/** Sent when a delayed online payment (Pay by Bank) started through Stripe Checkout did not go through. */
export const onlinePaymentFailed = defineTemplate<BookingMailData & { amount_gbp: number }>({
  preference: 'payment_updates',
  content: (data, ctx) => ({
    subject: `Your payment for booking ${data.booking_code} did not go through`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      `Your bank did not complete the payment of ${formatGbp(data.amount_gbp)} for booking ${data.booking_code}, so the booking is not paid yet and no money was taken.`,
      'You can try again with Pay now on the booking’s Payment tab, or pay by bank transfer and upload the receipt there.',
    ],
    details: bookingDetails(data),
    action: payNowLink(data, ctx),
  }),
});
