import { PACKAGE_TYPES, type PackageType, SERVICE_LEVEL_CODES, type ServiceLevelCode } from '@ukgh/domain';

/**
 * What the rates calculator hands to the booking wizard ('Book this shipment'). It is kept in
 * sessionStorage, not router state, because a signed-out visitor goes through /login (or on to /register)
 * first and those pages send people on by path, dropping any router state. It lasts for the tab only;
 * a new booking reads it and then clears it.
 */
const KEY = 'ukgh.quote-draft';

type Value = number | string;
export interface QuoteDraftPackage {
  pkg_type: PackageType;
  qty: Value;
  weight_kg: Value;
  length_cm: Value;
  width_cm: Value;
  height_cm: Value;
  declared_value: Value;
}
export interface QuoteDraft {
  service_level_code: ServiceLevelCode;
  insurance_opt_in: boolean;
  packages: QuoteDraftPackage[];
}

const NUMBER_FIELDS = ['qty', 'weight_kg', 'length_cm', 'width_cm', 'height_cm', 'declared_value'] as const;
const isValue = (v: unknown): v is Value => typeof v === 'number' || typeof v === 'string';
const isPackage = (p: unknown): p is QuoteDraftPackage => {
  const pkg = p as Record<string, unknown> | null;
  return (
    !!pkg &&
    (PACKAGE_TYPES as readonly unknown[]).includes(pkg.pkg_type) &&
    NUMBER_FIELDS.every((field) => isValue(pkg[field]))
  );
};
const isDraft = (d: unknown): d is QuoteDraft => {
  const draft = d as Record<string, unknown> | null;
  return (
    !!draft &&
    (SERVICE_LEVEL_CODES as readonly unknown[]).includes(draft.service_level_code) &&
    typeof draft.insurance_opt_in === 'boolean' &&
    Array.isArray(draft.packages) &&
    draft.packages.length > 0 &&
    draft.packages.length <= 50 &&
    draft.packages.every(isPackage)
  );
};

export const saveQuoteDraft = (draft: QuoteDraft) => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard simply starts empty.
  }
};

/** The draft, if any; anything unreadable counts as none. */
export const readQuoteDraft = (): QuoteDraft | null => {
  try {
    const raw = sessionStorage.getItem(KEY);
    const draft: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(draft) ? draft : null;
  } catch {
    return null;
  }
};

export const clearQuoteDraft = () => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
};
