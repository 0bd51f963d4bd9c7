import { describe, expect, it } from 'vitest';
import { chargeableWeightKg, quote } from './quote.ts';
import { DEFAULT_RATE_CARD as card } from './rate-card.ts';

// Worked by hand from reference/rate-card.json (Standard £2.50/kg ÷6000 min £25; Express £8.50/kg ÷5000 min £30;
// barrel £95 incl. 100 kg + £1/kg; envelopes £12/£20 incl. 0.5 kg + £8/£12 per kg; insurance 3%, min £5; ₵15/£).
describe('chargeable weight', () => {
  it.each([
    [
      { pkg_type: 'BOX' as const, qty: 1, weight_kg: 12, length_cm: 50, width_cm: 40, height_cm: 30 },
      6000,
      12,
    ],
    [
      { pkg_type: 'BOX' as const, qty: 1, weight_kg: 5, length_cm: 50, width_cm: 40, height_cm: 30 },
      6000,
      10,
    ],
    [
      { pkg_type: 'BOX' as const, qty: 1, weight_kg: 5, length_cm: 50, width_cm: 40, height_cm: 30 },
      5000,
      12,
    ],
    [{ pkg_type: 'BAG' as const, qty: 1, weight_kg: 3.3 }, 6000, 3.3],
  ])('%j with divisor %i is %f kg', (pkg, divisor, expected) => {
    expect(chargeableWeightKg(pkg, divisor)).toBe(expected);
  });
});

describe('quote', () => {
  it('Standard box on actual weight: 20 kg × £2.50 = £50.00 = ₵750.00', () => {
    const q = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: false,
        packages: [{ pkg_type: 'BOX', qty: 1, weight_kg: 20 }],
      },
      card,
    );
    expect(q.price_quote_gbp).toBe(50);
    expect(q.price_quote_ghs).toBe(750);
    expect(q.breakdown).toHaveLength(1);
  });

  it('Express box on volumetric weight: 5 kg but 50×40×30/5000 = 12 kg → 12 × £8.50 = £102.00', () => {
    const q = quote(
      {
        service_level_code: 'EXPRESS',
        insurance_opt_in: false,
        packages: [{ pkg_type: 'BOX', qty: 1, weight_kg: 5, length_cm: 50, width_cm: 40, height_cm: 30 }],
      },
      card,
    );
    expect(q.price_quote_gbp).toBe(102);
    expect(q.total_chargeable_weight_kg).toBe(12);
  });

  it('raises small Standard freight to the £25 minimum: 4 kg × £2.50 = £10 → £25 with an adjustment line', () => {
    const q = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: false,
        packages: [{ pkg_type: 'BAG', qty: 1, weight_kg: 4 }],
      },
      card,
    );
    expect(q.price_quote_gbp).toBe(25);
    expect(q.breakdown.map((l) => l.amount_gbp)).toEqual([10, 15]);
  });

  it('prices barrels flat by the item on Standard: 2 barrels of 120 kg = 2 × (£95 + 20 × £1) = £230', () => {
    const q = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: false,
        packages: [{ pkg_type: 'BARREL', qty: 2, weight_kg: 120 }],
      },
      card,
    );
    expect(q.price_quote_gbp).toBe(230);
    expect(q.total_chargeable_weight_kg).toBe(240);
  });

  it('has no barrel flat rate on Express: 60 kg barrel × £8.50 = £510', () => {
    const q = quote(
      {
        service_level_code: 'EXPRESS',
        insurance_opt_in: false,
        packages: [{ pkg_type: 'BARREL', qty: 1, weight_kg: 60 }],
      },
      card,
    );
    expect(q.price_quote_gbp).toBe(510);
  });

  it('prices an Express envelope of 0.8 kg as £20 + 0.3 × £12 = £23.60, raised to the £30 minimum', () => {
    const q = quote(
      {
        service_level_code: 'EXPRESS',
        insurance_opt_in: false,
        packages: [{ pkg_type: 'ENVELOPE', qty: 1, weight_kg: 0.8 }],
      },
      card,
    );
    expect(q.breakdown[0]!.amount_gbp).toBe(23.6);
    expect(q.price_quote_gbp).toBe(30);
  });

  it('adds insurance at 3% of declared value (per item × qty): 2 × £400 → £24.00', () => {
    const q = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: true,
        packages: [{ pkg_type: 'BOX', qty: 2, weight_kg: 10, declared_value: 400 }],
      },
      card,
    );
    expect(q.freight_gbp).toBe(50);
    expect(q.insurance_gbp).toBe(24);
    expect(q.price_quote_gbp).toBe(74);
    expect(q.price_quote_ghs).toBe(1110);
    expect(q.total_declared_value_gbp).toBe(800);
  });

  it('charges the £5 insurance minimum on low declared values: 3% of £50 = £1.50 → £5', () => {
    const q = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: true,
        packages: [{ pkg_type: 'BOX', qty: 1, weight_kg: 10, declared_value: 50 }],
      },
      card,
    );
    expect(q.insurance_gbp).toBe(5);
    expect(q.price_quote_gbp).toBe(30);
  });

  it('rounds each line half up to the penny: 1.07 kg × £2.50 = £2.675 → £2.68', () => {
    const q = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: false,
        packages: [
          { pkg_type: 'BOX', qty: 1, weight_kg: 1.07 },
          { pkg_type: 'BOX', qty: 1, weight_kg: 20 },
        ],
      },
      card,
    );
    expect(q.breakdown[0]!.amount_gbp).toBe(2.68);
    expect(q.price_quote_gbp).toBe(52.68);
    expect(q.pence.total).toBe(5268);
  });

  it('uses the rate it is given for GHS: £50 at 15.5 = ₵775.00', () => {
    const q = quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: false,
        packages: [{ pkg_type: 'BOX', qty: 1, weight_kg: 20 }],
      },
      card,
      15.5,
    );
    expect(q.price_quote_ghs).toBe(775);
    expect(q.gbp_to_ghs_rate).toBe(15.5);
  });

  it('makes the breakdown add up to the total', () => {
    const q = quote(
      {
        service_level_code: 'EXPRESS',
        insurance_opt_in: true,
        packages: [
          { pkg_type: 'BOX', qty: 3, weight_kg: 2.35, declared_value: 120 },
          { pkg_type: 'ENVELOPE', qty: 1, weight_kg: 0.2 },
        ],
      },
      card,
    );
    const sum = q.breakdown.reduce((acc, l) => acc + Math.round(l.amount_gbp * 100), 0);
    expect(sum).toBe(q.pence.total);
  });
});
