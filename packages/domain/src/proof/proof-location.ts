import { z } from 'zod';

/**
 * Where and when a delivery agent's proof was taken (issue 50): the phone's position, with the agent's
 * permission, when they took the photo or signature. Absent when the browser gave none. Staff see it beside
 * the proof; the public tracker and the customer's screens never carry it.
 */
export const proofLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres, as the browser reports it. */
  accuracy_m: z.number().min(0).max(100_000),
  /** When the phone read the position (it may be well before the queued delivery was sent). */
  taken_at: z.iso.datetime({
    offset: true,
    message: 'taken_at must be an ISO 8601 date-time with a time zone',
  }),
});
export type ProofLocation = z.infer<typeof proofLocationSchema>;

/** Multipart sends every field as a string: the location comes as its JSON text there. */
const fromJsonText = (value: unknown) => {
  if (value === '' || value === null) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** The request field: an object (JSON body) or its JSON text (multipart); empty is none. */
export const proofLocationFieldSchema = z.preprocess(fromJsonText, proofLocationSchema.optional());
