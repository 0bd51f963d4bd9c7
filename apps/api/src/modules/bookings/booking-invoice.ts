import { buildInvoice, type QuoteLine } from '@ukgh/domain';
import type { BookingRow } from '../../db/schema.ts';

/**
 * A booking's invoice (packages/domain `buildInvoice`) from its stored price: the admin dialog's Invoice tab
 * and the invoice PDF both read this, so they can never disagree.
 */
export const bookingInvoice = (booking: BookingRow) =>
  buildInvoice({
    // Written by the pricing engine when the booking was priced (jsonb, so untyped on the way back).
    price_breakdown: (booking.priceBreakdown ?? []) as QuoteLine[],
    total_pence: booking.priceQuotePence,
    total_pesewas: booking.priceQuotePesewas,
    gbp_to_ghs_rate: Number(booking.gbpToGhsRate),
  });
