import { regionName, serviceLevelLabel } from '@ukgh/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { BookingRow } from '../../db/schema.ts';
import type { BookingMailData } from '../notifications/templates/booking-summary.ts';
import { listPackageLines } from './bookings.repository.ts';

/**
 * The facts a booking mail reports, read in the caller's transaction right after the change, so the mail
 * shows what was committed with it.
 */
export const bookingMailData = async (
  tx: DbOrTx,
  booking: BookingRow,
  addresseeName: string,
): Promise<BookingMailData> => {
  const rows = await listPackageLines(tx, booking.id);
  return {
    booking_id: booking.id,
    booking_code: booking.bookingCode,
    addressee_name: addresseeName,
    sender_city: booking.senderCity,
    recipient_name: booking.recipientName,
    recipient_city: booking.recipientCity,
    region_name: regionName(booking.ghRegionCode),
    service_label: serviceLevelLabel(booking.serviceLevel),
    packages: rows.map((p) => ({ description: p.description, qty: p.qty, weight_kg: Number(p.weightKg) })),
    pickup_start: booking.preferredPickupStart?.toISOString() ?? null,
    pickup_end: booking.preferredPickupEnd?.toISOString() ?? null,
    price_gbp: booking.priceQuotePence / 100,
    price_ghs: booking.priceQuotePesewas / 100,
  };
};
