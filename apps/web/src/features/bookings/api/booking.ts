import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';
import type { ShippingLabelDto, TravelHistoryDto } from '../../../lib/bookings/types.ts';

export { useBooking, useBookingPage } from '../../../lib/bookings/booking-page.ts';

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
