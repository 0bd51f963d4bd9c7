import type { QuoteLine } from '../pricing/quote.ts';

/** What an invoice is built from: the booking's price as the pricing engine wrote it when it priced it. */
export interface InvoiceSource {
  /** The engine's lines, stored with the booking (jsonb). */
  price_breakdown: readonly QuoteLine[];
  /** The booked price, integer pence and pesewas, and the rate it was converted at. */
  total_pence: number;
  total_pesewas: number;
  gbp_to_ghs_rate: number;
}

export interface Invoice {
  lines: QuoteLine[];
  freight_gbp: number;
  insurance_gbp: number;
  total_gbp: number;
  total_ghs: number;
  gbp_to_ghs_rate: number;
  /** Sum over the package lines of chargeable weight × quantity, to 0.01 kg. */
  chargeable_weight_kg: number;
}

const pence = (gbp: number) => Math.round(gbp * 100);

/**
 * The one invoice of a booking: the admin dialog's Invoice tab and the invoice PDF both show this. Its
 * lines are the ones the booking was priced with, so they add up to the booked price (freight, any minimum
 * charge adjustment, insurance when chosen); GHS is the booked price at the rate stored with the booking.
 */
export const buildInvoice = (source: InvoiceSource): Invoice => {
  const lines = [...source.price_breakdown];
  const insurance = lines
    .filter((l) => l.kind === 'insurance')
    .reduce((sum, l) => sum + pence(l.amount_gbp), 0);
  const weight = lines
    .filter((l) => l.kind === 'package')
    .reduce((sum, l) => sum + Math.round((l.chargeable_weight_kg ?? 0) * 100) * (l.qty ?? 1), 0);
  return {
    lines,
    freight_gbp: (source.total_pence - insurance) / 100,
    insurance_gbp: insurance / 100,
    total_gbp: source.total_pence / 100,
    total_ghs: source.total_pesewas / 100,
    gbp_to_ghs_rate: source.gbp_to_ghs_rate,
    chargeable_weight_kg: weight / 100,
  };
};

/** 'bank_transfer' → 'Bank transfer': how a recorded payment's method reads on an invoice or a screen. */
export const paymentMethodText = (method: string | null | undefined): string | null => {
  const words = method?.trim().toLowerCase().replace(/[_-]+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
};
