import { z } from 'zod';
import { deliveryWindowSchema } from './delivery-window.ts';

/**
 * What the public tracker answers (spec 000 §3 "Tracking result"): names only, never an address, phone,
 * email, agent, proof image or price. The API declares it as the response schema and writes its answer
 * field by field from these names (its tests read every answer back through this schema); the web reads
 * its type.
 */
export const trackingResultSchema = z.object({
  tracking_number: z.string(),
  /** The shipment status in lower case (`cancelled` when the booking was cancelled after confirmation). */
  status: z.string(),
  booking: z.object({
    booking_code: z.string(),
    sender_address: z.object({ name: z.string() }),
    recipient_address: z.object({ name: z.string() }),
    service_level: z.object({ code: z.string(), name: z.string(), label: z.string() }),
    packages: z.array(z.object({ description: z.string(), weight_kg: z.number(), qty: z.number().int() })),
  }),
  /** When it should arrive, and what that depends on (issue 15). */
  delivery_window: deliveryWindowSchema,
  /**
   * How a delivered parcel was handed over, for its delivered event: "Delivered, confirmed by the
   * recipient's code" or "Delivered, signed for" (issue 48); null until it is delivered.
   */
  delivery_confirmation: z.string().nullable(),
  /** Oldest first. */
  travel_history: z.array(
    z.object({
      status: z.string(),
      /** ISO 8601 UTC. */
      timestamp: z.string(),
      location: z.string().nullable(),
      notes: z.string().nullable(),
      /** `exception` or `consolidated` for the special events, else null. */
      code: z.string().nullable(),
    }),
  ),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;
