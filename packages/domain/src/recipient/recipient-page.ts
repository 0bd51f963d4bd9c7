import { z } from 'zod';
import { trackingResultSchema } from '../contracts/tracking.ts';
import { requiredPhoneSchema } from '../schemas/phone.ts';
import { RECIPIENT_MESSAGES } from './recipient-messages.ts';

/** Someone else who receives the parcel (a neighbour, a relative at work): they then get the handover code. */
export const alternateReceiverSchema = z.object({
  name: z
    .string({ error: RECIPIENT_MESSAGES.receiverName })
    .trim()
    .min(2, RECIPIENT_MESSAGES.receiverName)
    .max(80, 'Name must be at most 80 characters'),
  phone: requiredPhoneSchema(['GH'], RECIPIENT_MESSAGES.receiverPhone),
});
/** `null` takes the alternate receiver away: the recipient receives it themselves. */
export const alternateReceiverBodySchema = z.object({ receiver: alternateReceiverSchema.nullable() });

/** The phone's position when the recipient shared it (the browser's geolocation), shown to the driver. */
export const locationPinSchema = z.object({
  lat: z.number({ error: RECIPIENT_MESSAGES.location }).min(-90).max(90),
  lng: z.number({ error: RECIPIENT_MESSAGES.location }).min(-180).max(180),
  /** Metres, as the browser reports it. */
  accuracy_m: z.number().min(0).max(100_000).nullable().optional(),
});
export const locationPinBodySchema = z.object({ location: locationPinSchema.nullable() });

export const collectionBodySchema = z.object({ collect_at_warehouse: z.boolean() });

/**
 * The recipient confirms or corrects their GhanaPost digital address, typed as people type it. The server
 * reads it with `canonicalGpsAddress` and checks it against the booking's region (kept out of this module:
 * the agents' screens load it, and the address rules would come with it).
 */
export const gpsAddressBodySchema = z.object({
  gps_address: z.string({ error: 'Enter your digital address' }).trim().max(20, 'Enter your digital address'),
});

/** Where the parcel goes, as the recipient sees it on their page. */
export const recipientDeliveryAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  /** The GhanaPost GPS digital address, which the recipient may confirm or correct. */
  gps_address: z.string().nullable(),
});
export type RecipientDeliveryAddress = z.infer<typeof recipientDeliveryAddressSchema>;

/** What the recipient chose, as staff and the delivery agent see it. */
export const recipientChoicesSchema = z.object({
  alternate_receiver: z.object({ name: z.string(), phone: z.string() }).nullable(),
  location: z
    .object({ lat: z.number(), lng: z.number(), accuracy_m: z.number().nullable(), map_url: z.string() })
    .nullable(),
  collect_at_warehouse: z.boolean(),
  updated_at: z.string().nullable(),
});
export type RecipientChoices = z.infer<typeof recipientChoicesSchema>;

export const NO_RECIPIENT_CHOICES: RecipientChoices = {
  alternate_receiver: null,
  location: null,
  collect_at_warehouse: false,
  updated_at: null,
};

/** A map link for a pin: opens the phone's maps app at that point. */
export const mapUrlOf = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;

/** The recipient's page: the tracker's answer, the driver once out for delivery, and their choices. */
export const recipientPageSchema = z.object({
  /** The public tracker's answer: status, delivery window, towns on the way. */
  tracking: trackingResultSchema,
  /** Where it goes: the recipient's own address, so they can see it is right. */
  delivery_address: recipientDeliveryAddressSchema,
  driver: z.object({ first_name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The Ghana office, for a recipient who collects or needs help. */
  ghana_office: z.object({ phone: z.string().nullable(), address: z.string().nullable() }),
  choices: recipientChoicesSchema,
  /** Null while the recipient may still change the delivery; otherwise why not. */
  change_refusal: z.string().nullable(),
});
export type RecipientPage = z.infer<typeof recipientPageSchema>;
