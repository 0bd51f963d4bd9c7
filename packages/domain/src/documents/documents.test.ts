import { describe, expect, it } from 'vitest';
import { quote } from '../pricing/quote.ts';
import { DEFAULT_RATE_CARD } from '../pricing/rate-card.ts';
import { buildInvoice, paymentMethodText } from './invoice.ts';
import { bulkLabelsSchema, labelItems, publicTrackingUrl } from './labels.ts';

describe('buildInvoice', () => {
  it('shows the lines the booking was priced with, which add up to the booked price', () => {
    const priced = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: true,
        packages: [
          { pkg_type: 'BOX', qty: 2, weight_kg: 12, declared_value: 100 },
          { pkg_type: 'BAG', qty: 1, weight_kg: 3.5 },
        ],
      },
      DEFAULT_RATE_CARD,
      16.25,
    );
    const invoice = buildInvoice({
      price_breakdown: priced.breakdown,
      total_pence: priced.pence.total,
      total_pesewas: priced.pence.ghs_pesewas,
      gbp_to_ghs_rate: 16.25,
    });
    const sum = invoice.lines.reduce((n, l) => n + Math.round(l.amount_gbp * 100), 0);
    expect(sum).toBe(priced.pence.total);
    expect(invoice.total_gbp).toBe(priced.price_quote_gbp);
    expect(invoice.total_ghs).toBe(priced.price_quote_ghs);
    expect(invoice.insurance_gbp).toBe(priced.insurance_gbp);
    expect(invoice.freight_gbp).toBe(priced.freight_gbp);
    expect(invoice.chargeable_weight_kg).toBe(27.5);
    expect(invoice.lines.map((l) => l.kind)).toEqual(['package', 'package', 'insurance']);
  });

  it('reads a recorded payment method as words', () => {
    expect(paymentMethodText('BANK_TRANSFER')).toBe('Bank transfer');
    expect(paymentMethodText('cash')).toBe('Cash');
    expect(paymentMethodText(null)).toBeNull();
  });
});

describe('labels', () => {
  it('makes one label per physical item, numbered through the lines', () => {
    const items = labelItems([
      { description: 'Clothes', qty: 2, weight_kg: 10 },
      { description: 'Shoes', qty: 1, weight_kg: 4.25 },
    ]);
    expect(items).toEqual([
      { item_number: '1 of 3', description: 'Clothes', weight_kg: 10 },
      { item_number: '2 of 3', description: 'Clothes', weight_kg: 10 },
      { item_number: '3 of 3', description: 'Shoes', weight_kg: 4.25 },
    ]);
  });

  it('points the QR code at the public tracking page', () => {
    expect(publicTrackingUrl('https://ship.example/', 'UKG1234567890')).toBe(
      'https://ship.example/track/UKG1234567890',
    );
  });

  it('takes 1 to 100 booking ids', () => {
    const id = '5b1c7c2e-4f7e-4b9a-9d3c-0f4a2b1c9e77';
    expect(bulkLabelsSchema.safeParse({ booking_ids: [id] }).success).toBe(true);
    expect(bulkLabelsSchema.safeParse({ booking_ids: [] }).success).toBe(false);
    expect(bulkLabelsSchema.safeParse({ booking_ids: Array(101).fill(id) }).success).toBe(false);
    expect(bulkLabelsSchema.safeParse({ booking_ids: ['nope'] }).success).toBe(false);
  });
});
