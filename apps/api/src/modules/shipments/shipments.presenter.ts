import { type CompanyInfo, itemNumberText } from '@ukgh/domain';
import { presentBookingSummary } from '../bookings/bookings.presenter.ts';
import type { BookingView } from '../bookings/bookings.read-model.ts';

/** Shipping label data (spec 000 §3 "Shipping label"); the PDF and its images come with the documents issue. */
export const presentShippingLabel = (view: BookingView, company: CompanyInfo) => {
  const b = view.booking;
  const summary = presentBookingSummary(view);
  return {
    booking_id: b.id,
    booking_code: b.bookingCode,
    tracking_number: summary.tracking_number,
    label_url: null,
    download_url: null,
    barcode_image: null,
    qr_code_image: null,
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
    service_level: summary.service_level,
    fragile: b.fragile,
    status: summary.shipment_status,
    status_display: summary.shipment_status_display,
    created_at: summary.created_at,
    confirmed_at: summary.confirmed_at,
  };
};
