import { type BookingMailData, bookingDetails, bookingLink } from './booking-summary.ts';
import { defineTemplate } from './template.ts';

/** Sent when staff reject a pending booking, with the reason they gave. */
export const bookingRejected = defineTemplate<BookingMailData & { reason: string | null }>({
  preference: 'booking_updates',
  content: (data, ctx) => ({
    subject: `Booking ${data.booking_code} not accepted`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      'We are sorry: we cannot accept this booking. Nothing will be collected.',
      ...(data.reason ? [`Reason given: ${data.reason}`] : []),
    ],
    details: bookingDetails(data),
    action: bookingLink(data, ctx),
    closing: ['Questions? Reply to this mail or contact us; you can make a new booking at any time.'],
  }),
});
