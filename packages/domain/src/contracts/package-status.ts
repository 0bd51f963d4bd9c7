import { z } from 'zod';
import { bookingDetailSchema, travelEventSchema } from './bookings.ts';

/** What an Update Package Status answers: the booking as it now stands, and the travel event just written. */
export const statusUpdateResultSchema = z.object({
  booking: bookingDetailSchema,
  event: travelEventSchema,
});
export type StatusUpdateResult = z.infer<typeof statusUpdateResultSchema>;

/** An agent a screen may pick (the delivery agent picker of Update Package Status). */
export const agentOptionSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
});
export type AgentOption = z.infer<typeof agentOptionSchema>;
