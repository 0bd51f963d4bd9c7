import type { QuoteLine, TravelHistoryEntry } from '@ukgh/domain';

/**
 * What the customer screens read from the bookings API (spec 000 §3 "Booking (as read by the customer
 * screens)"). Fields a list or an older server may leave out are optional.
 */
export interface ServiceLevelDto {
  code: string;
  name: string;
  label: string;
}

export interface AgentDto {
  id: string;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone_e164?: string | null;
  avatar_url?: string | null;
}

export interface AddressDto {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  postcode?: string | null;
  postal_code?: string | null;
  country_code?: string | null;
  country?: string | null;
  gh_region_code?: string | null;
  region_name?: string | null;
}

export interface PackageDto {
  id?: string;
  description: string;
  pkg_type: string;
  qty: number;
  weight_kg: number;
  length_cm?: number;
  width_cm?: number;
  height_cm?: number;
  declared_value: number;
}

export interface PaymentDto {
  status: string;
  amount_gbp: number;
  currency?: string;
  method?: string | null;
  reference?: string | null;
  paid_at?: string | null;
}

export interface ReceiptDto {
  id: string;
  original_name?: string | null;
  file_name?: string | null;
  mime_type?: string | null;
  size_bytes?: number | null;
  notes?: string | null;
  url?: string | null;
  created_at: string;
}

export interface ShipmentRefDto {
  id: string;
  status: string;
  tracking_number: string | null;
}

/** One card of My Bookings, My Shipments or My Packages (GET /bookings/). */
export interface BookingListItem {
  id: string;
  booking_code: string;
  /** PENDING, CONFIRMED, REJECTED or CANCELLED. */
  status: string;
  /** The customer's word for it: pending, booked, confirmed, assigned, 'confirmed and assigned', cancelled… */
  display_status?: string | null;
  shipment_status?: string | null;
  tracking_number?: string | null;
  status_display?: string | null;
  display_status_label?: string | null;
  shipment_status_display?: string | null;
  recipient_name?: string | null;
  recipient_address?: Partial<AddressDto> | null;
  /** The destination city and country (list items carry them flat). */
  city?: string | null;
  country?: string | null;
  gh_region_code?: string | null;
  region_name?: string | null;
  /** Pieces: the sum of the packages' quantities. */
  packages_count: number;
  total_weight?: number | null;
  service_level?: ServiceLevelDto | string | null;
  created_at: string;
  preferred_pickup_start?: string | null;
  picked_up_at?: string | null;
  pickup_agent?: AgentDto | null;
  warehouse_agent?: AgentDto | null;
  delivery_agent?: AgentDto | null;
  notes?: string | null;
  progress_percent?: number | null;
  /** True when the last travel event is an exception. */
  is_exception?: boolean | null;
  /** The last real route stage reached: where the progress bar stands after an exception. */
  last_stage_status?: string | null;
  shipment?: ShipmentRefDto | null;
  can_cancel?: boolean;
  /** True while the owner may still correct the booking (PUT /bookings/{id}/): only while pending. */
  can_edit?: boolean;
}

/** One row of My Packages (tab=packages): a package with its booking's destination and progress. */
export interface PackageListItem extends PackageDto {
  id: string;
  booking_id: string;
  booking_code: string;
  booking_status: string;
  /** The shipment's status. */
  status: string;
  status_display?: string | null;
  item_number?: string | null;
  /** This package's pieces (its quantity) and their weight. */
  packages_count: number;
  total_weight: number;
  recipient_name?: string | null;
  recipient_address?: Partial<AddressDto> | null;
  city?: string | null;
  country?: string | null;
  gh_region_code?: string | null;
  region_name?: string | null;
  service_level?: ServiceLevelDto | string | null;
  created_at: string;
  picked_up_at?: string | null;
  tracking_number?: string | null;
  progress_percent?: number | null;
  is_exception?: boolean | null;
}

/** GET /bookings/{id}/ */
export interface BookingDetail extends BookingListItem {
  sender_name: string;
  sender_email: string;
  sender_phone?: string | null;
  sender_address: AddressDto;
  recipient_email?: string | null;
  recipient_phone?: string | null;
  recipient_address: AddressDto;
  packages: PackageDto[];
  service_level_code?: string;
  preferred_pickup_end?: string | null;
  fragile?: boolean;
  insurance_opt_in?: boolean;
  cod_opt_in?: boolean;
  proof_mode?: string | null;
  price_quote_gbp?: number | null;
  price_quote_ghs?: number | null;
  total_price_gbp?: number | null;
  total_price_ghs?: number | null;
  price_breakdown?: QuoteLine[] | null;
  payment?: PaymentDto | null;
  receipts?: ReceiptDto[] | null;
  travel_history?: TravelHistoryEntry[] | null;
  confirmed_at?: string | null;
  rejection_reason?: string | null;
  cancellation_reason?: string | null;
}

/** GET /bookings/stats/: the caller's own counts. */
export interface BookingStats {
  total_bookings: number;
  pending: number;
  /** Confirmed and still with the sender: confirmed + assigned. */
  booked: number;
  confirmed: number;
  assigned: number;
  cancelled: number;
  rejected: number;
  total_shipments: number;
  active_shipments: number;
  /** in_transit plus out_for_delivery. */
  in_transit: number;
  delivered: number;
  /** arrived_ghana plus at_ghana_warehouse. */
  in_ghana: number;
  exceptions: number;
  bookings_in_progress: number;
  total_spent_gbp: number;
  outstanding_gbp: number;
}

export interface TravelHistoryDto extends TravelHistoryEntry {
  id: string;
  status: string;
  status_display?: string | null;
}

/** GET /shipments/bookings/{id}/shipping-label/ (spec 000 §3 "Shipping label"). */
export interface ShippingLabelDto {
  booking_code: string;
  tracking_number: string;
  label_url?: string | null;
  download_url?: string | null;
  from?: {
    company?: string | null;
    address?: string | null;
    city?: string | null;
    postcode?: string | null;
    phone?: string | null;
    sender_name?: string | null;
  };
  to?: {
    name?: string | null;
    address?: string | null;
    address2?: string | null;
    city?: string | null;
    postcode?: string | null;
    region_name?: string | null;
    phone?: string | null;
  };
  packages_count?: number;
  service_level?: ServiceLevelDto | null;
  fragile?: boolean;
  weight?: number | string | null;
  item_number?: string | number | null;
  barcode_image?: string | null;
  qr_code_image?: string | null;
  status?: string | null;
  created_at?: string | null;
  confirmed_at?: string | null;
}

export type BookingTab = 'bookings' | 'shipments' | 'packages';
