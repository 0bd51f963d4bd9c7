import { z } from 'zod';
import type { BankHoliday } from '../booking/bank-holidays.ts';
import { DEFAULT_COLLECTION_DAYS, pickupDatesIssue } from '../booking/pickup-dates.ts';
import {
  CUSTOMS_MESSAGES,
  canonicalHsCode,
  canonicalRecipientId,
  GOODS_CATEGORIES,
} from '../customs/goods.ts';
import { canonicalGpsAddress, GPS_ADDRESS_MESSAGES, gpsRegionMismatch } from '../gps-address.ts';
import { PACKAGE_TYPES } from '../pricing/quote.ts';
import { isGhanaRegionCode } from '../regions.ts';
import { BOOKING_FIELD_MESSAGES, MAX_PACKAGE_ITEMS, MAX_PACKAGE_LINES } from './booking-field-messages.ts';
import { EMAIL_PATTERN } from './field-rules.ts';
import { phoneSchema, requiredPhoneSchema } from './phone.ts';

export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

export {
  BOOKING_FIELD_MESSAGES,
  MAX_PACKAGE_ITEMS,
  MAX_PACKAGE_LINES,
} from './booking-field-messages.ts';

const M = BOOKING_FIELD_MESSAGES;

const required = (max = 200) => z.string({ error: M.required }).trim().min(1, M.required).max(max);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

// The sender collects in the UK, the recipient receives in Ghana: each number is read (and refused) as such.
const phone = requiredPhoneSchema(['GH'], M.required);
const optionalPhone = phoneSchema(['GB'])
  .optional()
  .transform((v) => v ?? null);
const email = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .regex(EMAIL_PATTERN, M.email)
  .toLowerCase();
const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || EMAIL_PATTERN.test(v), M.email);

const ukAddress = z.object({
  line1: required(),
  line2: optionalText(),
  city: required(100),
  postcode: z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .regex(UK_POSTCODE_PATTERN, M.ukPostcode)
    .transform((v) => v.toUpperCase().replace(/^(.+?)\s?(\d[A-Z]{2})$/, '$1 $2')),
  country_code: z.literal('GB').default('GB'),
});

/** A GhanaPost GPS digital address as typed (any case, hyphens or not), kept in its `AK-039-5028` form. */
const gpsAddress = optionalText(20)
  .refine((v) => v === null || canonicalGpsAddress(v) !== null, GPS_ADDRESS_MESSAGES.malformed)
  .transform((v) => (v === null ? null : canonicalGpsAddress(v)));

/**
 * The recipient's address. The spec's `postcode` is the GhanaPost GPS digital address, which `gps_address`
 * names plainly; a client may send either, and both come back as the one stored value.
 */
const ghAddress = z
  .object({
    line1: required(),
    line2: optionalText(),
    city: required(100),
    postcode: gpsAddress,
    gps_address: gpsAddress.optional(),
    country_code: z.literal('GH').default('GH'),
  })
  .transform(({ gps_address, postcode, ...rest }) => {
    const gps = gps_address ?? postcode ?? null;
    return { ...rest, postcode: gps, gps_address: gps };
  });

const nonNegative = (max: number) =>
  z.coerce.number({ error: M.nonNegative }).min(0, M.nonNegative).max(max, `Must be at most ${max}`);

export const packageSchema = z.object({
  description: required(200),
  declared_value: nonNegative(100_000).default(0),
  qty: z.coerce.number({ error: M.qty }).int(M.qty).min(1, M.qty).max(100).default(1),
  weight_kg: nonNegative(1000),
  length_cm: nonNegative(500).default(0),
  width_cm: nonNegative(500).default(0),
  height_cm: nonNegative(500).default(0),
  pkg_type: z.enum(PACKAGE_TYPES, { error: 'Please choose a package type' }),
});
export type PackageInput = z.infer<typeof packageSchema>;

/** Only an envelope has a flat rate whatever it weighs: any other package is priced by weight, so needs one. */
export const packageNeedsWeight = (pkg: { pkg_type?: string | null; weight_kg?: unknown }) =>
  pkg.pkg_type !== 'ENVELOPE' && !(Number(pkg.weight_kg) > 0);

/**
 * A booked package: as a quote's, plus what customs in Ghana is told the goods are (personal effects unless
 * the customer says otherwise) and a weight above zero unless it is an envelope.
 */
export const bookedPackageSchema = packageSchema
  .extend({
    category: z.enum(GOODS_CATEGORIES, { error: CUSTOMS_MESSAGES.category }).default('PERSONAL_EFFECTS'),
    hs_code: optionalText(20)
      .refine((v) => v === null || canonicalHsCode(v) !== null, CUSTOMS_MESSAGES.hsCode)
      .transform((v) => (v === null ? null : canonicalHsCode(v))),
  })
  .refine((pkg) => !packageNeedsWeight(pkg), {
    path: ['weight_kg'],
    message: M.weightRequired,
  });

/** A booking's (or a quote's) packages: one to MAX_PACKAGE_LINES lines, at most MAX_PACKAGE_ITEMS items. */
export const packageListOf = <T extends z.ZodType<{ qty: number }>>(item: T) =>
  z
    .array(item)
    .min(1, M.packages)
    .max(MAX_PACKAGE_LINES, M.packageLines)
    .refine((list) => list.reduce((sum, pkg) => sum + pkg.qty, 0) <= MAX_PACKAGE_ITEMS, M.packageItems);

const optionalDate = z
  .union([z.iso.datetime({ offset: true }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? new Date(v) : null));

/** POST /bookings/ (spec 000 §3 "Booking create payload"); any price in the payload is ignored. */
export const bookingCreateSchema = z
  .object({
    sender_name: required(),
    sender_email: email,
    sender_phone: optionalPhone,
    sender_address: ukAddress,
    recipient_name: required(),
    recipient_email: optionalEmail,
    recipient_phone: phone,
    /** The recipient agreed to hear by WhatsApp; left out, a new booking says no and an edit keeps its answer. */
    recipient_whatsapp_opt_in: z.boolean().optional(),
    recipient_address: ghAddress,
    /** The consignee's Ghana Card number or TIN: customs asks it of commercial goods. */
    recipient_id_number: optionalText(30)
      .refine((v) => v === null || canonicalRecipientId(v) !== null, CUSTOMS_MESSAGES.recipientId)
      .transform((v) => (v === null ? null : canonicalRecipientId(v))),
    /**
     * The customer accepted PROHIBITED_GOODS_DECLARATION (the wizard asks it and the booking keeps it with
     * the time); a client written to the spec may leave it out.
     */
    prohibited_goods_declared: z.boolean().optional(),
    gh_region_code: z
      .string({ error: M.region })
      .trim()
      .toUpperCase()
      .refine((v) => isGhanaRegionCode(v), M.region),
    packages: packageListOf(bookedPackageSchema),
    service_level_code: z.enum(['STANDARD', 'EXPRESS']).default('STANDARD'),
    preferred_pickup_start: optionalDate,
    preferred_pickup_end: optionalDate,
    proof_mode: z.enum(['NONE', 'PHOTO', 'SIGNATURE', 'BOTH']).default('NONE'),
    fragile: z.boolean().default(false),
    insurance_opt_in: z.boolean().default(false),
    cod_opt_in: z.boolean().default(false),
    notes: optionalText(2000),
  })
  .refine(
    (v) =>
      !v.preferred_pickup_start ||
      !v.preferred_pickup_end ||
      v.preferred_pickup_end > v.preferred_pickup_start,
    { path: ['preferred_pickup_end'], message: M.pickupOrder },
  )
  .refine((v) => v.recipient_id_number || !v.packages.some((p) => p.category === 'COMMERCIAL'), {
    path: ['recipient_id_number'],
    message: CUSTOMS_MESSAGES.recipientIdRequired,
  })
  .superRefine((v, ctx) => {
    const gps = v.recipient_address.gps_address;
    const mismatch = gps ? gpsRegionMismatch(gps, v.gh_region_code) : null;
    if (!mismatch) return;
    for (const field of ['postcode', 'gps_address'])
      ctx.addIssue({ code: 'custom', path: ['recipient_address', field], message: mismatch });
  });
export type BookingCreateInput = z.infer<typeof bookingCreateSchema>;

/**
 * A booking a customer sends now (the wizard; the server checks it in the bookings service with the
 * collection days in settings): the create payload plus the collection calendar, checked against today's
 * date. bookingCreateSchema alone still reads stored and seeded bookings whose pickup dates are in the past.
 */
export const bookingSubmitSchemaFor = (days: readonly number[], holidays: readonly BankHoliday[] = []) =>
  bookingCreateSchema.superRefine((v, ctx) => {
    const issue = pickupDatesIssue(v, days, new Date(), holidays);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export const bookingSubmitSchema = bookingSubmitSchemaFor(DEFAULT_COLLECTION_DAYS);
