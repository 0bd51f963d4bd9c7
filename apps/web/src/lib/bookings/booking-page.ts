import { useQuery } from '@tanstack/react-query';
import { BOOKING_POLL_MS, CUSTOMER_MESSAGES, normalizeBookingStatus } from '@ukgh/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, notifyFailure } from '../api-client.ts';
import { bookingQuery } from './bookings-queries.ts';

/**
 * GET /bookings/{id}/. A pending booking is re-fetched every 5 seconds so the confirmation shows when
 * it comes (spec 000 §4). The page decides what a failure means (404 page, or toast and redirect).
 */
export const useBooking = (id: string) =>
  useQuery({
    ...bookingQuery(id),
    refetchInterval: (query) =>
      normalizeBookingStatus(query.state.data?.status) === 'PENDING' ? BOOKING_POLL_MS : false,
    // Asked afresh on every visit, but not again when the page opened on its address and its route asked
    // for the booking a moment before (prefetch-on-open.ts).
    staleTime: 2_000,
  });

/**
 * The booking of a page about one booking (details, edit): `notFound` on a 404; any other failure with
 * nothing loaded toasts and goes back to My Bookings.
 */
export const useBookingPage = (id: string) => {
  const navigate = useNavigate();
  const booking = useBooking(id);
  const notFound = booking.error instanceof ApiError && booking.error.status === 404;
  const failed = booking.isError && !booking.data && !notFound;
  useEffect(() => {
    if (!failed) return;
    notifyFailure(CUSTOMER_MESSAGES.fetchBookingDetailsFailed, booking.error);
    navigate('/dashboard/bookings', { replace: true });
  }, [failed, booking.error, navigate]);
  return { booking, notFound };
};
