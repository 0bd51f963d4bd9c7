import type { RateCard } from './rate-card.ts';

export const PACKAGE_TYPES = ['BOX', 'BARREL', 'ENVELOPE', 'BAG'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export interface QuotePackage {
  pkg_type: PackageType;
  qty: number;
  weight_kg: number;
  length_cm?: number;
  width_cm?: number;
  height_cm?: number;
  /** Per item, in GBP. */
  declared_value?: number;
  description?: string;
}

export interface QuoteInput {
  service_level_code: 'STANDARD' | 'EXPRESS';
  packages: QuotePackage[];
  insurance_opt_in: boolean;
}

export interface QuoteLine {
  kind: 'package' | 'minimum' | 'insurance';
  label: string;
  amount_gbp: number;
  /** Chargeable weight per item, for package lines. */
  chargeable_weight_kg?: number;
  qty?: number;
}

export interface Quote {
  service_level_code: 'STANDARD' | 'EXPRESS';
  price_quote_gbp: number;
  price_quote_ghs: number;
  freight_gbp: number;
  insurance_gbp: number;
  total_chargeable_weight_kg: number;
  total_declared_value_gbp: number;
  gbp_to_ghs_rate: number;
  breakdown: QuoteLine[];
  /** Integer minor units, for storage: the JSON numbers above are derived from these. */
  pence: { freight: number; insurance: number; total: number; ghs_pesewas: number };
}

/** How people name each package type ('Barrel'). */
export const PACKAGE_TYPE_LABELS: Record<PackageType, string> = {
  BOX: 'Box',
  BARREL: 'Barrel',
  ENVELOPE: 'Envelope',
  BAG: 'Bag',
};

/** Rounds half up; the tiny nudge undoes binary floating-point error (2.675 * 100 = 267.49999…). */
const roundHalfUp = (value: number) => Math.floor(value + 0.5 + 1e-9);
const round2 = (value: number) => roundHalfUp(value * 100) / 100;
const toGbp = (pence: number) => pence / 100;

/** The greater of actual weight and volumetric weight (L×W×H / divisor), per item, to 0.01 kg. */
export const chargeableWeightKg = (pkg: QuotePackage, divisor: number) => {
  const volumetric = ((pkg.length_cm ?? 0) * (pkg.width_cm ?? 0) * (pkg.height_cm ?? 0)) / divisor;
  return round2(Math.max(pkg.weight_kg, volumetric));
};

/**
 * The one pricing engine (rules in reference/rate-card.json): each line on chargeable weight, flat-rate types
 * per item plus extra weight, freight raised to the minimum, optional insurance on declared value, and
 * GHS at the given rate. Computed in pence.
 */
export const quote = (input: QuoteInput, card: RateCard, gbpToGhs: number = card.gbp_to_ghs): Quote => {
  const service = card.service_levels[input.service_level_code];
  const breakdown: QuoteLine[] = [];
  let freight = 0;
  let totalWeight = 0;
  let declaredPence = 0;

  input.packages.forEach((pkg, index) => {
    const qty = Math.max(1, Math.floor(pkg.qty));
    const weight = chargeableWeightKg(pkg, service.volumetric_divisor_cm3_per_kg);
    const flat = service.flat_rates[pkg.pkg_type];
    const perItemGbp = flat
      ? flat.price + Math.max(0, weight - flat.includes_kg) * flat.extra_per_kg
      : service.per_kg * weight;
    const linePence = roundHalfUp(perItemGbp * 100 * qty);
    freight += linePence;
    totalWeight += weight * qty;
    declaredPence += roundHalfUp((pkg.declared_value ?? 0) * 100) * qty;
    const name = pkg.description?.trim() || PACKAGE_TYPE_LABELS[pkg.pkg_type];
    breakdown.push({
      kind: 'package',
      label: `Package ${index + 1}: ${name} (${qty} × ${weight} kg${flat ? `, ${PACKAGE_TYPE_LABELS[pkg.pkg_type]} rate` : ''})`,
      amount_gbp: toGbp(linePence),
      chargeable_weight_kg: weight,
      qty,
    });
  });

  const minimumPence = roundHalfUp(service.minimum_charge * 100);
  if (freight < minimumPence) {
    breakdown.push({
      kind: 'minimum',
      label: 'Minimum charge adjustment',
      amount_gbp: toGbp(minimumPence - freight),
    });
    freight = minimumPence;
  }

  let insurance = 0;
  if (input.insurance_opt_in) {
    const percentPence = roundHalfUp((declaredPence * card.insurance.percent_of_declared_value) / 100);
    insurance = Math.max(percentPence, roundHalfUp(card.insurance.minimum * 100));
    breakdown.push({
      kind: 'insurance',
      label: `Insurance (${card.insurance.percent_of_declared_value}% of declared value, minimum £${card.insurance.minimum.toFixed(2)})`,
      amount_gbp: toGbp(insurance),
    });
  }

  const total = freight + insurance;
  const pesewas = roundHalfUp(total * gbpToGhs);
  return {
    service_level_code: input.service_level_code,
    price_quote_gbp: toGbp(total),
    price_quote_ghs: pesewas / 100,
    freight_gbp: toGbp(freight),
    insurance_gbp: toGbp(insurance),
    total_chargeable_weight_kg: round2(totalWeight),
    total_declared_value_gbp: toGbp(declaredPence),
    gbp_to_ghs_rate: gbpToGhs,
    breakdown,
    pence: { freight, insurance, total, ghs_pesewas: pesewas },
  };
};
