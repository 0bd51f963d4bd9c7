import type { QuoteLine } from '@ukgh/domain';
import type { UserRow } from '../../db/schema.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import { presentBookingDetail, presentBookingSummary } from '../bookings/bookings.presenter.ts';
import type { BookingDetailView, BookingView } from '../bookings/bookings.read-model.ts';

const customerRef = (user: UserRow | null) =>
  user
    ? {
        id: user.id,
        full_name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        phone_e164: user.phoneE164,
      }
    : null;

/** One Manage Bookings card: the booking's card data and who booked it. */
export const presentAdminBookingCard = ({
  view,
  customer,
}: {
  view: BookingView;
  customer: UserRow | null;
}) => ({
  ...presentBookingSummary(view),
  customer: customerRef(customer),
});

const pence = (gbp: number) => Math.round(gbp * 100);

/**
 * The Invoice tab: the lines the pricing engine wrote when it priced the booking (stored with it), so they
 * add up to the price charged, insurance included at what it really cost.
 */
export const presentInvoice = (view: BookingDetailView) => {
  const lines = (view.booking.priceBreakdown ?? []) as QuoteLine[];
  const insurance = lines
    .filter((l) => l.kind === 'insurance')
    .reduce((sum, l) => sum + pence(l.amount_gbp), 0);
  const total = view.booking.priceQuotePence;
  return {
    lines,
    freight_gbp: (total - insurance) / 100,
    insurance_gbp: insurance / 100,
    total_gbp: total / 100,
    total_ghs: view.booking.priceQuotePesewas / 100,
  };
};

/** The booking details dialog: the customer's detail view (proof links signed) plus the invoice. */
export const presentAdminBookingDetail = (view: BookingDetailView, signer: UrlSigner) => ({
  ...presentBookingDetail(view, signer),
  invoice: presentInvoice(view),
});

export const presentPickupAgentOption = (user: UserRow) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  phone_e164: user.phoneE164,
});
