import type { BookingCreateInput, Quote } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, packages, payments, receipts, shipments } from '../../db/schema.ts';
import { recordBookingReceived } from '../operations/travel-events.ts';
import { invalidateTrackingOfBookings, noteChange } from '../tracking/tracking.cache.ts';
import { generateBookingCode } from './booking-code.ts';

const toPence = (gbp: number) => Math.round(gbp * 100);

/** The columns a create or an update payload sets, with the server's own price. */
const bookingFields = (input: BookingCreateInput, price: Quote) => ({
  senderName: input.sender_name,
  senderEmail: input.sender_email,
  senderPhone: input.sender_phone,
  senderLine1: input.sender_address.line1,
  senderLine2: input.sender_address.line2,
  senderCity: input.sender_address.city,
  senderPostcode: input.sender_address.postcode,
  senderCountry: input.sender_address.country_code,
  recipientName: input.recipient_name,
  recipientEmail: input.recipient_email,
  recipientPhone: input.recipient_phone,
  recipientLine1: input.recipient_address.line1,
  recipientLine2: input.recipient_address.line2,
  recipientCity: input.recipient_address.city,
  recipientPostcode: input.recipient_address.postcode,
  recipientCountry: input.recipient_address.country_code,
  ghRegionCode: input.gh_region_code,
  serviceLevel: input.service_level_code,
  preferredPickupStart: input.preferred_pickup_start,
  preferredPickupEnd: input.preferred_pickup_end,
  proofMode: input.proof_mode,
  fragile: input.fragile,
  insuranceOptIn: input.insurance_opt_in,
  codOptIn: input.cod_opt_in,
  notes: input.notes,
  priceQuotePence: price.pence.total,
  priceQuotePesewas: price.pence.ghs_pesewas,
  gbpToGhsRate: String(price.gbp_to_ghs_rate),
  priceBreakdown: price.breakdown,
});

const packageRows = (bookingId: string, input: BookingCreateInput) =>
  input.packages.map((pkg, position) => ({
    bookingId,
    position,
    description: pkg.description,
    pkgType: pkg.pkg_type,
    qty: pkg.qty,
    weightKg: String(pkg.weight_kg),
    lengthCm: String(pkg.length_cm),
    widthCm: String(pkg.width_cm),
    heightCm: String(pkg.height_cm),
    declaredValuePence: toPence(pkg.declared_value),
  }));

/**
 * Writes a new PENDING booking with its packages, its shipment (status pending, no tracking number yet),
 * a pending payment for the quoted total and the first travel event. Call inside a transaction.
 */
export const insertBooking = async (
  tx: DbOrTx,
  customerId: string,
  input: BookingCreateInput,
  price: Quote,
  options: { idempotencyKey?: string | null; idempotencyFingerprint?: string | null; at?: Date } = {},
) => {
  const at = options.at ?? new Date();
  const [booking] = await tx
    .insert(bookings)
    .values({
      bookingCode: generateBookingCode(),
      customerId,
      status: 'PENDING',
      ...bookingFields(input, price),
      idempotencyKey: options.idempotencyKey ?? null,
      idempotencyFingerprint: options.idempotencyFingerprint ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx.insert(packages).values(packageRows(booking!.id, input));
  const [shipment] = await tx
    .insert(shipments)
    .values({ bookingId: booking!.id, createdAt: at, updatedAt: at })
    .returning();
  await tx
    .insert(payments)
    .values({ bookingId: booking!.id, amountPence: price.pence.total, createdAt: at, updatedAt: at });
  await recordBookingReceived(tx, shipment!.id, {
    customerId,
    location: `${input.sender_address.city}, UK`,
    at,
  });
  await noteChange(tx);
  return { booking: booking!, shipment: shipment! };
};

/** What has been paid or sent in for a booking: its payment's status and each receipt's. */
export const loadMoneyIn = async (tx: DbOrTx, bookingId: string) => {
  const [payment] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const rows = await tx
    .select({ status: receipts.status })
    .from(receipts)
    .where(eq(receipts.bookingId, bookingId));
  return { paymentStatus: payment?.status ?? 'PENDING', receiptStatuses: rows.map((row) => row.status) };
};

/**
 * The owner's correction of a pending booking: every field of the payload, the package set replaced, the
 * new price and the pending payment's amount. Call inside a transaction, with the booking row locked.
 */
export const replaceBookingDetails = async (
  tx: DbOrTx,
  bookingId: string,
  input: BookingCreateInput,
  price: Quote,
  at = new Date(),
) => {
  const [booking] = await tx
    .update(bookings)
    .set({ ...bookingFields(input, price), updatedAt: at })
    .where(eq(bookings.id, bookingId))
    .returning();
  await tx.delete(packages).where(eq(packages.bookingId, bookingId));
  await tx.insert(packages).values(packageRows(bookingId, input));
  await tx
    .update(payments)
    .set({ amountPence: price.pence.total, updatedAt: at })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'PENDING')));
  // Names, service and packages show on the public tracker (a staff correction may touch a confirmed one).
  await invalidateTrackingOfBookings(tx, [bookingId]);
  return booking!;
};
