import { z } from 'zod';
import { PACKAGE_TYPES } from '../pricing/quote.ts';
import { SERVICE_LEVEL_CODES } from '../service-levels.ts';

/** One line of a price breakdown (pricing/quote.ts `QuoteLine`). */
export const quoteLineSchema = z.object({
  kind: z.enum(['package', 'minimum', 'insurance']),
  label: z.string(),
  amount_gbp: z.number(),
  /** Chargeable weight per item, for package lines. */
  chargeable_weight_kg: z.number().optional(),
  qty: z.number().int().optional(),
});

/** POST /quotes/: the pricing engine's Quote without its integer minor units (kept for storage). */
export const quoteResponseSchema = z.object({
  service_level_code: z.enum(SERVICE_LEVEL_CODES),
  price_quote_gbp: z.number(),
  price_quote_ghs: z.number(),
  freight_gbp: z.number(),
  insurance_gbp: z.number(),
  total_chargeable_weight_kg: z.number(),
  total_declared_value_gbp: z.number(),
  gbp_to_ghs_rate: z.number(),
  breakdown: z.array(quoteLineSchema),
});

const flatRateSchema = z.object({ price: z.number(), includes_kg: z.number(), extra_per_kg: z.number() });

/** One service level as GET /rates/ shows it: the rate card's figures with the level's code, name and label. */
export const publicServiceRateSchema = z.object({
  code: z.enum(SERVICE_LEVEL_CODES),
  /** 'Standard' or 'Express'. */
  name: z.string(),
  /** 'Ship' or 'Flight'. */
  label: z.string(),
  /** 'sea' or 'air'. */
  mode: z.string(),
  per_kg: z.number(),
  volumetric_divisor_cm3_per_kg: z.number(),
  minimum_charge: z.number(),
  /** [fewest, most] days. */
  transit_days: z.tuple([z.number(), z.number()]),
  flat_rates: z.partialRecord(z.enum(PACKAGE_TYPES), flatRateSchema),
});

/**
 * GET /rates/: the current rate card and GBP→GHS rate. It is a RateCard (gbp_to_ghs is the current rate),
 * so a calculator can price on the client with `quote(input, rates)` and get what POST /quotes/ answers.
 */
export const ratesResponseSchema = z.object({
  currency: z.string(),
  gbp_to_ghs: z.number(),
  /** When the GBP→GHS rate was last set (ISO 8601), null for the built-in default. */
  gbp_to_ghs_updated_at: z.string().nullable(),
  service_levels: z.object({ STANDARD: publicServiceRateSchema, EXPRESS: publicServiceRateSchema }),
  insurance: z.object({ percent_of_declared_value: z.number(), minimum: z.number() }),
});
