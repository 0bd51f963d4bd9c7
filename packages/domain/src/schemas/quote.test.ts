import { describe, expect, it } from 'vitest';
import { quote } from '../pricing/quote.ts';
import { DEFAULT_RATE_CARD } from '../pricing/rate-card.ts';
import { quoteRequestSchema } from './quote.ts';

describe('quoteRequestSchema', () => {
  it('takes booking-shaped packages without a description and fills the defaults', () => {
    const parsed = quoteRequestSchema.parse({ packages: [{ weight_kg: '20', pkg_type: 'BOX' }] });
    expect(parsed).toEqual({
      service_level_code: 'STANDARD',
      insurance_opt_in: false,
      packages: [
        {
          description: undefined,
          declared_value: 0,
          qty: 1,
          weight_kg: 20,
          length_cm: 0,
          width_cm: 0,
          height_cm: 0,
          pkg_type: 'BOX',
        },
      ],
    });
    expect(quote(parsed, DEFAULT_RATE_CARD).price_quote_gbp).toBe(50);
  });

  it('keeps a description when one is given', () => {
    const parsed = quoteRequestSchema.parse({
      service_level_code: 'EXPRESS',
      packages: [{ description: ' Shoes ', weight_kg: 2, pkg_type: 'BAG' }],
    });
    expect(parsed.packages[0]!.description).toBe('Shoes');
  });

  it('refuses no packages, an unknown level, a zero quantity and negative weight', () => {
    const result = quoteRequestSchema.safeParse({ service_level_code: 'SLOW', packages: [] });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['service_level_code', 'packages']));
    const bad = quoteRequestSchema.safeParse({
      packages: [{ weight_kg: -1, qty: 0, pkg_type: 'BOX' }],
    });
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['packages.0.weight_kg', 'Must be 0 or more'],
        ['packages.0.qty', 'Quantity must be at least 1'],
      ]),
    );
  });
});
