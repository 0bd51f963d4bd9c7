import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { bookingScope } from '../bookings/bookings.policy.ts';
import { findBookingIn, loadBookingViews } from '../bookings/bookings.read-model.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';

export const NO_LABEL_YET = 'No shipping label yet: a booking gets its tracking number when it is confirmed';

export const createShipmentsService = (ctx: AppContext) => {
  const { db } = ctx;
  return {
    /** The data printed on the 4in × 6in label; only once the booking has a tracking number. */
    async label(user: UserRow, bookingId: string) {
      const { shipment } = await findBookingIn(db, bookingScope(user), bookingId);
      if (!shipment.trackingNumber) throw notFound(NO_LABEL_YET);
      const [[view], company] = await Promise.all([loadBookingViews(db, [bookingId]), getCompanyDetails(db)]);
      if (!view) throw notFound(NO_LABEL_YET);
      return { view, company };
    },
  };
};
export type ShipmentsService = ReturnType<typeof createShipmentsService>;
