import { z } from 'zod';
import { SOCIAL_LINK_KEYS } from '../company.ts';
import { isCalendarDate } from '../dates.ts';
import { deliveryEstimateSettingsSchema } from '../delivery-window/settings-schema.ts';
import { PACKAGE_TYPES } from '../pricing/quote.ts';
import { EMAIL_PATTERN } from './field-rules.ts';

const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A phone as the footer prints it ('+44 20 7946 0321'): digits, spaces, a leading plus, brackets, dashes. */
const displayPhone = (label: string) =>
  text(label, 30).regex(/^\+?[\d\s()-]{7,}$/, `${label} must be a phone number`);

/** A social profile: an http(s) address, or blank / null for none (the footer then shows no icon). */
const socialLink = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v),
    'Enter a full web address (https://…)',
  );

/** The UK postcode shape (SW1A 1AA, E16 2QA), stored upper-case with one space. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;

const ukAddress = z.object({
  line1: text('Address line 1', 200),
  city: text('City', 100),
  postcode: z
    .string({ error: 'Postcode is required' })
    .trim()
    .toUpperCase()
    .regex(UK_POSTCODE, 'Enter a UK postcode')
    .transform((v) => v.replace(/\s*(\d[A-Z]{2})$/, ' $1')),
  country: z.literal('GB').default('GB'),
});

const ghAddress = z.object({
  line1: text('Address line 1', 200),
  city: text('City', 100),
  postcode: text('Postcode / GhanaPost GPS', 30),
  country: z.literal('GH').default('GH'),
});

/** The company section of Settings: the footer, contact page, mails, labels and invoices read it. */
export const companySettingsSchema = z.object({
  name: text('Company name'),
  support_email: z
    .string({ error: 'Support email is required' })
    .trim()
    .min(1, 'Support email is required')
    .max(254)
    .regex(EMAIL_PATTERN, 'Support email is invalid')
    .transform((v) => v.toLowerCase()),
  support_phone: displayPhone('UK phone'),
  ghana_phone: displayPhone('Ghana phone'),
  locations: text('Locations', 200),
  uk_address: ukAddress,
  gh_address: ghAddress,
  ...(Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, socialLink.optional().default(null)])) as Record<
    (typeof SOCIAL_LINK_KEYS)[number],
    z.ZodDefault<z.ZodOptional<typeof socialLink>>
  >),
});
export type CompanySettingsInput = z.infer<typeof companySettingsSchema>;

/** Sensible ceilings: a typo (an extra zero or two) is refused rather than quoted to customers. */
export const RATE_CARD_LIMITS = {
  perKgMax: 1000,
  priceMax: 10_000,
  includesKgMax: 500,
  divisorMin: 1000,
  divisorMax: 10_000,
  transitDaysMax: 365,
  insurancePercentMax: 100,
} as const;

const money = (label: string, max: number = RATE_CARD_LIMITS.priceMax) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be greater than 0`)
    .max(max, `${label} must be at most ${max}`);

const moneyOrZero = (label: string, max: number = RATE_CARD_LIMITS.priceMax) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

const flatRateInput = z.object({
  price: money('Price'),
  includes_kg: money('Included weight', RATE_CARD_LIMITS.includesKgMax),
  extra_per_kg: moneyOrZero('Extra per kg', RATE_CARD_LIMITS.perKgMax),
});

const serviceRateInput = z.object({
  per_kg: money('Price per kg', RATE_CARD_LIMITS.perKgMax),
  volumetric_divisor_cm3_per_kg: z
    .number({ error: 'Volumetric divisor must be a number' })
    .int('Volumetric divisor must be a whole number')
    .min(RATE_CARD_LIMITS.divisorMin, `Volumetric divisor must be at least ${RATE_CARD_LIMITS.divisorMin}`)
    .max(RATE_CARD_LIMITS.divisorMax, `Volumetric divisor must be at most ${RATE_CARD_LIMITS.divisorMax}`),
  minimum_charge: moneyOrZero('Minimum charge'),
  transit_days: z
    .tuple([
      z.number().int('Transit days must be whole days').min(1, 'Transit days must be at least 1'),
      z
        .number()
        .int('Transit days must be whole days')
        .max(
          RATE_CARD_LIMITS.transitDaysMax,
          `Transit days must be at most ${RATE_CARD_LIMITS.transitDaysMax}`,
        ),
    ])
    .refine(([min, max]) => min <= max, 'The fewest transit days cannot exceed the most'),
  flat_rates: z.partialRecord(z.enum(PACKAGE_TYPES), flatRateInput),
});

/**
 * The rate card section of Settings (packages/domain/src/pricing/rate-card.ts without the names, which are
 * the service levels' own, and without the GBP→GHS rate, which has its own history in PUT /admin/currency/).
 */
export const rateCardSettingsSchema = z.object({
  service_levels: z.object({ STANDARD: serviceRateInput, EXPRESS: serviceRateInput }),
  insurance: z.object({
    percent_of_declared_value: money('Insurance percentage', RATE_CARD_LIMITS.insurancePercentMax),
    minimum: moneyOrZero('Insurance minimum'),
  }),
});
export type RateCardSettingsInput = z.infer<typeof rateCardSettingsSchema>;

/** The account customers pay into by bank transfer (UK sort code and 8-digit account number). */
export const bankDetailsSchema = z.object({
  account_name: text('Account name'),
  bank_name: text('Bank name'),
  sort_code: z
    .string({ error: 'Sort code is required' })
    .trim()
    .regex(/^\d{2}[-\s]?\d{2}[-\s]?\d{2}$/, 'Sort code must be 6 digits (12-34-56)')
    .transform((v) => v.replace(/\D/g, '').replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3')),
  account_number: z
    .string({ error: 'Account number is required' })
    .trim()
    .regex(/^\d{8}$/, 'Account number must be 8 digits'),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** The weekdays collections run (0 Sunday … 6 Saturday), stored sorted and without repeats. */
export const collectionDaysSchema = z
  .array(z.number().int().min(0, 'Unknown weekday').max(6, 'Unknown weekday'), {
    error: 'Choose the collection days',
  })
  .min(1, 'Choose at least one collection day')
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** The UK bank holidays without collections: each a date and its name, kept sorted and without repeats. */
export const bankHolidaysSchema = z
  .array(
    z.object({
      date: z
        .string({ error: 'Choose the date' })
        .trim()
        .refine(isCalendarDate, 'Enter the date as YYYY-MM-DD'),
      name: text('Name', 60),
    }),
    { error: 'List the bank holidays' },
  )
  .max(100, 'At most 100 bank holidays')
  .transform((list) =>
    [...new Map(list.map((holiday) => [holiday.date, holiday])).values()].sort((a, b) =>
      a.date.localeCompare(b.date),
    ),
  );

/** PUT /admin/settings/: any of the sections, each whole (Settings saves one section at a time). */
export const updateSettingsSchema = z
  .object({
    company: companySettingsSchema.optional(),
    rate_card: rateCardSettingsSchema.optional(),
    bank_details: bankDetailsSchema.optional(),
    collection_days: collectionDaysSchema.optional(),
    bank_holidays: bankHolidaysSchema.optional(),
    delivery_estimate: deliveryEstimateSettingsSchema.optional(),
  })
  .refine(
    (v) =>
      v.company ||
      v.rate_card ||
      v.bank_details ||
      v.collection_days ||
      v.bank_holidays ||
      v.delivery_estimate,
    'Send at least one section to save',
  );
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

/** PUT /admin/currency/ {rate}: how many Ghana cedis one pound buys. */
export const updateCurrencySchema = z.object({
  rate: z
    .number({ error: 'Rate must be a number' })
    .positive('Rate must be greater than 0')
    // Stored with 6 decimals: anything smaller would round to 0, which the table refuses (was a 500).
    .min(0.000001, 'Rate must be at least 0.000001')
    .max(1000, 'Rate must be at most 1000'),
});
export type UpdateCurrencyInput = z.infer<typeof updateCurrencySchema>;
