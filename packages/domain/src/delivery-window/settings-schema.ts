// The delivery estimate's schema, apart from its figures (settings.ts): screens that show the figures do not
// download zod for it.
import { z } from 'zod';
import { GHANA_REGIONS, type GhanaRegionCode } from '../regions.ts';
import { DELIVERY_ESTIMATE_DAYS_MAX } from './settings.ts';

const dayRange = (label: string) =>
  z
    .tuple([
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be whole days`)
        .min(0, `${label} cannot be negative`),
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be whole days`)
        .max(DELIVERY_ESTIMATE_DAYS_MAX, `${label} must be at most ${DELIVERY_ESTIMATE_DAYS_MAX} days`),
    ])
    .refine(([min, max]) => min <= max, `${label}: the fewest days cannot exceed the most`);

/** The 'delivery_estimate' section of PUT /admin/settings/: sent whole, every region included. */
export const deliveryEstimateSettingsSchema = z.object({
  customs_clearance_days: z.object({ sea: dayRange('Sea clearance'), air: dayRange('Air clearance') }),
  delivery_days: z.object(
    Object.fromEntries(
      (Object.keys(GHANA_REGIONS) as GhanaRegionCode[]).map((code) => [code, dayRange(GHANA_REGIONS[code])]),
    ) as Record<GhanaRegionCode, ReturnType<typeof dayRange>>,
  ),
});
export type DeliveryEstimateSettingsInput = z.infer<typeof deliveryEstimateSettingsSchema>;
