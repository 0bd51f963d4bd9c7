import { estimatedDeliveryDetails } from './delivery-window.ts';
import { type PackageMailData, trackingDetails, trackingLink } from './package-delivery.ts';
import { defineTemplate } from './template.ts';

/**
 * To the recipient in Ghana, when the booking is confirmed and gives their email: a parcel is coming, with
 * its tracking number, so they hear before the day it is out for delivery. The sender's address stays out.
 */
export const parcelOnItsWay = defineTemplate<PackageMailData & { sender_name: string }>({
  preference: 'delivery_updates',
  content: (data, ctx) => ({
    subject: `A parcel from the UK is on its way to you: ${data.tracking_number ?? data.booking_code}`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      `${data.sender_name} has booked a parcel to you in ${data.recipient_city} with ${ctx.company.name}.`,
      data.tracking_number
        ? `Follow it with the tracking number ${data.tracking_number}. We will write again when it is out for delivery.`
        : 'We will write again when it is out for delivery.',
    ],
    details: [...trackingDetails(data), ...estimatedDeliveryDetails(data.delivery_window)],
    action: trackingLink(data, ctx),
    closing: [`Questions? Contact us at ${ctx.company.support_email}.`],
  }),
});
