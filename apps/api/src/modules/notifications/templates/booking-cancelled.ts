import { type BookingMailData, bookingDetails, bookingLink } from './booking-summary.ts';
import { defineTemplate } from './template.ts';

export const bookingCancelled = defineTemplate<BookingMailData & { reason: string | null }>({
  preference: 'booking_updates',
  content: (data, ctx) => ({
    subject: `Booking ${data.booking_code} cancelled`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      'Your booking has been cancelled. Nothing will be collected.',
      ...(data.reason ? [`Reason given: ${data.reason}`] : []),
    ],
    details: bookingDetails(data),
    action: bookingLink(data, ctx),
    closing: [`Changed your mind? You can make a new booking at any time.`],
  }),
});
