import { DEFAULT_RATE_CARD, quote, type RatesResponse } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { currencyRates, settings } from '../../db/schema.ts';

const t = await createTestApp();

const postQuote = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/quotes/', payload });

describe('POST /quotes/', () => {
  it('prices a Standard 20 kg box at £50.00 / ₵750.00 without signing in', async () => {
    const res = await postQuote({
      service_level_code: 'STANDARD',
      packages: [{ weight_kg: 20, pkg_type: 'BOX' }],
      insurance_opt_in: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      service_level_code: 'STANDARD',
      price_quote_gbp: 50,
      price_quote_ghs: 750,
      freight_gbp: 50,
      insurance_gbp: 0,
      total_chargeable_weight_kg: 20,
      gbp_to_ghs_rate: 15,
    });
    expect(body.breakdown).toEqual([
      {
        kind: 'package',
        label: 'Package 1: Box (1 × 20 kg)',
        amount_gbp: 50,
        chargeable_weight_kg: 20,
        qty: 1,
      },
    ]);
    expect(body).not.toHaveProperty('pence');
  });

  it('prices Express on volumetric weight: 5 kg in 50×40×30 cm is 12 kg → £102.00', async () => {
    const res = await postQuote({
      service_level_code: 'EXPRESS',
      packages: [
        {
          description: 'Laptop',
          weight_kg: 5,
          length_cm: 50,
          width_cm: 40,
          height_cm: 30,
          pkg_type: 'BOX',
        },
      ],
    });
    expect(res.json()).toMatchObject({
      price_quote_gbp: 102,
      price_quote_ghs: 1530,
      total_chargeable_weight_kg: 12,
    });
    expect(res.json().breakdown[0].label).toBe('Package 1: Laptop (1 × 12 kg)');
  });

  it('adds insurance and the minimum charge lines, and the lines add up to the total', async () => {
    const res = await postQuote({
      service_level_code: 'STANDARD',
      insurance_opt_in: true,
      packages: [{ description: '', weight_kg: '4', qty: '1', declared_value: '50', pkg_type: 'BAG' }],
    });
    const body = res.json();
    expect(body.breakdown.map((l: { kind: string; amount_gbp: number }) => [l.kind, l.amount_gbp])).toEqual([
      ['package', 10],
      ['minimum', 15],
      ['insurance', 5],
    ]);
    expect(body.price_quote_gbp).toBe(30);
  });

  it('answers 400 naming each bad field', async () => {
    const res = await postQuote({
      service_level_code: 'SLOW',
      packages: [{ weight_kg: -2, qty: 0, pkg_type: 'CRATE' }],
    });
    expect(res.statusCode).toBe(400);
    const { code, details } = res.json();
    expect(code).toBe('validation_error');
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining([
        'service_level_code',
        'packages.0.weight_kg',
        'packages.0.qty',
        'packages.0.pkg_type',
      ]),
    );
    expect(details['packages.0.qty']).toEqual(['Quantity must be at least 1']);
    const empty = await postQuote({ packages: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.packages).toEqual(['Add at least one package']);
  });
});

describe('GET /rates/', () => {
  it('shows both service levels with their labels, figures, flat rates and insurance rule', async () => {
    const res = await t.app.inject({ url: '/api/v1/rates/' });
    expect(res.statusCode).toBe(200);
    const rates = res.json() as RatesResponse;
    expect(rates).toMatchObject({
      currency: 'GBP',
      gbp_to_ghs: 15,
      gbp_to_ghs_updated_at: null,
      insurance: { percent_of_declared_value: 3, minimum: 5 },
      service_levels: {
        STANDARD: {
          code: 'STANDARD',
          name: 'Standard',
          label: 'Ship',
          mode: 'sea',
          per_kg: 2.5,
          minimum_charge: 25,
          volumetric_divisor_cm3_per_kg: 6000,
          transit_days: [28, 42],
          flat_rates: { BARREL: { price: 95, includes_kg: 100, extra_per_kg: 1 } },
        },
        EXPRESS: { code: 'EXPRESS', name: 'Express', label: 'Flight', mode: 'air', per_kg: 8.5 },
      },
    });
  });

  it('follows the rate card and GBP→GHS rate in settings, and quotes use them too', async () => {
    const card = structuredClone(DEFAULT_RATE_CARD);
    card.service_levels.STANDARD.per_kg = 3;
    await t.db
      .insert(settings)
      .values({ key: 'rate_card', value: card })
      .onConflictDoUpdate({ target: settings.key, set: { value: card } });
    await t.db.insert(currencyRates).values({ rate: '15.5' });

    const rates = (await t.app.inject({ url: '/api/v1/rates/' })).json() as RatesResponse;
    expect(rates.gbp_to_ghs).toBe(15.5);
    expect(rates.service_levels.STANDARD.per_kg).toBe(3);
    expect(Date.parse(rates.gbp_to_ghs_updated_at!)).not.toBeNaN();

    const input = {
      service_level_code: 'STANDARD' as const,
      insurance_opt_in: false,
      packages: [{ weight_kg: 20, pkg_type: 'BOX' as const, qty: 1 }],
    };
    const res = await postQuote(input);
    expect(res.json()).toMatchObject({ price_quote_gbp: 60, price_quote_ghs: 930, gbp_to_ghs_rate: 15.5 });
    // The rates response is a rate card: a client pricing with it gets what the server quotes.
    expect(quote(input, rates).price_quote_ghs).toBe(930);
  });
});
