/**
 * What other features use of Manage Bookings: the booking details dialog and the dialogs of its moves (the
 * packages hub opens them for a package's booking).
 */
export { useCancelBookingAsStaff, useRejectBooking } from './api/admin-booking-mutations.ts';
export { AssignPickupAgentDialog } from './components/AssignPickupAgentDialog.tsx';
export { BookingDetailsDialog } from './components/BookingDetailsDialog.tsx';
export { ReasonDialog } from './components/ReasonDialog.tsx';
