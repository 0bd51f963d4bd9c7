import { z } from 'zod';
import { isoDateTime, nullableIsoDateTime } from './common.ts';

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const MESSAGE_STATES = ['pending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;

/** One message the product sent (or will, or would not) about a booking: what staff see on its History. */
export const bookingMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The template's name, e.g. `booking_confirmed` or `recipient_arrived_ghana`. */
  kind: z.string(),
  /** An email address or a phone number in E.164. */
  to: z.string(),
  state: z.enum(MESSAGE_STATES),
  attempts: z.number().int(),
  /** Why it failed, was skipped or is being retried (the provider's error), if it did. */
  error: z.string().nullable(),
  created_at: isoDateTime,
  sent_at: nullableIsoDateTime,
  delivered_at: nullableIsoDateTime,
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

export const bookingMessagesSchema = z.object({ results: z.array(bookingMessageSchema) });
export type BookingMessagesDto = z.infer<typeof bookingMessagesSchema>;
