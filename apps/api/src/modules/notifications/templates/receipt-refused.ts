import { type BookingMailData, bookingDetails, bookingLink } from './booking-summary.ts';
import { defineTemplate } from './template.ts';

/** Sent when an admin cannot accept the receipt a customer uploaded, with the reason they gave. */
export const receiptRefused = defineTemplate<BookingMailData & { reason: string; file_name: string | null }>({
  preference: 'payment_updates',
  content: (data, ctx) => ({
    subject: `We could not accept your receipt for booking ${data.booking_code}`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      `We checked the receipt you uploaded${data.file_name ? ` (${data.file_name})` : ''} and could not accept it, so the booking is not marked as paid yet.`,
      `Reason given: ${data.reason}`,
      'Please upload a new receipt on the booking’s Payment & Receipts tab, or reply to this mail if you think this is a mistake.',
    ],
    details: bookingDetails(data),
    action: bookingLink(data, ctx),
  }),
});
