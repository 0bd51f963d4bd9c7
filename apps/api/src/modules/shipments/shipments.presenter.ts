import { type CompanyInfo, itemNumberText, labelItems } from '@ukgh/domain';
import { presentBookingSummary } from '../bookings/bookings.presenter.ts';
import type { BookingView } from '../bookings/bookings.repository.ts';

/** Shipping label data (spec 000 §3 "Shipping label"): what the PDF prints, and its marks as images. */
export const presentShippingLabel = (
  view: BookingView,
  company: CompanyInfo,
  marks: { images: { barcode: string; qr: string }; trackingUrl: string },
) => {
  const b = view.booking;
  const summary = presentBookingSummary(view);
  return {
    booking_id: b.id,
    booking_code: b.bookingCode,
    tracking_number: summary.tracking_number,
    // The PDF needs the bearer header, so these are API paths for the client to fetch, not public links.
    label_url: `/api/v1/shipments/bookings/${b.id}/shipping-label/download/`,
    download_url: `/api/v1/shipments/bookings/${b.id}/shipping-label/download/`,
    barcode_image: marks.images.barcode,
    qr_code_image: marks.images.qr,
    tracking_url: marks.trackingUrl,
    from: {
      company: company.name,
      address: company.uk_address.line1,
      city: company.uk_address.city,
      postcode: company.uk_address.postcode,
      country: company.uk_address.country,
      phone: company.support_phone,
      sender_name: b.senderName,
    },
    to: {
      name: b.recipientName,
      address: b.recipientLine1,
      address2: b.recipientLine2,
      city: b.recipientCity,
      postcode: b.recipientPostcode,
      region: b.ghRegionCode,
      region_name: summary.region_name,
      country: b.recipientCountry,
      phone: b.recipientPhone,
    },
    weight: summary.total_weight,
    packages_count: summary.packages_count,
    // One label for the whole booking: it covers every item ('1–3 of 3'), counted by quantity.
    item_number: itemNumberText([{ qty: summary.packages_count }], 0),
    // The PDF's pages: one per item, each with its own number ('2 of 3') and weight.
    items: labelItems(
      view.packages.map((p) => ({ description: p.description, qty: p.qty, weight_kg: Number(p.weightKg) })),
    ),
    service_level: summary.service_level,
    fragile: b.fragile,
    status: summary.shipment_status,
    status_display: summary.shipment_status_display,
    created_at: summary.created_at,
    confirmed_at: summary.confirmed_at,
  };
};
