import { estimatedDeliveryDetails } from './delivery-window.ts';
import { type PackageMailData, trackingDetails, trackingLink } from './package-delivery.ts';
import { defineTemplate } from './template.ts';

export const packageOutForDelivery = defineTemplate<PackageMailData>({
  preference: 'delivery_updates',
  content: (data, ctx) => ({
    subject: `Package ${data.tracking_number ?? data.booking_code} is out for delivery`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      data.audience === 'recipient'
        ? `A package for you is out for delivery in ${data.recipient_city} today.`
        : `Your package is out for delivery to ${data.recipient_name} in ${data.recipient_city}.`,
    ],
    details: [...trackingDetails(data), ...estimatedDeliveryDetails(data.delivery_window)],
    action: trackingLink(data, ctx),
    closing: [`Questions? Contact us at ${ctx.company.support_email}.`],
  }),
});
