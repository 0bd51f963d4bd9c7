import { publicTrackingUrl } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { bookingScope } from '../bookings/bookings.policy.ts';
import { BOOKING_NOT_FOUND, findBookingIn, loadBookingViews } from '../bookings/bookings.repository.ts';
import { code128DataUrl, qrDataUrl } from '../documents/barcodes.ts';
import { NO_TRACKING_CODE } from '../documents/documents.service.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';

export const createShipmentsService = (ctx: AppContext) => {
  const { db, config } = ctx;
  return {
    /**
     * The data printed on the 4in × 6in label, with its barcode and QR code as images for the preview; only
     * once the booking has a tracking number (409 before). The PDF is drawn from the same booking
     * (documents/label-sheet.ts).
     */
    async label(user: UserRow, bookingId: string) {
      const { shipment } = await findBookingIn(db, bookingScope(user), bookingId);
      const trackingNumber = shipment.trackingNumber;
      if (!trackingNumber) throw conflict(NO_TRACKING_CODE);
      const trackingUrl = publicTrackingUrl(config.publicUrl, trackingNumber);
      const [[view], company, barcode, qr] = await Promise.all([
        loadBookingViews(db, [bookingId]),
        getCompanyDetails(db),
        code128DataUrl(trackingNumber),
        qrDataUrl(trackingUrl),
      ]);
      if (!view) throw notFound(BOOKING_NOT_FOUND);
      return { view, company, images: { barcode, qr }, trackingUrl };
    },
  };
};
export type ShipmentsService = ReturnType<typeof createShipmentsService>;
