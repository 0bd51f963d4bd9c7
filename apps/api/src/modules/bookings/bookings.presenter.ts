import {
  bookingStatusLabel,
  canCustomerCancel,
  canCustomerEdit,
  customerDisplayStatus,
  isShipmentStatus,
  itemCount,
  itemNumberText,
  normalizeShipmentStatus,
  proofLocationMapUrl,
  type QuoteLine,
  regionName,
  SERVICE_LEVELS,
  type ServiceLevelCode,
  shipmentProgress,
  specialEventOf,
  statusLabel,
} from '@ukgh/domain';
import type { ShipmentRow, UserRow } from '../../db/schema.ts';
import { signedUrlOrNull, type UrlSigner } from '../../lib/signed-urls.ts';
import { presentReceipt } from '../receipts/receipts.presenter.ts';
import { avatarUrl } from '../users/users.presenter.ts';
import type {
  BookingDetailView,
  BookingView,
  PackageRow,
  TravelEventWithAgent,
} from './bookings.repository.ts';

const gbp = (pence: number) => Math.round(pence) / 100;
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const num = (value: string | number | null | undefined) => Number(value ?? 0);
/** Kilograms to two decimals, without floating-point dust (0.1 + 0.2). */
const kg = (value: number) => Math.round(value * 100) / 100;

export const presentServiceLevel = (code: string) => {
  const level = SERVICE_LEVELS[code as ServiceLevelCode] ?? SERVICE_LEVELS.STANDARD;
  return { code: level.code, name: level.name, label: level.label };
};

/** An agent as the spec's Agent entity (spec 000 §3), or null when none is assigned. */
export const presentAgent = (user: UserRow | null) => {
  if (!user) return null;
  const url = avatarUrl(user.avatarKey);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone_e164: user.phoneE164,
    avatar: url,
    avatar_url: url,
    profile_picture: url,
  };
};

/** Physical pieces (the sum of quantities) and their total weight (weight_kg is per piece). */
const totals = (rows: PackageRow[]) => ({
  packages_count: itemCount(rows),
  total_weight: kg(rows.reduce((w, p) => w + num(p.weightKg) * p.qty, 0)),
  total_declared_value: gbp(rows.reduce((v, p) => v + p.declaredValuePence * p.qty, 0)),
});

/** A package, with where its booking's shipment is (the packages of a booking travel together). */
export const presentPackage = (
  row: PackageRow,
  shipment: Pick<ShipmentRow, 'status' | 'trackingNumber'> | null,
) => ({
  id: row.id,
  pkg_type: row.pkgType,
  description: row.description,
  qty: row.qty,
  weight_kg: num(row.weightKg),
  length_cm: num(row.lengthCm),
  width_cm: num(row.widthCm),
  height_cm: num(row.heightCm),
  dimensions: { length_cm: num(row.lengthCm), width_cm: num(row.widthCm), height_cm: num(row.heightCm) },
  declared_value: gbp(row.declaredValuePence),
  category: row.category,
  hs_code: row.hsCode,
  current_status: shipment ? (normalizeShipmentStatus(shipment.status) ?? shipment.status) : null,
  tracking_number: shipment?.trackingNumber ?? null,
});

const shipmentFacts = (view: BookingView) => {
  const raw = view.shipment?.status ?? null;
  const status = normalizeShipmentStatus(raw) ?? raw;
  const last = view.lastEvent;
  const is_exception = last
    ? specialEventOf({ status: last.status, code: last.code }) === 'exception'
    : false;
  const last_stage_status = view.lastStage?.status ?? null;
  return {
    status,
    status_display: raw ? statusLabel(raw) : null,
    // The one progress rule of the domain, so a card shows what the details page and /track show.
    progress_percent: shipmentProgress({ status: raw, exception: is_exception, reached: last_stage_status })
      .percent,
    last_stage_status,
    is_exception,
    is_shipment: isShipmentStatus(raw),
  };
};

/** A booking as its card in My Bookings, My Shipments and the dashboard shows it. */
export const presentBookingSummary = (view: BookingView) => {
  const { booking: b, shipment: s } = view;
  const ship = shipmentFacts(view);
  const display = customerDisplayStatus({
    bookingStatus: b.status,
    shipmentStatus: s?.status,
    hasPickupAgent: !!s?.pickupAgentId,
  });
  return {
    id: b.id,
    booking_code: b.bookingCode,
    status: b.status,
    status_display: bookingStatusLabel(b.status),
    display_status: display,
    display_status_label: statusLabel(display),
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
    confirmed_at: iso(b.confirmedAt),
    cancelled_at: iso(b.cancelledAt),
    rejected_at: iso(b.rejectedAt),
    recipient_name: b.recipientName,
    city: b.recipientCity,
    country: b.recipientCountry,
    gh_region_code: b.ghRegionCode,
    region_name: regionName(b.ghRegionCode),
    destination: {
      city: b.recipientCity,
      country: b.recipientCountry,
      gh_region_code: b.ghRegionCode,
      region_name: regionName(b.ghRegionCode),
    },
    service_level: presentServiceLevel(b.serviceLevel),
    ...totals(view.packages),
    preferred_pickup_start: iso(b.preferredPickupStart),
    preferred_pickup_end: iso(b.preferredPickupEnd),
    notes: b.notes,
    fragile: b.fragile,
    insurance_opt_in: b.insuranceOptIn,
    cod_opt_in: b.codOptIn,
    proof_mode: b.proofMode,
    price_quote_gbp: gbp(b.priceQuotePence),
    price_quote_ghs: gbp(b.priceQuotePesewas),
    total_price_gbp: gbp(b.priceQuotePence),
    total_price_ghs: gbp(b.priceQuotePesewas),
    payment_status: view.payment?.status ?? 'PENDING',
    pickup_agent: presentAgent(view.agents.pickup),
    warehouse_agent: presentAgent(view.agents.warehouse),
    delivery_agent: presentAgent(view.agents.delivery),
    tracking_number: s?.trackingNumber ?? null,
    tracking_code: s?.trackingNumber ?? null,
    shipment_status: ship.status,
    shipment_status_display: ship.status_display,
    progress_percent: ship.progress_percent,
    last_stage_status: ship.last_stage_status,
    is_exception: ship.is_exception,
    picked_up_at: iso(view.pickedUpAt),
    delivery_window: view.deliveryWindow,
    shipment: s
      ? {
          id: s.id,
          status: ship.status,
          status_display: ship.status_display,
          tracking_number: s.trackingNumber,
          current_location: s.currentLocation,
          last_event_at: iso(s.lastEventAt),
          delivered_at: iso(s.deliveredAt),
          version: s.version,
        }
      : null,
    rejection_reason: b.rejectionReason,
    cancellation_reason: b.cancellationReason,
    can_cancel: canCustomerCancel(b.status),
    can_edit: canCustomerEdit(b.status),
    // The label PDF once there is a tracking number (an API path: the download needs the bearer header).
    label_url: s?.trackingNumber ? `/api/v1/shipments/bookings/${b.id}/shipping-label/download/` : null,
  };
};

/** Where and when a delivery's proof was taken, with a map link (staff only: `seesProofLocation`). */
const presentProofLocation = (event: TravelEventWithAgent) =>
  event.proofLat != null && event.proofLng != null && event.proofTakenAt
    ? {
        lat: event.proofLat,
        lng: event.proofLng,
        accuracy_m: event.proofAccuracyM ?? 0,
        taken_at: event.proofTakenAt.toISOString(),
        map_url: proofLocationMapUrl({ lat: event.proofLat, lng: event.proofLng }),
      }
    : null;

/**
 * One travel-history entry (spec 000 §3); proof links are signed for a caller who may see the booking. Where
 * the proof was taken is added only for staff (`proofLocation`): the customer's answers never carry the key.
 */
export const presentTravelEvent = (
  event: TravelEventWithAgent,
  signer: UrlSigner,
  { proofLocation = false }: { proofLocation?: boolean } = {},
) => {
  const at = event.createdAt.toISOString();
  return {
    id: event.id,
    status: event.status,
    status_display: statusLabel(event.status),
    code: event.code,
    location: event.location,
    notes: event.notes,
    timestamp: at,
    created_at: at,
    agent_name: event.agent ? `${event.agent.firstName} ${event.agent.lastName}`.trim() : null,
    agent: event.agent
      ? { id: event.agent.id, first_name: event.agent.firstName, last_name: event.agent.lastName }
      : null,
    photo_url: signedUrlOrNull(signer, event.photoKey),
    signature_url: signedUrlOrNull(signer, event.signatureKey),
    ...(proofLocation ? { proof_location: presentProofLocation(event) } : {}),
  };
};

/**
 * The full booking of spec 000 §3, for its details page; without its money for agents (seesBookingMoney);
 * where the delivery's proof was taken only for staff (`proofLocation`, seesProofLocation).
 */
export const presentBookingDetail = (
  view: BookingDetailView,
  signer: UrlSigner,
  { money = true, proofLocation = false }: { money?: boolean; proofLocation?: boolean } = {},
) => {
  const b = view.booking;
  const customerName = view.customer ? `${view.customer.firstName} ${view.customer.lastName}`.trim() : null;
  const senderAddress = {
    name: b.senderName,
    email: b.senderEmail,
    phone: b.senderPhone,
    line1: b.senderLine1,
    line2: b.senderLine2,
    city: b.senderCity,
    postal_code: b.senderPostcode,
    postcode: b.senderPostcode,
    country: b.senderCountry,
  };
  return {
    ...presentBookingSummary(view),
    customer: view.customer
      ? {
          id: view.customer.id,
          full_name: customerName,
          first_name: view.customer.firstName,
          last_name: view.customer.lastName,
          email: view.customer.email,
          phone_e164: view.customer.phoneE164,
        }
      : null,
    sender_name: b.senderName,
    sender_email: b.senderEmail,
    sender_phone: b.senderPhone,
    sender_address: senderAddress,
    pickup_address: senderAddress,
    recipient_email: b.recipientEmail,
    recipient_phone: b.recipientPhone,
    recipient_whatsapp_opt_in: b.recipientWhatsappOptIn,
    recipient_address: {
      name: b.recipientName,
      email: b.recipientEmail,
      phone: b.recipientPhone,
      line1: b.recipientLine1,
      line2: b.recipientLine2,
      city: b.recipientCity,
      postal_code: b.recipientPostcode,
      postcode: b.recipientPostcode,
      gps_address: b.recipientPostcode,
      country: b.recipientCountry,
      gh_region_code: b.ghRegionCode,
      region_name: regionName(b.ghRegionCode),
      state: regionName(b.ghRegionCode),
    },
    // The consignee's ID is for customs: the customer and staff, not the agents at the doors.
    recipient_id_number: money ? b.recipientIdNumber : null,
    prohibited_goods_declaration:
      b.prohibitedGoodsDeclaration && b.prohibitedGoodsDeclaredAt
        ? { text: b.prohibitedGoodsDeclaration, accepted_at: b.prohibitedGoodsDeclaredAt.toISOString() }
        : null,
    packages: view.packages.map((row) => presentPackage(row, view.shipment)),
    gbp_to_ghs_rate: Number(b.gbpToGhsRate),
    // Written by the pricing engine when the booking was priced (jsonb, so untyped on the way back).
    price_breakdown: b.priceBreakdown as QuoteLine[],
    payment: money
      ? {
          status: view.payment?.status ?? 'PENDING',
          amount_gbp: gbp(view.payment?.amountPence ?? b.priceQuotePence),
          currency: view.payment?.currency ?? 'GBP',
          method: view.payment?.method ?? null,
          reference: view.payment?.reference ?? null,
          paid_at: iso(view.payment?.paidAt),
        }
      : null,
    receipts: money ? view.receipts.map((r) => presentReceipt(r, signer)) : [],
    travel_history: view.history.map((e) => presentTravelEvent(e, signer, { proofLocation })),
  };
};

/** One package of the My Packages list: the package with its booking's destination and progress. */
export const presentPackageItem = (view: BookingView, pkg: PackageRow) => {
  const summary = presentBookingSummary(view);
  const index = view.packages.findIndex((p) => p.id === pkg.id);
  return {
    ...presentPackage(pkg, view.shipment),
    booking_id: summary.id,
    booking_code: summary.booking_code,
    booking_status: summary.status,
    item_number: itemNumberText(view.packages, index),
    packages_count: pkg.qty,
    total_weight: kg(num(pkg.weightKg) * pkg.qty),
    booking_packages_count: summary.packages_count,
    booking_total_weight: summary.total_weight,
    recipient_name: summary.recipient_name,
    recipient_address: {
      name: summary.recipient_name,
      city: summary.city,
      country: summary.country,
    },
    city: summary.city,
    country: summary.country,
    gh_region_code: summary.gh_region_code,
    region_name: summary.region_name,
    service_level: summary.service_level,
    created_at: summary.created_at,
    picked_up_at: summary.picked_up_at,
    tracking_number: summary.tracking_number,
    status: summary.shipment_status,
    status_display: summary.shipment_status_display,
    progress_percent: summary.progress_percent,
    is_exception: summary.is_exception,
    delivery_window: summary.delivery_window,
    shipment: summary.shipment,
  };
};
