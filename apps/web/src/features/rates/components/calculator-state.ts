import type { PackageType, QuoteInput } from '@ukgh/domain';

/** What the visitor has typed; NumberInput gives '' while a field is blank. */
export interface CalcPackage {
  key: number;
  pkg_type: PackageType;
  qty: number | string;
  weight_kg: number | string;
  length_cm: number | string;
  width_cm: number | string;
  height_cm: number | string;
  declared_value: number | string;
}

export interface CalcState {
  service_level_code: 'STANDARD' | 'EXPRESS';
  insurance_opt_in: boolean;
  packages: CalcPackage[];
}

let nextKey = 1;
export const newPackage = (pkg_type: PackageType = 'BOX'): CalcPackage => ({
  key: nextKey++,
  pkg_type,
  qty: 1,
  weight_kg: '',
  length_cm: '',
  width_cm: '',
  height_cm: '',
  declared_value: '',
});

export const initialCalcState = (): CalcState => ({
  service_level_code: 'STANDARD',
  insurance_opt_in: false,
  packages: [newPackage()],
});

const num = (value: number | string, fallback = 0) => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The same payload POST /quotes/ and a booking take; blanks count as 0 and a blank quantity as 1. */
export const toQuoteInput = (state: CalcState): QuoteInput => ({
  service_level_code: state.service_level_code,
  insurance_opt_in: state.insurance_opt_in,
  packages: state.packages.map((p) => ({
    pkg_type: p.pkg_type,
    qty: Math.max(1, Math.floor(num(p.qty, 1))),
    weight_kg: num(p.weight_kg),
    length_cm: num(p.length_cm),
    width_cm: num(p.width_cm),
    height_cm: num(p.height_cm),
    declared_value: num(p.declared_value),
  })),
});

/** Nothing to price until some package has a weight or all three dimensions. */
export const hasSomethingToPrice = (input: QuoteInput) =>
  input.packages.some(
    (p) => p.weight_kg > 0 || ((p.length_cm ?? 0) > 0 && (p.width_cm ?? 0) > 0 && (p.height_cm ?? 0) > 0),
  );
