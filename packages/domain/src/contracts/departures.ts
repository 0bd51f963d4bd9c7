import { z } from 'zod';
import type { DepartureStatePreview } from '../departures/confirmation.ts';
import { DEPARTURE_MODES, DEPARTURE_STATES } from '../departures/states.ts';
import { isoDateTime, nullableIsoDateTime, paginatedSchema } from './common.ts';

/** A departure as the API sends it (issue 15). */
export const departureSchema = z.object({
  id: z.string(),
  mode: z.enum(DEPARTURE_MODES),
  /** Where it lands: Tema (sea) or Accra (air). */
  port: z.string(),
  carrier: z.string(),
  vessel_or_flight: z.string(),
  container_or_awb: z.string().nullable(),
  cut_off_at: isoDateTime,
  etd: isoDateTime,
  eta: isoDateTime,
  state: z.enum(DEPARTURE_STATES),
  departed_at: nullableIsoDateTime,
  arrived_at: nullableIsoDateTime,
  cleared_at: nullableIsoDateTime,
  version: z.number().int(),
  package_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type DepartureDto = z.infer<typeof departureSchema>;

export const departureListSchema = paginatedSchema(departureSchema);

/** A package on a departure (or one that could go on it). */
export const departurePackageSchema = z.object({
  shipment_id: z.string(),
  tracking_number: z.string().nullable(),
  booking_code: z.string(),
  status: z.string(),
  service_level: z.string(),
  recipient_name: z.string(),
  recipient_city: z.string(),
  items: z.number().int(),
  weight_kg: z.number(),
});
export type DeparturePackageDto = z.infer<typeof departurePackageSchema>;

export const departureDetailSchema = departureSchema.extend({
  packages: z.array(departurePackageSchema),
  /** Packages at the UK warehouse of this departure's mode, not yet on any departure (the "from a list" picker). */
  candidates: z.array(departurePackageSchema),
});
export type DepartureDetailDto = z.infer<typeof departureDetailSchema>;

/** A state change: the departure as it is now, which packages moved, and which could not (left where they are). */
export const departureStateResultSchema = z.object({
  departure: departureSchema,
  moved: z.array(z.string()),
  skipped: z.array(
    z.object({ tracking_number: z.string().nullable(), status: z.string(), message: z.string() }),
  ),
  /** Packages ready for a departure of this mode, not on one, that it left behind (a departure only). */
  left_behind: z.number().int(),
  /** Customers mailed because their delivery window moved by more than a day. */
  customers_told: z.number().int(),
});

/** What a state change would do (the change itself, run and undone): the confirmation's figures. */
export const departureStatePreviewSchema = z.object({
  state: z.enum(DEPARTURE_STATES),
  mode: z.enum(DEPARTURE_MODES),
  moving: z.number().int(),
  skipped: z.number().int(),
  left_behind: z.number().int(),
  customers_told: z.number().int(),
  before_cut_off: z.boolean(),
  before_etd: z.boolean(),
}) satisfies z.ZodType<DepartureStatePreview>;
export type DepartureStateResultDto = z.infer<typeof departureStateResultSchema>;

export const departureConsolidateResultSchema = z.object({
  departure: departureSchema,
  package: departurePackageSchema,
});
export type DepartureConsolidateResultDto = z.infer<typeof departureConsolidateResultSchema>;
