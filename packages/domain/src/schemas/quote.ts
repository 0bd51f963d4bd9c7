import { z } from 'zod';
import { SERVICE_LEVEL_CODES } from '../service-levels.ts';
import { packageListOf, packageSchema } from './booking.ts';

/** A calculator package: the booking's package, but a visitor need not describe it. */
export const quotePackageSchema = packageSchema.extend({
  description: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || undefined),
});

/** POST /quotes/: the booking payload's pricing fields, in the same shapes and with the same messages. */
export const quoteRequestSchema = z.object({
  service_level_code: z.enum(SERVICE_LEVEL_CODES).default('STANDARD'),
  packages: packageListOf(quotePackageSchema),
  insurance_opt_in: z.boolean().default(false),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
