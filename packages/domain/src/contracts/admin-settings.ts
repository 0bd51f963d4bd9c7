import { z } from 'zod';
import { companyInfoSchema } from './company.ts';
import { publicServiceRateSchema } from './pricing.ts';

/** [fewest, most] whole days. */
const dayRangeSchema = z.tuple([z.number(), z.number()]);

/** GET /admin/currency/ and PUT's answer: the current GBP→GHS rate and when it was set (null: the default). */
export const currencyRateSchema = z.object({
  base: z.literal('GBP'),
  quote: z.literal('GHS'),
  rate: z.number(),
  set_at: z.string().nullable(),
});
export type CurrencyRateDto = z.infer<typeof currencyRateSchema>;

/** A service level's figures as Settings edits them, with its label ('Ship', 'Flight') for the headings. */
const serviceRateSettingsSchema = publicServiceRateSchema.omit({ code: true, name: true, mode: true });

/** GET /admin/settings/ and PUT's answer: every section Settings edits. */
export const adminSettingsSchema = z.object({
  company: companyInfoSchema,
  rate_card: z.object({
    service_levels: z.object({ STANDARD: serviceRateSettingsSchema, EXPRESS: serviceRateSettingsSchema }),
    insurance: z.object({ percent_of_declared_value: z.number(), minimum: z.number() }),
  }),
  /** null until an admin enters them. */
  bank_details: z
    .object({
      account_name: z.string(),
      bank_name: z.string(),
      sort_code: z.string(),
      account_number: z.string(),
    })
    .nullable(),
  currency: currencyRateSchema,
  /** Weekdays collections run, 0 Sunday … 6 Saturday. */
  collection_days: z.array(z.number()),
  /** UK bank holidays without collections (gov.uk's until an admin edits them). */
  bank_holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** Days added to a departure's arrival for the delivery window: customs clearance per mode, delivery per region. */
  delivery_estimate: z.object({
    customs_clearance_days: z.object({ sea: dayRangeSchema, air: dayRangeSchema }),
    delivery_days: z.record(z.string(), dayRangeSchema),
  }),
});
export type AdminSettingsDto = z.infer<typeof adminSettingsSchema>;

/** GET /collection-days/ (public): the wizard's date picker offers these weekdays only. */
export const collectionDaysResponseSchema = z.object({
  collection_days: z.array(z.number()),
  /** UK bank holidays: the date picker offers none of them. */
  bank_holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** 'Collections are Monday to Saturday, from tomorrow up to 60 days ahead'. */
  message: z.string(),
});
export type CollectionDaysResponse = z.infer<typeof collectionDaysResponseSchema>;
