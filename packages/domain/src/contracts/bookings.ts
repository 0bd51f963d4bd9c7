import { z } from 'zod';
import { GOODS_CATEGORIES } from '../customs/goods.ts';
import { RECEIPT_STATUSES } from '../payments/payment-rules.ts';
import { isoDateTime, nullableIsoDateTime } from './common.ts';
import { deliveryWindowSchema } from './delivery-window.ts';
import { quoteLineSchema } from './pricing.ts';

/**
 * What the customer screens read from the bookings API (spec 000 §3 "Booking (as read by the customer
 * screens)", "Agent", "Travel history entry", "Shipping label"). Statuses stay strings here: the rules about
 * them live in booking/ and shipment/.
 */

export const serviceLevelRefSchema = z.object({ code: z.string(), name: z.string(), label: z.string() });
export type ServiceLevelDto = z.infer<typeof serviceLevelRefSchema>;

/** Spec 000 §3 "Agent"; null when no agent of that stage is assigned. */
export const agentSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone_e164: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  profile_picture: z.string().nullable(),
});
export type AgentDto = z.infer<typeof agentSchema>;

export const bookingPackageSchema = z.object({
  id: z.string(),
  pkg_type: z.string(),
  description: z.string(),
  qty: z.number().int(),
  /** Per piece. */
  weight_kg: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  dimensions: z.object({ length_cm: z.number(), width_cm: z.number(), height_cm: z.number() }),
  /** GBP per piece. */
  declared_value: z.number(),
  /** What customs is told the goods are (issue 50). */
  category: z.enum(GOODS_CATEGORIES),
  /** The goods' Harmonized System code, where the customer gave one (`6309.00`). */
  hs_code: z.string().nullable(),
  /** Where the package is: its booking's shipment's status (a booking's packages travel together). */
  current_status: z.string().nullable(),
  /** The shipment's tracking number (null until the booking is confirmed). */
  tracking_number: z.string().nullable(),
});
export type PackageDto = z.infer<typeof bookingPackageSchema>;

export const shipmentRefSchema = z.object({
  id: z.string(),
  status: z.string().nullable(),
  status_display: z.string().nullable(),
  tracking_number: z.string().nullable(),
  current_location: z.string().nullable(),
  last_event_at: nullableIsoDateTime,
  delivered_at: nullableIsoDateTime,
  /** Bumped by every move: a screen sends the version it saw (`expected_version`) and a stale one gets 409. */
  version: z.number().int(),
});
export type ShipmentRefDto = z.infer<typeof shipmentRefSchema>;

/** A receipt; `url` is a short-lived signed link (the file is private). */
export const receiptSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  url: z.string(),
  /** The name the file downloads under: the customer's own, with the extension of the format it is in. */
  download_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  original_name: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: isoDateTime,
  /** SUBMITTED until an admin accepts or refuses it; a refusal carries the reason the customer sees. */
  status: z.enum(RECEIPT_STATUSES),
  status_display: z.string(),
  refusal_reason: z.string().nullable(),
  reviewed_at: nullableIsoDateTime,
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

/** Spec 000 §3 "Travel history entry"; proof links are signed for a caller who may see the booking. */
export const travelEventSchema = z.object({
  id: z.string(),
  status: z.string(),
  status_display: z.string(),
  /** `exception` or `consolidated` for the special events, else null. */
  code: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  timestamp: isoDateTime,
  created_at: isoDateTime,
  agent_name: z.string().nullable(),
  agent: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  photo_url: z.string().nullable(),
  signature_url: z.string().nullable(),
  /** Staff only (never the customer's answers): where and when the delivery's proof was taken. */
  proof_location: z
    .object({
      lat: z.number(),
      lng: z.number(),
      accuracy_m: z.number(),
      taken_at: isoDateTime,
      map_url: z.string(),
    })
    .nullable()
    .optional(),
});
export type TravelHistoryDto = z.infer<typeof travelEventSchema>;

const destinationSchema = z.object({
  city: z.string(),
  country: z.string(),
  gh_region_code: z.string(),
  region_name: z.string(),
});

/** One card of My Bookings, My Shipments and the dashboard (GET /bookings/). */
export const bookingSummarySchema = z.object({
  id: z.string(),
  booking_code: z.string(),
  /** PENDING, CONFIRMED, REJECTED or CANCELLED. */
  status: z.string(),
  status_display: z.string(),
  /** The customer's word for it: pending, booked, confirmed, assigned, 'confirmed and assigned', cancelled… */
  display_status: z.string(),
  display_status_label: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  confirmed_at: nullableIsoDateTime,
  cancelled_at: nullableIsoDateTime,
  rejected_at: nullableIsoDateTime,
  recipient_name: z.string(),
  city: z.string(),
  country: z.string(),
  gh_region_code: z.string(),
  region_name: z.string(),
  destination: destinationSchema,
  service_level: serviceLevelRefSchema,
  /** Pieces: the sum of the packages' quantities. */
  packages_count: z.number().int(),
  total_weight: z.number(),
  total_declared_value: z.number(),
  preferred_pickup_start: nullableIsoDateTime,
  preferred_pickup_end: nullableIsoDateTime,
  notes: z.string().nullable(),
  fragile: z.boolean(),
  insurance_opt_in: z.boolean(),
  cod_opt_in: z.boolean(),
  proof_mode: z.string(),
  price_quote_gbp: z.number(),
  price_quote_ghs: z.number(),
  total_price_gbp: z.number(),
  total_price_ghs: z.number(),
  payment_status: z.string(),
  pickup_agent: agentSchema.nullable(),
  warehouse_agent: agentSchema.nullable(),
  delivery_agent: agentSchema.nullable(),
  tracking_number: z.string().nullable(),
  tracking_code: z.string().nullable(),
  shipment_status: z.string().nullable(),
  shipment_status_display: z.string().nullable(),
  progress_percent: z.number(),
  /** True when the last travel event is an exception. */
  is_exception: z.boolean(),
  /** The last real route stage reached: where the progress bar stands after an exception. */
  last_stage_status: z.string().nullable(),
  picked_up_at: nullableIsoDateTime,
  /** The estimated delivery window and what it depends on (issue 15). */
  delivery_window: deliveryWindowSchema,
  shipment: shipmentRefSchema.nullable(),
  /** Why staff rejected it, or why it was cancelled (shown on the card and the details page). */
  rejection_reason: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  can_cancel: z.boolean(),
  /** True while the owner may still correct the booking (PUT /bookings/{id}/): only while pending. */
  can_edit: z.boolean(),
  /** The label PDF comes with the documents issue: null until then. */
  label_url: z.string().nullable(),
});
export type BookingListItem = z.infer<typeof bookingSummarySchema>;

const addressSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
});
export type AddressDto = z.infer<typeof addressSchema>;

const paymentSchema = z.object({
  status: z.string(),
  amount_gbp: z.number(),
  currency: z.string(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  paid_at: nullableIsoDateTime,
});
export type PaymentDto = z.infer<typeof paymentSchema>;

/** GET /bookings/{id}/ and every call that answers one booking. */
export const bookingDetailSchema = bookingSummarySchema.extend({
  customer: z
    .object({
      id: z.string(),
      full_name: z.string().nullable(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string(),
      phone_e164: z.string().nullable(),
    })
    .nullable(),
  sender_name: z.string(),
  sender_email: z.string(),
  sender_phone: z.string().nullable(),
  sender_address: addressSchema,
  pickup_address: addressSchema,
  recipient_email: z.string().nullable(),
  recipient_phone: z.string().nullable(),
  /** The recipient's texts go by WhatsApp where the installation has it (they go by SMS otherwise). */
  recipient_whatsapp_opt_in: z.boolean(),
  recipient_address: addressSchema.extend({
    /** The GhanaPost GPS digital address (`AK-039-5028`), the same value as `postcode`. */
    gps_address: z.string().nullable(),
    gh_region_code: z.string(),
    region_name: z.string(),
    /** The Ghana region's name again, under the name spec 000 §3 gives it. */
    state: z.string(),
  }),
  /** The consignee's Ghana Card number or TIN for customs; null for pickup and delivery agents. */
  recipient_id_number: z.string().nullable(),
  /** The prohibited-goods declaration the customer accepted, as worded then, and when. */
  prohibited_goods_declaration: z.object({ text: z.string(), accepted_at: isoDateTime }).nullable(),
  packages: z.array(bookingPackageSchema),
  gbp_to_ghs_rate: z.number(),
  price_breakdown: z.array(quoteLineSchema),
  /** Null, with no receipts, for pickup and delivery agents: a booking's money is not their job. */
  payment: paymentSchema.nullable(),
  receipts: z.array(receiptSchema),
  travel_history: z.array(travelEventSchema),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** One row of My Packages (tab=packages): a package with its booking's destination and progress. */
export const packageListItemSchema = bookingPackageSchema.extend({
  booking_id: z.string(),
  booking_code: z.string(),
  booking_status: z.string(),
  item_number: z.string(),
  /** This package's pieces (its quantity) and their weight. */
  packages_count: z.number().int(),
  total_weight: z.number(),
  booking_packages_count: z.number().int(),
  booking_total_weight: z.number(),
  recipient_name: z.string(),
  recipient_address: z.object({ name: z.string(), city: z.string(), country: z.string() }),
  city: z.string(),
  country: z.string(),
  gh_region_code: z.string(),
  region_name: z.string(),
  service_level: serviceLevelRefSchema,
  created_at: isoDateTime,
  picked_up_at: nullableIsoDateTime,
  /** The estimated delivery window and what it depends on (issue 15). */
  delivery_window: deliveryWindowSchema,
  tracking_number: z.string().nullable(),
  /** The shipment's status. */
  status: z.string().nullable(),
  status_display: z.string().nullable(),
  progress_percent: z.number(),
  is_exception: z.boolean(),
  shipment: shipmentRefSchema.nullable(),
});
export type PackageListItem = z.infer<typeof packageListItemSchema>;

/** GET /bookings/ answers bookings, or packages with tab=packages. */
export const bookingListItemSchema = z.union([bookingSummarySchema, packageListItemSchema]);

/** GET /bookings/stats/: the caller's own counts. */
export const bookingStatsSchema = z.object({
  total_bookings: z.number().int(),
  pending: z.number().int(),
  /** Confirmed and still with the sender: confirmed + assigned. */
  booked: z.number().int(),
  confirmed: z.number().int(),
  assigned: z.number().int(),
  cancelled: z.number().int(),
  rejected: z.number().int(),
  total_shipments: z.number().int(),
  active_shipments: z.number().int(),
  /** in_transit plus out_for_delivery. */
  in_transit: z.number().int(),
  delivered: z.number().int(),
  /** arrived_ghana plus at_ghana_warehouse. */
  in_ghana: z.number().int(),
  exceptions: z.number().int(),
  bookings_in_progress: z.number().int(),
  /** Shipments per (normalised) shipment status. */
  by_shipment_status: z.record(z.string(), z.number().int()),
  total_spent_gbp: z.number(),
  outstanding_gbp: z.number(),
});
export type BookingStats = z.infer<typeof bookingStatsSchema>;

/** GET /shipments/bookings/{id}/shipping-label/ (spec 000 §3 "Shipping label"). */
export const shippingLabelSchema = z.object({
  booking_id: z.string(),
  booking_code: z.string(),
  tracking_number: z.string().nullable(),
  /** The label PDF (an API path: it needs the bearer header). */
  label_url: z.string().nullable(),
  download_url: z.string().nullable(),
  /** PNG data URLs: a Code 128 of the tracking number, a QR code of the public tracking page. */
  barcode_image: z.string().nullable(),
  qr_code_image: z.string().nullable(),
  tracking_url: z.string().nullable(),
  from: z.object({
    company: z.string(),
    address: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.string(),
    phone: z.string(),
    sender_name: z.string(),
  }),
  to: z.object({
    name: z.string(),
    address: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    postcode: z.string().nullable(),
    region: z.string(),
    region_name: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
  }),
  weight: z.number(),
  packages_count: z.number().int(),
  item_number: z.string(),
  /** One PDF page per physical item. */
  items: z.array(z.object({ item_number: z.string(), description: z.string(), weight_kg: z.number() })),
  service_level: serviceLevelRefSchema,
  fragile: z.boolean(),
  status: z.string().nullable(),
  status_display: z.string().nullable(),
  created_at: isoDateTime,
  confirmed_at: nullableIsoDateTime,
});
export type ShippingLabelDto = z.infer<typeof shippingLabelSchema>;
