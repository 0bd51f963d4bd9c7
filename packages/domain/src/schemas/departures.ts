import { z } from 'zod';
import { DEPARTURE_MODES, DEPARTURE_STATES } from '../departures/states.ts';
import { pageQuery, uuidSchema } from './common.ts';

/**
 * The departures' requests (issue 15): a sailing or flight, its state changes, and the packages put on it by
 * tracking number (a scan) or by shipment id (from a list).
 */

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const dateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be an ISO 8601 date-time with a time zone` })
    .transform((v) => new Date(v));

const mode = z.enum(DEPARTURE_MODES, { error: `mode must be one of ${DEPARTURE_MODES.join(', ')}` });
const state = z.enum(DEPARTURE_STATES, { error: `state must be one of ${DEPARTURE_STATES.join(', ')}` });

/** POST /departures/ */
export const departureCreateSchema = z.object({
  mode,
  carrier: required('Carrier', 120),
  vessel_or_flight: required('Vessel or flight', 120),
  container_or_awb: optionalText(60),
  cut_off_at: dateTime('cut_off_at'),
  etd: dateTime('etd'),
  eta: dateTime('eta'),
});
export type DepartureCreateInput = z.output<typeof departureCreateSchema>;
export type DepartureCreateBody = z.input<typeof departureCreateSchema>;

/** PATCH /departures/{id}/: the fields to change, and the `version` the client saw (a stale one is a 409). */
export const departureUpdateSchema = departureCreateSchema.partial().extend({
  version: z.number().int().min(0).optional(),
});
export type DepartureUpdateInput = z.output<typeof departureUpdateSchema>;
export type DepartureUpdateBody = z.input<typeof departureUpdateSchema>;

/** POST /departures/{id}/state/ */
export const departureStateSchema = z.object({
  state,
  version: z.number().int().min(0).optional(),
});
export type DepartureStateInput = z.output<typeof departureStateSchema>;

/** GET /departures/{id}/state/preview/?state=departed: what that change would do, changing nothing. */
export const departureStatePreviewQuerySchema = z.object({ state });

/** POST /departures/{id}/packages/: a scanned tracking number, or a shipment picked from a list. */
export const departureConsolidateSchema = z
  .object({
    tracking_number: z.string().trim().max(60).optional(),
    shipment_id: uuidSchema.optional(),
  })
  .refine((v) => Boolean(v.tracking_number) !== Boolean(v.shipment_id), {
    message: 'Give a tracking_number or a shipment_id',
    path: ['tracking_number'],
  });
export type DepartureConsolidateInput = z.output<typeof departureConsolidateSchema>;

/** GET /departures/?state=&mode= */
export const departureListQuerySchema = z.object({
  state: state.optional(),
  mode: mode.optional(),
  ...pageQuery,
});
export type DepartureListQuery = z.output<typeof departureListQuerySchema>;

export const DeparturePackageParams = z.object({ id: uuidSchema, shipmentId: uuidSchema });
