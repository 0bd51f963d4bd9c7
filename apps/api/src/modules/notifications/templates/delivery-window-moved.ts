import type { BookingMailData } from './booking-summary.ts';
import { type MailDeliveryWindow, windowLine } from './delivery-window.ts';
import { type PackageMailData, trackingDetails, trackingLink } from './package-delivery.ts';
import { defineTemplate } from './template.ts';

export interface WindowMovedMailData extends BookingMailData {
  tracking_number: string | null;
  audience: PackageMailData['audience'];
  previous: MailDeliveryWindow;
  window: MailDeliveryWindow;
}

/** Sent once per booking when its departure's dates move its delivery window by more than a day. */
export const deliveryWindowMoved = defineTemplate<WindowMovedMailData>({
  preference: 'delivery_updates',
  content: (data, ctx) => ({
    subject: `New delivery estimate for ${data.tracking_number ?? data.booking_code}: ${data.window.text}`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      `The estimated delivery of your package to ${data.recipient_name} in ${data.recipient_city} has changed.`,
      `It was ${data.previous.text}; it is now ${windowLine(data.window)}.`,
    ],
    details: [
      ...trackingDetails(data),
      { label: 'Estimated delivery', value: windowLine(data.window) },
      { label: 'Previous estimate', value: data.previous.text },
    ],
    action: trackingLink(data, ctx),
    closing: [`Questions? Contact us at ${ctx.company.support_email}.`],
  }),
});
