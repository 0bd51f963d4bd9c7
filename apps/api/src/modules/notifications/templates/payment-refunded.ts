import { type BookingMailData, bookingDetails, bookingLink } from './booking-summary.ts';
import { formatGbp } from './format.ts';
import { defineTemplate } from './template.ts';

/** Sent when an admin records that a booking's payment was given back. */
export const paymentRefunded = defineTemplate<BookingMailData & { amount_gbp: number; reason: string }>({
  preference: 'payment_updates',
  content: (data, ctx) => ({
    subject: `Refund for booking ${data.booking_code}`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      `We have refunded your payment of ${formatGbp(data.amount_gbp)} for booking ${data.booking_code}. It may take a few working days to reach your account.`,
      `Reason given: ${data.reason}`,
    ],
    details: bookingDetails(data),
    action: bookingLink(data, ctx),
  }),
});
