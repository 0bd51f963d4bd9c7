import { z } from 'zod';
import { recipientChoicesSchema } from '../recipient/recipient-page.ts';
import { PROOF_MODES } from '../shipment/proof-modes.ts';
import { isoDateTime, nullableIsoDateTime } from './common.ts';

/**
 * What the agents' phone screens read (issue 10, /work AGENT-API): pickup and delivery jobs, the warehouse's
 * packages by stage, what a pickup agent collected. A "package" here is a shipment (one per booking).
 * Statuses are the domain's canonical words (shipment/statuses.ts; assignment statuses upper case).
 */

/** 'STANDARD' / 'EXPRESS' as stored, with its label ('Ship' / 'Flight'). */
export const agentServiceLevelSchema = z.object({ code: z.string(), label: z.string() });

/** One pickup or delivery job of the calling agent (GET/PATCH /agent/pickup|delivery/assignments/). */
const recipientAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string(),
  postcode: z.string().nullable(),
  /** The GhanaPost GPS digital address (`AK-039-5028`), the same value as `postcode`. */
  gps_address: z.string().nullable(),
});

export const agentAssignmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['PICKUP', 'DELIVERY']),
  status: z.enum(['ASSIGNED', 'IN_PROGRESS', 'COMPLETED']),
  notes: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  started_at: nullableIsoDateTime,
  completed_at: nullableIsoDateTime,
  /** The job's window (a pickup: the customer's preferred collection window); null on the other kind. */
  pickup_window_start: nullableIsoDateTime,
  pickup_window_end: nullableIsoDateTime,
  delivery_window_start: nullableIsoDateTime,
  delivery_window_end: nullableIsoDateTime,
  /** Still open after its window closed (the domain's `isJobOverdue`, at the time of the answer). */
  overdue: z.boolean(),
  shipment: z.object({
    id: z.string(),
    tracking_code: z.string(),
    current_status: z.string(),
    /** Bumped by every move (the screens need not send it; the server's row lock orders concurrent moves). */
    version: z.number().int(),
    booking: z.object({
      id: z.string(),
      booking_code: z.string(),
      fragile: z.boolean(),
      service_level: agentServiceLevelSchema,
      /** Pieces (the sum of the packages' quantities). */
      packages_count: z.number().int(),
      total_weight_kg: z.number(),
      /** What the customer wrote for the people handling the booking (ringing, access, heavy items). */
      notes: z.string().nullable(),
      /** The proof the customer asked for at delivery: NONE, PHOTO, SIGNATURE or BOTH. */
      proof_mode: z.enum(PROOF_MODES),
      /** Each package line: a barrel needs two people, a fragile box care. Weight per item, sizes in cm. */
      packages: z.array(
        z.object({
          description: z.string(),
          pkg_type: z.string(),
          type_label: z.string(),
          qty: z.number().int(),
          weight_kg: z.number(),
          length_cm: z.number(),
          width_cm: z.number(),
          height_cm: z.number(),
        }),
      ),
      /** The booking's customer: their names, with the phone and email given on the booking (the sender's). */
      customer: z.object({
        first_name: z.string(),
        last_name: z.string(),
        phone_e164: z.string().nullable(),
        email: z.string(),
      }),
      pickup_address: z.object({
        line1: z.string(),
        line2: z.string().nullable(),
        city: z.string(),
        postcode: z.string(),
      }),
      /**
       * The recipient in Ghana; `region` is the region's name ('Greater Accra'), `postcode` the GhanaPost
       * digital address when one was given.
       */
      recipient_address: recipientAddressSchema,
      /** The same address under the name spec 001 §3 gives it (the web app reads `recipient_address`). */
      delivery_address: recipientAddressSchema,
      /**
       * A delivery job's recipient choices from their page: someone else receiving, a location pin, or
       * collection at the Ghana warehouse. Null on a pickup job.
       */
      recipient_choices: recipientChoicesSchema.nullable(),
    }),
  }),
});
export type AgentAssignment = z.infer<typeof agentAssignmentSchema>;

/** GET /agent/pickup/assignments/ and /agent/delivery/assignments/: open jobs first, then the last 30 days' completed. */
export const agentAssignmentListSchema = z.object({
  count: z.number().int(),
  results: z.array(agentAssignmentSchema),
});
export type AgentAssignmentList = z.infer<typeof agentAssignmentListSchema>;

/** GET /agent/pickup/packages/: what this pickup agent collected and where it is now. */
export const pickupPackageSchema = z.object({
  /** The shipment's id. */
  id: z.string(),
  tracking_code: z.string(),
  booking_code: z.string(),
  current_status: z.string(),
  collected_at: isoDateTime,
  /** The last place recorded for the goods. */
  location: z.string().nullable(),
  customer: z.object({ first_name: z.string(), last_name: z.string() }),
  recipient_address: z.object({ city: z.string(), region: z.string() }),
  service_level: agentServiceLevelSchema,
});
export type PickupPackage = z.infer<typeof pickupPackageSchema>;

export const pickupPackageListSchema = z.object({
  count: z.number().int(),
  results: z.array(pickupPackageSchema),
});
export type PickupPackageList = z.infer<typeof pickupPackageListSchema>;

/** A package on the warehouse dashboard (GET/PATCH /agent/warehouse/packages/, POST …/assign-delivery/). */
export const warehouseShipmentSchema = z.object({
  id: z.string(),
  tracking_code: z.string(),
  current_status: z.string(),
  version: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  booking: z.object({
    id: z.string(),
    booking_code: z.string(),
    fragile: z.boolean(),
    customer: z.object({
      first_name: z.string(),
      last_name: z.string(),
      phone_e164: z.string().nullable(),
    }),
    service_level: agentServiceLevelSchema,
    packages_count: z.number().int(),
    total_weight_kg: z.number(),
    /** Who receives it in Ghana: what the Ghana warehouse sorts and hands over by. */
    recipient_address: z.object({ name: z.string(), city: z.string(), region: z.string() }),
  }),
  /** The delivery agent given the package (its open or last delivery job), if any. */
  delivery_agent: z
    .object({ id: z.string(), first_name: z.string(), last_name: z.string(), name: z.string() })
    .nullable(),
  /** Newest first, at most 5. */
  status_events: z.array(
    z.object({ status: z.string(), created_at: isoDateTime, note: z.string().nullable() }),
  ),
  /**
   * The shipment statuses THIS caller may move the package to now (the domain's `availableMoves`), e.g.
   * ['consolidated', 'in_transit', 'exception']. A button is shown only for these.
   */
  allowed_moves: z.array(z.string()),
});
export type WarehouseShipment = z.infer<typeof warehouseShipmentSchema>;

/** The warehouse dashboard's stages, in route order (arriving = picked up, on its way to the UK warehouse). */
export const WAREHOUSE_STAGES = [
  'arriving',
  'at_warehouse',
  'consolidated',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'out_for_delivery',
] as const;
export type WarehouseStage = (typeof WAREHOUSE_STAGES)[number];

export const warehouseListSchema = z.object({
  counts: z.object({
    arriving: z.number().int(),
    at_warehouse: z.number().int(),
    consolidated: z.number().int(),
    in_transit: z.number().int(),
    arrived_ghana: z.number().int(),
    at_ghana_warehouse: z.number().int(),
    out_for_delivery: z.number().int(),
  }),
  results: z.array(warehouseShipmentSchema),
});
export type WarehouseList = z.infer<typeof warehouseListSchema>;
