import { formatGbp, formatGhs, formatWindow } from './format.ts';
import type { MailContent, RenderContext } from './template.ts';

/**
 * What every booking mail shows, copied from the booking when the mail is queued (the mail reports the
 * booking as it was at that moment, even if it changes before delivery).
 */
export interface BookingMailData {
  booking_id: string;
  booking_code: string;
  /** The person the mail is addressed to (the customer, or the recipient for recipient mails). */
  addressee_name: string;
  sender_city: string;
  recipient_name: string;
  recipient_city: string;
  region_name: string;
  /** 'Ship' or 'Flight'. */
  service_label: string;
  packages: { description: string; qty: number; weight_kg: number }[];
  pickup_start: string | null;
  pickup_end: string | null;
  price_gbp: number;
  price_ghs: number;
}

// A package's weight is per item (as the price engine reads it).
const packageLine = (p: BookingMailData['packages'][number]) =>
  p.qty > 1 ? `${p.description} × ${p.qty} (${p.weight_kg} kg each)` : `${p.description} (${p.weight_kg} kg)`;

/** The booking's facts as label/value rows, the same in every booking mail. */
export const bookingDetails = (data: BookingMailData): NonNullable<MailContent['details']> => [
  { label: 'Booking code', value: data.booking_code },
  { label: 'From', value: `${data.sender_city}, UK` },
  { label: 'To', value: `${data.recipient_name}, ${data.recipient_city}, ${data.region_name}` },
  { label: 'Service', value: data.service_label },
  { label: 'Packages', value: data.packages.map(packageLine).join('; ') },
  { label: 'Pickup window', value: formatWindow(data.pickup_start, data.pickup_end) ?? 'Not set' },
  { label: 'Price', value: `${formatGbp(data.price_gbp)} (${formatGhs(data.price_ghs)})` },
];

export const bookingLink = (data: BookingMailData, { publicUrl }: RenderContext) => ({
  label: 'View your booking',
  url: `${publicUrl}/dashboard/bookings/${data.booking_id}`,
});

/** The booking's Payment tab, where Pay now opens Stripe Checkout. */
export const payNowLink = (data: BookingMailData, { publicUrl }: RenderContext) => ({
  label: 'Pay now',
  url: `${publicUrl}/dashboard/bookings/${data.booking_id}?tab=payment`,
});
