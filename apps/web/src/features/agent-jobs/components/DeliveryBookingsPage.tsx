import { WEB_ROUTES } from '@ukgh/domain';
import { Navigate } from 'react-router';

/**
 * /agent/delivery/bookings (spec 001 §2 names it My Bookings): the delivery agent works from one list, with
 * the recipients and the actions together, so this address opens it.
 */
export function DeliveryBookingsPage() {
  return <Navigate to={WEB_ROUTES.deliveryHome} replace />;
}
