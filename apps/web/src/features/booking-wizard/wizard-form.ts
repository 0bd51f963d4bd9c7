import {
  DEFAULT_RECIPIENT_COUNTRY,
  DEFAULT_SENDER_COUNTRY,
  GOODS_CATEGORIES,
  type GoodsCategory,
  isCalendarDate,
  londonDate,
  londonInstant,
  londonTime,
  PACKAGE_TYPES,
  type PackageType,
  SERVICE_LEVEL_CODES,
  type ServiceLevelCode,
  type UserDto,
} from '@ukgh/domain';
import type { BookingDetail } from '../../lib/bookings/types.ts';
import type { QuoteDraft } from '../../lib/quote-draft.ts';

export const WIZARD_STEP_TITLES = [
  'Sender Info',
  'Recipient Info',
  'Package Details',
  'Service Options',
  'Review & Submit',
] as const;
export const LAST_STEP = WIZARD_STEP_TITLES.length - 1;

/** Collection windows a pickup agent can keep to; the customer picks one with the date (UK time). */
export const PICKUP_SLOTS = [
  { value: '08:00-12:00', label: 'Morning, 08:00 – 12:00' },
  { value: '12:00-16:00', label: 'Afternoon, 12:00 – 16:00' },
  { value: '16:00-19:00', label: 'Evening, 16:00 – 19:00' },
] as const;

export const PROOF_MODES = [
  { value: 'NONE', label: 'No proof needed' },
  { value: 'PHOTO', label: 'Photo at delivery' },
  { value: 'SIGNATURE', label: 'Signature at delivery' },
  { value: 'BOTH', label: 'Photo and signature' },
] as const;

type NumberValue = number | string;

export interface WizardPackage {
  /** A stable React key; never sent. */
  key: string;
  description: string;
  pkg_type: PackageType | '';
  qty: NumberValue;
  weight_kg: NumberValue;
  length_cm: NumberValue;
  width_cm: NumberValue;
  height_cm: NumberValue;
  declared_value: NumberValue;
  category: GoodsCategory;
  hs_code: string;
}

interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country_code: string;
}

export interface WizardValues {
  sender_name: string;
  sender_email: string;
  sender_phone: string;
  sender_address: AddressValues;
  recipient_name: string;
  recipient_email: string;
  recipient_phone: string;
  recipient_whatsapp_opt_in: boolean;
  recipient_address: AddressValues;
  gh_region_code: string;
  packages: WizardPackage[];
  /** Asked on the packages step once a line is commercial goods. */
  recipient_id_number: string;
  /** The prohibited-goods declaration, ticked on the review step. */
  prohibited_goods_declared: boolean;
  service_level_code: ServiceLevelCode;
  /** 'YYYY-MM-DD', UK date. */
  pickup_date: string | null;
  pickup_slot: string;
  proof_mode: 'NONE' | 'PHOTO' | 'SIGNATURE' | 'BOTH';
  fragile: boolean;
  insurance_opt_in: boolean;
  cod_opt_in: boolean;
  notes: string;
}

let packageKeys = 0;
export const emptyPackage = (): WizardPackage => ({
  key: `pkg-${++packageKeys}`,
  description: '',
  pkg_type: 'BOX',
  qty: 1,
  weight_kg: '',
  length_cm: '',
  width_cm: '',
  height_cm: '',
  declared_value: '',
  category: 'PERSONAL_EFFECTS',
  hs_code: '',
});

/** A fresh form: the sender is the signed-in customer until they say otherwise; countries are fixed. */
export const initialValues = (user: UserDto | null): WizardValues => ({
  sender_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
  sender_email: user?.email ?? '',
  sender_phone: user?.phone_e164 ?? '',
  sender_address: { line1: '', line2: '', city: '', postcode: '', country_code: DEFAULT_SENDER_COUNTRY },
  recipient_name: '',
  recipient_email: '',
  recipient_phone: '',
  recipient_whatsapp_opt_in: false,
  recipient_address: {
    line1: '',
    line2: '',
    city: '',
    postcode: '',
    country_code: DEFAULT_RECIPIENT_COUNTRY,
  },
  gh_region_code: '',
  packages: [emptyPackage()],
  recipient_id_number: '',
  prohibited_goods_declared: false,
  service_level_code: 'STANDARD',
  pickup_date: null,
  pickup_slot: '',
  proof_mode: 'NONE',
  fragile: false,
  insurance_opt_in: false,
  cod_opt_in: false,
  notes: '',
});

/** A fresh form opened from the rates calculator: its service level, insurance and packages. */
export const withQuoteDraft = (values: WizardValues, draft: QuoteDraft | null): WizardValues =>
  draft
    ? {
        ...values,
        service_level_code: draft.service_level_code,
        insurance_opt_in: draft.insurance_opt_in,
        packages: draft.packages.map((pkg) => ({ ...emptyPackage(), ...pkg })),
      }
    : values;

const PROOF_MODE_VALUES = PROOF_MODES.map((m) => m.value) as readonly string[];

/**
 * A stored pickup window back as the wizard's UK date and time window: the start's London date, and the
 * slot whose hours match the window (by its start alone if the end was not kept). No match leaves the
 * slot empty, so the customer picks one again.
 */
export const pickupFieldsOf = (
  start: string | null | undefined,
  end: string | null | undefined,
): { pickup_date: string | null; pickup_slot: string } => {
  const from = start ? new Date(start) : null;
  if (!from || Number.isNaN(from.getTime())) return { pickup_date: null, pickup_slot: '' };
  const to = end ? new Date(end) : null;
  const startHour = londonTime(from);
  const exact = to && !Number.isNaN(to.getTime()) ? `${startHour}-${londonTime(to)}` : null;
  const slot =
    PICKUP_SLOTS.find((s) => s.value === exact) ??
    (exact ? undefined : PICKUP_SLOTS.find((s) => s.value.startsWith(`${startHour}-`)));
  return { pickup_date: londonDate(from), pickup_slot: slot?.value ?? '' };
};

/** A stored optional figure as the form shows it: 0 (what a blank field is saved as) shows blank again. */
const figure = (value: number | null | undefined): NumberValue => (value ? value : '');

/** The form for correcting a booking (PUT /bookings/{id}/): everything as GET /bookings/{id}/ returned it. */
export const valuesFromBooking = (booking: BookingDetail): WizardValues => {
  const sender = booking.sender_address;
  const recipient = booking.recipient_address;
  const serviceLevel = booking.service_level.code;
  const proofMode = booking.proof_mode ?? 'NONE';
  return {
    sender_name: booking.sender_name ?? '',
    sender_email: booking.sender_email ?? '',
    sender_phone: booking.sender_phone ?? '',
    sender_address: {
      line1: sender?.line1 ?? '',
      line2: sender?.line2 ?? '',
      city: sender?.city ?? '',
      postcode: sender?.postcode ?? sender?.postal_code ?? '',
      country_code: DEFAULT_SENDER_COUNTRY,
    },
    recipient_name: booking.recipient_name ?? recipient?.name ?? '',
    recipient_email: booking.recipient_email ?? '',
    recipient_phone: booking.recipient_phone ?? recipient?.phone ?? '',
    recipient_whatsapp_opt_in: booking.recipient_whatsapp_opt_in ?? false,
    recipient_address: {
      line1: recipient?.line1 ?? '',
      line2: recipient?.line2 ?? '',
      city: recipient?.city ?? '',
      postcode: recipient?.postcode ?? recipient?.postal_code ?? '',
      country_code: DEFAULT_RECIPIENT_COUNTRY,
    },
    gh_region_code: booking.gh_region_code ?? recipient?.gh_region_code ?? '',
    packages:
      booking.packages.length > 0
        ? booking.packages.map((pkg) => ({
            ...emptyPackage(),
            description: pkg.description ?? '',
            pkg_type: (PACKAGE_TYPES as readonly string[]).includes(pkg.pkg_type)
              ? (pkg.pkg_type as PackageType)
              : '',
            qty: pkg.qty ?? 1,
            weight_kg: figure(pkg.weight_kg),
            length_cm: figure(pkg.length_cm),
            width_cm: figure(pkg.width_cm),
            height_cm: figure(pkg.height_cm),
            declared_value: figure(pkg.declared_value),
            category: (GOODS_CATEGORIES as readonly string[]).includes(pkg.category)
              ? pkg.category
              : 'PERSONAL_EFFECTS',
            hs_code: pkg.hs_code ?? '',
          }))
        : [emptyPackage()],
    recipient_id_number: booking.recipient_id_number ?? '',
    // Accepted when it was booked; a booking made without it (through the API) asks for it here.
    prohibited_goods_declared: Boolean(booking.prohibited_goods_declaration),
    service_level_code: (SERVICE_LEVEL_CODES as readonly string[]).includes(serviceLevel ?? '')
      ? (serviceLevel as ServiceLevelCode)
      : 'STANDARD',
    ...pickupFieldsOf(booking.preferred_pickup_start, booking.preferred_pickup_end),
    proof_mode: PROOF_MODE_VALUES.includes(proofMode) ? (proofMode as WizardValues['proof_mode']) : 'NONE',
    fragile: Boolean(booking.fragile),
    insurance_opt_in: Boolean(booking.insurance_opt_in),
    cod_opt_in: Boolean(booking.cod_opt_in),
    notes: booking.notes ?? '',
  };
};

/** A number field left blank counts as 0 (the spec's defaults), anything else as typed. */
const num = (value: NumberValue, fallback = 0): number => {
  if (value === '' || value === null || value === undefined) return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The chosen UK date and window as instants: 08:00 London time is 07:00 or 08:00 UTC by season. */
export const pickupWindow = (date: string | null, slot: string): { start: string; end: string } | null => {
  if (!date || !slot || !isCalendarDate(date)) return null;
  const [from, to] = slot.split('-');
  if (!/^\d{2}:\d{2}$/.test(from ?? '') || !/^\d{2}:\d{2}$/.test(to ?? '')) return null;
  return { start: londonInstant(date, from!).toISOString(), end: londonInstant(date, to!).toISOString() };
};

export const toPackagePayload = (pkg: WizardPackage) => ({
  description: pkg.description,
  pkg_type: pkg.pkg_type,
  qty: num(pkg.qty, Number.NaN),
  weight_kg: num(pkg.weight_kg),
  length_cm: num(pkg.length_cm),
  width_cm: num(pkg.width_cm),
  height_cm: num(pkg.height_cm),
  declared_value: num(pkg.declared_value),
  category: pkg.category,
  hs_code: pkg.hs_code || null,
});

/** The booking create payload of spec 000 §3, exactly as POST /bookings/ takes it. */
export const toPayload = (values: WizardValues) => {
  const window = pickupWindow(values.pickup_date, values.pickup_slot);
  return {
    sender_name: values.sender_name,
    sender_email: values.sender_email,
    sender_phone: values.sender_phone || null,
    sender_address: { ...values.sender_address, line2: values.sender_address.line2 || null },
    recipient_name: values.recipient_name,
    recipient_email: values.recipient_email || null,
    recipient_phone: values.recipient_phone,
    recipient_whatsapp_opt_in: values.recipient_whatsapp_opt_in,
    recipient_address: {
      ...values.recipient_address,
      line2: values.recipient_address.line2 || null,
      postcode: values.recipient_address.postcode || null,
    },
    gh_region_code: values.gh_region_code,
    packages: values.packages.map(toPackagePayload),
    recipient_id_number: values.recipient_id_number || null,
    prohibited_goods_declared: values.prohibited_goods_declared,
    service_level_code: values.service_level_code,
    preferred_pickup_start: window?.start ?? null,
    preferred_pickup_end: window?.end ?? null,
    proof_mode: values.proof_mode,
    fragile: values.fragile,
    insurance_opt_in: values.insurance_opt_in,
    cod_opt_in: values.cod_opt_in,
    notes: values.notes || null,
  };
};
export type BookingPayload = ReturnType<typeof toPayload>;

/** Which step holds a field (form path or the server's dotted path). */
export const stepOfField = (path: string): number => {
  if (path === 'prohibited_goods_declared') return LAST_STEP;
  // Asked beside the goods it is needed for.
  if (path === 'recipient_id_number') return 2;
  if (path.startsWith('sender_')) return 0;
  if (path.startsWith('recipient_') || path === 'gh_region_code') return 1;
  if (path.startsWith('packages')) return 2;
  return 3;
};

/** Server paths that the form shows under another field. */
const FORM_FIELD_OF: Record<string, string> = {
  preferred_pickup_start: 'pickup_date',
  preferred_pickup_end: 'pickup_slot',
};
export const formFieldOf = (path: string) => FORM_FIELD_OF[path] ?? path;

/** Side summary totals: items count by quantity; weight and declared value are per item × quantity. */
export const summaryTotals = (packages: readonly WizardPackage[]) => {
  let count = 0;
  let weight = 0;
  let value = 0;
  for (const pkg of packages) {
    const qty = Math.max(0, Math.floor(num(pkg.qty, 0))) || 0;
    count += qty;
    weight += (num(pkg.weight_kg) || 0) * qty;
    value += (num(pkg.declared_value) || 0) * qty;
  }
  return {
    count,
    weightKg: Math.round(weight * 100) / 100,
    declaredValueGbp: Math.round(value * 100) / 100,
  };
};
