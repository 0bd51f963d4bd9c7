import { z } from 'zod';

/**
 * A booking's estimated delivery window as every answer carries it (issue 15): Ghana calendar dates, what
 * the estimate depends on, the line to show ('Thu 18 – Mon 22 Dec', 'Delivered Thu 18 Dec'). null for a
 * cancelled or rejected booking.
 */
export const deliveryWindowSchema = z
  .object({
    /** 'YYYY-MM-DD', null when delivered or held. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** 'sailing MSC ABIDJAN departed 2 Dec', 'next flight cut-off 28 Nov', … */
    depends_on: z.string().nullable(),
    /** 'YYYY-MM-DD' once delivered. */
    delivered_on: z.string().nullable(),
    /** The window as people read it; null when there is none to show (held). */
    text: z.string().nullable(),
  })
  .nullable();
export type DeliveryWindowDto = z.infer<typeof deliveryWindowSchema>;
