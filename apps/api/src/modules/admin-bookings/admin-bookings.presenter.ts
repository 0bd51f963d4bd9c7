import { canReissueHandoverCode } from '@ukgh/domain';
import type { UserRow } from '../../db/schema.ts';
import type { RecipientLinks } from '../../lib/recipient-links.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import { bookingInvoice } from '../bookings/booking-invoice.ts';
import { presentBookingDetail, presentBookingSummary } from '../bookings/bookings.presenter.ts';
import type { BookingDetailView, BookingView } from '../bookings/bookings.repository.ts';
import { presentRecipientChoices } from '../recipient-page/recipient-page.presenter.ts';

const customerRef = (user: UserRow | null) =>
  user
    ? {
        id: user.id,
        full_name: `${user.firstName} ${user.lastName}`.trim(),
        first_name: user.firstName,
        last_name: user.lastName,
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

/**
 * The Invoice tab: the lines the pricing engine wrote when it priced the booking (stored with it), so they
 * add up to the price charged, insurance included at what it really cost. The invoice PDF shows the same.
 */
export const presentInvoice = (view: BookingDetailView) => bookingInvoice(view.booking);

/** The booking details dialog: the customer's detail view (proof links signed) plus the invoice. */
export const presentAdminBookingDetail = (
  view: BookingDetailView,
  signer: UrlSigner,
  links: RecipientLinks,
) => ({
  ...presentBookingDetail(view, signer, { proofLocation: true }),
  invoice: presentInvoice(view),
  recipient_choices: presentRecipientChoices(view.recipientChoices),
  recipient_page_path: view.shipment?.trackingNumber ? links.path(view.shipment.trackingNumber) : null,
  can_reissue_handover_code: canReissueHandoverCode({
    bookingStatus: view.booking.status,
    shipmentStatus: view.shipment?.status,
  }),
});

export const presentPickupAgentOption = (user: UserRow) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  phone_e164: user.phoneE164,
});
