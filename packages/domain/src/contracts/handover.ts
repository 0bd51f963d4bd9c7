import { z } from 'zod';
import { WITHOUT_CODE_REASONS } from '../handover/handover-code.ts';
import { isoDateTime } from './common.ts';

/** POST /admin/bookings/{id}/handover-code/: to whom the new code went; never the code. */
export const handoverReissueSchema = z.object({
  sent_to: z.enum(['recipient', 'alternate receiver']),
  issued_at: isoDateTime,
});
export type HandoverReissue = z.infer<typeof handoverReissueSchema>;

/** One delivery completed without a code, for the dashboard's review list. */
export const deliveredWithoutCodeItemSchema = z.object({
  booking_id: z.string(),
  booking_code: z.string(),
  tracking_number: z.string().nullable(),
  agent_name: z.string().nullable(),
  /** The reason the agent chose, or null when the client sent none. */
  reason: z.enum(WITHOUT_CODE_REASONS).nullable(),
  /** The reason's words ("No signal"), or "no reason given". */
  reason_label: z.string(),
  delivered_at: isoDateTime,
});
export type DeliveredWithoutCodeItem = z.infer<typeof deliveredWithoutCodeItemSchema>;

export const deliveredWithoutCodeListSchema = z.object({ results: z.array(deliveredWithoutCodeItemSchema) });
export type DeliveredWithoutCodeList = z.infer<typeof deliveredWithoutCodeListSchema>;
