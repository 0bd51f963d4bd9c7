import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';
import type { BookingDetail } from '../../../lib/bookings/types.ts';
import { toast } from '../../../lib/toast.ts';

/** Sends the shipment version the screen showed, so a booking someone changed meanwhile is refused (409). */
export const cancelBooking = ({ id, version }: { id: string; version?: number | null }) =>
  api.post<BookingDetail>(
    `/bookings/${id}/cancel/`,
    version == null ? undefined : { expected_version: version },
    { silent: true },
  );

/** Cancels a pending booking; every list, counter and the details page then read it again. */
export const useCancelBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => {
      toast.success(BOOKING_MESSAGES.cancelled);
      return queryClient.invalidateQueries({ queryKey: bookingsKeys.all });
    },
    onError: (error) => notifyFailure(BOOKING_MESSAGES.cancelFailed, error),
  });
};
