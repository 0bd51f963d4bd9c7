import { z } from 'zod';
import { STATUS_UPDATE_MESSAGES } from '../messages.ts';
import { TRAVEL_NOTE_KINDS } from '../operations/travel-notes.ts';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** Multipart sends every field as a string: 'true'/'1'/'on' are yes. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .nullish()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const version = z.coerce.number().int().min(0).nullish();

/**
 * Update Package Status (POST /admin/bookings/{id}/update-status/), as multipart fields or JSON. The proof
 * files travel beside these fields (`proof_photo`, `proof_signature`). `correction: true` with a `reason`
 * asks for a status outside the normal route (an admin's explicit correction, recorded as such); without it
 * such a status is refused with the rule's message. An exception's reason is its `notes` (or `reason`).
 */
export const statusUpdateSchema = z.object({
  status: z.string().trim().min(1, 'Status is required').max(40),
  location: text(200),
  notes: text(1000),
  delivery_agent_id: z
    .string()
    .trim()
    .uuid(STATUS_UPDATE_MESSAGES.deliveryAgentRequired)
    .nullish()
    .or(z.literal('').transform(() => null)),
  correction: flag,
  reason: text(500),
  /** Show the notes on the public tracker ("Show this note to the customer"); otherwise they stay internal. */
  public_note: flag,
  expected_version: version,
});
export type StatusUpdateInput = z.output<typeof statusUpdateSchema>;
export type StatusUpdateBody = z.input<typeof statusUpdateSchema>;

/** Staff add to a travel history (POST /bookings/{id}/travel-history/create/): an exception, a note, a place. */
export const travelEntrySchema = z.object({
  kind: z.enum(['exception', ...TRAVEL_NOTE_KINDS]),
  notes: text(1000),
  public_note: flag,
  location: text(200),
  expected_version: version,
});
export type TravelEntryInput = z.output<typeof travelEntrySchema>;
export type TravelEntryBody = z.input<typeof travelEntrySchema>;
