import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-api.ts';
import type { BookingDetail } from '../../../lib/bookings/types.ts';
import { toast } from '../../../lib/toast.ts';

export const cancelBooking = (id: string) =>
  api.post<BookingDetail>(`/bookings/${id}/cancel/`, undefined, { silent: true });

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
