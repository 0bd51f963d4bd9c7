import type { BookingMailData } from './booking-summary.ts';
import type { MailDeliveryWindow } from './delivery-window.ts';
import type { RenderContext } from './template.ts';

/** A delivery-stage mail: the booking's facts plus the tracking number and who the mail is for. */
export interface PackageMailData extends BookingMailData {
  tracking_number: string | null;
  /** The recipient in Ghana has no account: their link is the public tracking page, not the booking. */
  audience: 'customer' | 'recipient';
  /** The estimate when the mail was queued (out for delivery: today); absent in mails queued before it existed. */
  delivery_window?: MailDeliveryWindow | null;
}

export const trackingLink = (data: PackageMailData, { publicUrl }: RenderContext) =>
  data.audience === 'recipient' || !data.booking_id
    ? data.tracking_number
      ? { label: 'Track the package', url: `${publicUrl}/track/${data.tracking_number}` }
      : undefined
    : { label: 'View your booking', url: `${publicUrl}/dashboard/bookings/${data.booking_id}` };

export const trackingDetails = (data: PackageMailData) => [
  { label: 'Booking code', value: data.booking_code },
  ...(data.tracking_number ? [{ label: 'Tracking number', value: data.tracking_number }] : []),
  { label: 'To', value: `${data.recipient_name}, ${data.recipient_city}, ${data.region_name}` },
];
