import { type BookingMailData, bookingDetails } from './booking-summary.ts';
import { estimatedDeliveryDetails, type MailDeliveryWindow } from './delivery-window.ts';
import { defineTemplate } from './template.ts';

/** Sent when staff confirm a booking: the tracking number it was given and where to follow it. */
export const bookingConfirmed = defineTemplate<
  BookingMailData & { tracking_number: string; delivery_window?: MailDeliveryWindow | null }
>({
  preference: 'booking_updates',
  content: (data, { publicUrl }) => ({
    subject: `Booking ${data.booking_code} confirmed: tracking number ${data.tracking_number}`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      'Your booking has been confirmed. We will collect your packages in the pickup window below.',
      `Your tracking number is ${data.tracking_number}.`,
    ],
    details: [
      { label: 'Tracking number', value: data.tracking_number },
      ...bookingDetails(data),
      ...estimatedDeliveryDetails(data.delivery_window),
    ],
    action: { label: 'Track your shipment', url: `${publicUrl}/track/${data.tracking_number}` },
  }),
});
