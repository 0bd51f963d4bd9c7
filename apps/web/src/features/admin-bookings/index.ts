/**
 * What other features use of Manage Bookings: the booking details dialog and the decisions on a booking
 * (the packages hub opens them for a package's booking).
 */
export { useBookingDecisions } from './components/BookingDecisionDialogs.tsx';
export { BookingDetailsDialog } from './components/BookingDetailsDialog.tsx';
