import {
  type Quote,
  type QuoteResponse,
  type RateCard,
  type RatesResponse,
  SERVICE_LEVEL_CODES,
  SERVICE_LEVELS,
} from '@ukgh/domain';

export const presentQuote = ({ pence: _pence, ...rest }: Quote): QuoteResponse => rest;

/** The rate card as a RateCard (so `quote(input, rates)` works on the client) with each level's name and label. */
export const presentRates = (
  card: RateCard,
  currency: { rate: number; setAt: Date } | null,
): RatesResponse => ({
  currency: card.currency,
  gbp_to_ghs: currency?.rate ?? card.gbp_to_ghs,
  gbp_to_ghs_updated_at: currency?.setAt.toISOString() ?? null,
  service_levels: Object.fromEntries(
    SERVICE_LEVEL_CODES.map((code) => {
      const rate = card.service_levels[code];
      const level = SERVICE_LEVELS[code];
      return [
        code,
        {
          code,
          name: level.name,
          label: level.label,
          mode: rate.mode || level.mode,
          per_kg: rate.per_kg,
          volumetric_divisor_cm3_per_kg: rate.volumetric_divisor_cm3_per_kg,
          minimum_charge: rate.minimum_charge,
          transit_days: rate.transit_days,
          flat_rates: rate.flat_rates,
        },
      ];
    }),
  ) as RatesResponse['service_levels'],
  insurance: {
    percent_of_declared_value: card.insurance.percent_of_declared_value,
    minimum: card.insurance.minimum,
  },
});
