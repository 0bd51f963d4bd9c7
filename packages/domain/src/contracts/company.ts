import { z } from 'zod';

const postalAddressSchema = z.object({
  line1: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});

/** GET /company/: the company details in settings (footer, contact page, label sender, social links). */
export const companyInfoSchema = z.object({
  name: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  ghana_phone: z.string(),
  locations: z.string(),
  uk_address: postalAddressSchema,
  gh_address: postalAddressSchema,
  /** Social profiles (http(s) addresses); null when the company has not set one. */
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  x_url: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
});

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/** GET /api/health/live: 200 while the process runs. */
export const liveResponseSchema = z.object({ status: z.literal('ok') });

/**
 * GET /api/health/ready: 200 when the database answers and the process is not shutting down, else 503.
 * `database` is null while draining: a process on its way out does not ask.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']).nullable(),
  draining: z.boolean(),
});
