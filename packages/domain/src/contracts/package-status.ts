import { z } from 'zod';
import { bookingDetailSchema, travelEventSchema } from './bookings.ts';

/** What an Update Package Status answers: the booking as it now stands, and the travel event just written. */
export const statusUpdateResultSchema = z.object({
  booking: bookingDetailSchema,
  event: travelEventSchema,
});
export type StatusUpdateResult = z.infer<typeof statusUpdateResultSchema>;
