import {
  ADMIN_BOOKING_MESSAGES,
  buildManifest,
  ERROR_CODES,
  LABELS_PER_PRINT_MAX,
  paymentMethodText,
  regionName,
  serviceLevelLabel,
  tooManyLabelsMessage,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import { bookingInvoice } from '../bookings/booking-invoice.ts';
import { bookingScope, moneyScope } from '../bookings/bookings.policy.ts';
import {
  BOOKING_NOT_FOUND,
  findBookingIn,
  loadBookingDetail,
  loadBookingViews,
} from '../bookings/bookings.repository.ts';
import { manifestSourceOf } from '../departures/departures.repository.ts';
import type { PackingListSheet } from '../departures/manifest-pdf.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';
import type { InvoiceSheet } from './invoice-pdf.ts';
import type { LabelSheet } from './label-pdf.ts';
import { labelSheetOf } from './label-sheet.ts';

export const NO_TRACKING_CODE = ADMIN_BOOKING_MESSAGES.noTrackingCode;

/** 409 naming every selected booking that has no label yet, so the packages hub can say which. */
const noTrackingFor = (codes: string[]) =>
  new AppError(
    409,
    ERROR_CODES.CONFLICT,
    codes.length === 1
      ? `${NO_TRACKING_CODE}: ${codes[0]}`
      : `No tracking code available for ${codes.length} bookings: ${codes.join(', ')}`,
    { booking_ids: codes },
  );

/** Shipping labels and invoices as PDFs (the drawing is in label-pdf.ts and invoice-pdf.ts). */
export const createDocumentsService = (ctx: AppContext) => {
  const { db, config } = ctx;

  return {
    /** One booking's labels: its owner, and staff who may see it (bookings.policy.ts); 409 before confirmation. */
    async labels(user: UserRow, bookingId: string): Promise<{ sheets: LabelSheet[]; company: string }> {
      await findBookingIn(db, bookingScope(user), bookingId);
      const [[view], company] = await Promise.all([loadBookingViews(db, [bookingId]), getCompanyDetails(db)]);
      if (!view) throw notFound(BOOKING_NOT_FOUND);
      const sheet = labelSheetOf(view, company, config.publicUrl);
      if (!sheet) throw conflict(NO_TRACKING_CODE);
      return { sheets: [sheet], company: company.name };
    },

    /** The labels of many bookings in the order given (staff only; the route checks the role). */
    async bulkLabels(bookingIds: string[]): Promise<{ sheets: LabelSheet[]; company: string }> {
      const ids = [...new Set(bookingIds)];
      const [views, company] = await Promise.all([loadBookingViews(db, ids), getCompanyDetails(db)]);
      if (views.length < ids.length) {
        const found = new Set(views.map((v) => v.booking.id));
        const missing = ids.filter((id) => !found.has(id));
        throw new AppError(404, ERROR_CODES.NOT_FOUND, BOOKING_NOT_FOUND, { booking_ids: missing });
      }
      const sheets = views.map((view) => labelSheetOf(view, company, config.publicUrl));
      const without = views.filter((_, i) => !sheets[i]).map((v) => v.booking.bookingCode);
      if (without.length > 0) throw noTrackingFor(without);
      const labels = (sheets as LabelSheet[]).reduce((sum, sheet) => sum + sheet.items.length, 0);
      if (labels > LABELS_PER_PRINT_MAX) {
        const message = tooManyLabelsMessage(labels);
        throw invalid(message, { booking_ids: [message] });
      }
      return { sheets: sheets as LabelSheet[], company: company.name };
    },

    /** A booking's invoice: its owner and staff who may see it. */
    async invoice(user: UserRow, bookingId: string): Promise<InvoiceSheet> {
      await findBookingIn(db, moneyScope(user), bookingId);
      const [view, company] = await Promise.all([loadBookingDetail(db, bookingId), getCompanyDetails(db)]);
      const b = view.booking;
      const customer = view.customer;
      const paid = view.payment?.status === 'PAID';
      return {
        company: {
          name: company.name,
          ukAddress: company.uk_address,
          ghAddress: company.gh_address,
          email: company.support_email,
          phone: company.support_phone,
          ghanaPhone: company.ghana_phone,
        },
        bookingCode: b.bookingCode,
        trackingNumber: view.shipment?.trackingNumber ?? null,
        issuedAt: b.confirmedAt ?? b.createdAt,
        customer: customer
          ? {
              name: `${customer.firstName} ${customer.lastName}`.trim(),
              email: customer.email,
              phone: customer.phoneE164,
            }
          : { name: b.senderName, email: b.senderEmail, phone: b.senderPhone },
        sender: { name: b.senderName, city: b.senderCity, postcode: b.senderPostcode },
        recipient: {
          name: b.recipientName,
          line1: b.recipientLine1,
          line2: b.recipientLine2,
          city: b.recipientCity,
          regionName: regionName(b.ghRegionCode),
          gpsAddress: b.recipientPostcode,
          country: b.recipientCountry,
        },
        serviceLabel: serviceLevelLabel(b.serviceLevel),
        invoice: bookingInvoice(b),
        paid: paid
          ? { at: view.payment?.paidAt ?? null, method: paymentMethodText(view.payment?.method) }
          : null,
      };
    },

    /** A booking's packing list and commercial invoice for customs: its owner and staff who see its money. */
    async packingList(user: UserRow, bookingId: string): Promise<PackingListSheet> {
      await findBookingIn(db, moneyScope(user), bookingId);
      const [view, company] = await Promise.all([loadBookingDetail(db, bookingId), getCompanyDetails(db)]);
      const b = view.booking;
      const tracking = view.shipment?.trackingNumber ?? null;
      const manifest = buildManifest(view.packages.map((pkg) => manifestSourceOf(b, tracking, pkg)));
      const consigneeAddress = manifest.lines[0]?.recipientAddress ?? '';
      return {
        company: company.name,
        bookingCode: b.bookingCode,
        rate: Number(b.gbpToGhsRate),
        sender: [
          b.senderName,
          b.senderPhone,
          `${b.senderLine1}, ${b.senderCity} ${b.senderPostcode}, United Kingdom`,
        ]
          .filter(Boolean)
          .join(' · '),
        consignee: [
          b.recipientName,
          b.recipientIdNumber ? `ID ${b.recipientIdNumber}` : null,
          b.recipientPhone,
          `${consigneeAddress}, Ghana`,
        ]
          .filter(Boolean)
          .join(' · '),
        manifest,
      };
    },
  };
};
export type DocumentsService = ReturnType<typeof createDocumentsService>;
