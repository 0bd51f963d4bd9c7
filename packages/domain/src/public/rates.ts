import type { z } from 'zod';
import type { companyInfoSchema } from '../contracts/company.ts';
import type {
  publicServiceRateSchema,
  quoteResponseSchema,
  ratesResponseSchema,
} from '../contracts/pricing.ts';

/** One service level as GET /rates/ shows it (contracts/pricing.ts). */
export type PublicServiceRate = z.infer<typeof publicServiceRateSchema>;

/** GET /rates/: a RateCard whose gbp_to_ghs is the current rate (contracts/pricing.ts). */
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

/** GET /company/ (contracts/company.ts). */
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** POST /quotes/ (contracts/pricing.ts). */
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
