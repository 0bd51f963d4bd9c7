import { type BookingMailData, bookingDetails, bookingLink } from './booking-summary.ts';
import { defineTemplate } from './template.ts';

export const bookingReceived = defineTemplate<BookingMailData>({
  preference: 'booking_updates',
  content: (data, ctx) => ({
    subject: `Booking ${data.booking_code} received`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      'Thank you for your booking. We have received it and will confirm it shortly; you will get your tracking number then.',
    ],
    details: bookingDetails(data),
    action: bookingLink(data, ctx),
    closing: ['You can change or cancel the booking from your dashboard while it is pending.'],
  }),
});
