import rateCard from '../reference/rate-card.json' with { type: 'json' };

export interface FlatRate {
  price: number;
  includes_kg: number;
  extra_per_kg: number;
}

export interface ServiceRate {
  label: string;
  mode: string;
  per_kg: number;
  volumetric_divisor_cm3_per_kg: number;
  minimum_charge: number;
  transit_days: [number, number];
  flat_rates: Partial<Record<'BOX' | 'BARREL' | 'ENVELOPE' | 'BAG', FlatRate>>;
}

export interface RateCard {
  currency: string;
  gbp_to_ghs: number;
  service_levels: Record<'STANDARD' | 'EXPRESS', ServiceRate>;
  insurance: { percent_of_declared_value: number; minimum: number };
}

/** The rate card a new installation starts from (a copy of shared/data/rate-card.json). */
export const DEFAULT_RATE_CARD: RateCard = {
  currency: rateCard.currency,
  gbp_to_ghs: rateCard.gbp_to_ghs,
  service_levels: rateCard.service_levels as RateCard['service_levels'],
  insurance: rateCard.insurance,
};
