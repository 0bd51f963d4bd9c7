import { type CompanyInfo, labelItems, publicTrackingUrl, regionName, SERVICE_LEVELS } from '@ukgh/domain';
import type { BookingView } from '../bookings/bookings.repository.ts';
import type { LabelSheet } from './label-pdf.ts';

const serviceOf = (code: string) =>
  SERVICE_LEVELS[code as keyof typeof SERVICE_LEVELS] ?? SERVICE_LEVELS.STANDARD;

/** What a booking's labels print; null while it has no tracking number (no label before confirmation). */
export const labelSheetOf = (
  view: BookingView,
  company: CompanyInfo,
  publicUrl: string,
): LabelSheet | null => {
  const trackingNumber = view.shipment?.trackingNumber;
  if (!trackingNumber) return null;
  const b = view.booking;
  const trackingUrl = publicTrackingUrl(publicUrl, trackingNumber);
  const service = serviceOf(b.serviceLevel);
  return {
    company: {
      name: company.name,
      line1: company.uk_address.line1,
      city: company.uk_address.city,
      postcode: company.uk_address.postcode,
      country: company.uk_address.country,
      phone: company.support_phone,
    },
    bookingCode: b.bookingCode,
    trackingNumber,
    trackingUrl,
    service: { label: service.label, mode: service.mode },
    recipient: {
      name: b.recipientName,
      line1: b.recipientLine1,
      line2: b.recipientLine2,
      city: b.recipientCity,
      postcode: b.recipientPostcode,
      regionName: regionName(b.ghRegionCode),
      country: b.recipientCountry,
      phone: b.recipientPhone,
    },
    senderName: b.senderName,
    fragile: b.fragile,
    date: b.confirmedAt ?? b.createdAt,
    items: labelItems(
      view.packages.map((p) => ({ description: p.description, qty: p.qty, weight_kg: Number(p.weightKg) })),
    ),
  };
};
