import { type PackageMailData, trackingDetails, trackingLink } from './package-delivery.ts';
import { defineTemplate } from './template.ts';

export const packageDelivered = defineTemplate<PackageMailData>({
  preference: 'delivery_updates',
  content: (data, ctx) => ({
    subject: `Package ${data.tracking_number ?? data.booking_code} delivered`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      data.audience === 'recipient'
        ? 'Your package has been delivered. Thank you for receiving it.'
        : `Your package has been delivered to ${data.recipient_name} in ${data.recipient_city}.`,
    ],
    details: trackingDetails(data),
    action: trackingLink(data, ctx),
    closing: [`Something wrong with the delivery? Contact us at ${ctx.company.support_email}.`],
  }),
});
