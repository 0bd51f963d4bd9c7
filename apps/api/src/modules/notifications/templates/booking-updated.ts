import { type BookingMailData, bookingDetails, bookingLink } from './booking-summary.ts';
import { defineTemplate } from './template.ts';

export const bookingUpdated = defineTemplate<BookingMailData>({
  preference: 'booking_updates',
  content: (data, ctx) => ({
    subject: `Booking ${data.booking_code} updated`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: ['Your booking has been changed. Here are its details as they stand now.'],
    details: bookingDetails(data),
    action: bookingLink(data, ctx),
    closing: [`If you did not make this change, contact us at ${ctx.company.support_email}.`],
  }),
});
