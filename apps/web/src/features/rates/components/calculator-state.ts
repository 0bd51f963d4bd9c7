import { type PackageType, type QuoteRequest, quoteRequestSchema } from '@ukgh/domain';
import { schemaErrors } from '../../../lib/form-errors.ts';

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

/** A blank field takes the booking's default; anything else goes to the schema as typed (garbage → NaN). */
const typed = (value: number | string, blank: number) => {
  if (value === '') return blank;
  return typeof value === 'number' ? value : Number(value);
};

/** The POST /quotes/ payload, as typed: the domain's quote schema (the booking's package rules) judges it. */
export const toQuoteRequest = (state: CalcState) => ({
  service_level_code: state.service_level_code,
  insurance_opt_in: state.insurance_opt_in,
  packages: state.packages.map((p) => ({
    pkg_type: p.pkg_type,
    qty: typed(p.qty, 1),
    weight_kg: typed(p.weight_kg, 0),
    length_cm: typed(p.length_cm, 0),
    width_cm: typed(p.width_cm, 0),
    height_cm: typed(p.height_cm, 0),
    declared_value: typed(p.declared_value, 0),
  })),
});

/**
 * The calculator's verdict: the field messages of the booking's own schema (keyed `packages.0.weight_kg`),
 * and the valid request, or null when anything is refused (then no price is shown).
 */
export const checkCalculator = (
  state: CalcState,
): { errors: Record<string, string>; request: QuoteRequest | null } => {
  const payload = toQuoteRequest(state);
  const parsed = quoteRequestSchema.safeParse(payload);
  return parsed.success
    ? { errors: {}, request: parsed.data }
    : { errors: schemaErrors(quoteRequestSchema, payload), request: null };
};

/** Nothing to price until some package has a weight or all three dimensions. */
export const hasSomethingToPrice = (input: QuoteRequest) =>
  input.packages.some(
    (p) => p.weight_kg > 0 || ((p.length_cm ?? 0) > 0 && (p.width_cm ?? 0) > 0 && (p.height_cm ?? 0) > 0),
  );
