import { useQuery } from '@tanstack/react-query';
import { BOOKING_POLL_MS, CUSTOMER_MESSAGES, normalizeBookingStatus } from '@ukgh/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api, notifyFailure } from '../../../lib/api-client.ts';
import { bookingQuery, bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';
import type { ShippingLabelDto, TravelHistoryDto } from '../../../lib/bookings/types.ts';

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

/**
 * GET /bookings/{id}/travel-history/. A failure is not an error for the user: the timeline is then
 * generated from the booking alone (spec 000 §4), so this never toasts and resolves to [] instead.
 */
export const useTravelHistory = (id: string, status: string | undefined) =>
  useQuery({
    queryKey: [...bookingsKeys.history(id), status],
    queryFn: async ({ signal }) => {
      try {
        const data = await api.get<TravelHistoryDto[] | { results: TravelHistoryDto[] }>(
          `/bookings/${id}/travel-history/`,
          { silent: true, signal },
        );
        return { entries: Array.isArray(data) ? data : (data?.results ?? []), failed: false };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        return { entries: [] as TravelHistoryDto[], failed: true };
      }
    },
    enabled: Boolean(status),
  });

/** The label data, once the booking has a tracking number (404 before). */
export const useShippingLabel = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingsKeys.label(id),
    queryFn: ({ signal }) =>
      api.get<ShippingLabelDto>(`/shipments/bookings/${id}/shipping-label/`, { silent: true, signal }),
    enabled,
  });
