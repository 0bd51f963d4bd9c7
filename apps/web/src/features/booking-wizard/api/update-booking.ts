import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';
import type { BookingDetail } from '../../../lib/bookings/types.ts';
import type { BookingPayload } from '../wizard-form.ts';

/** The toasts of correcting a booking. */
export const EDIT_BOOKING_MESSAGES = {
  updated: 'Booking updated successfully',
  updateFailed: 'Failed to update booking',
  notEditableTitle: 'This booking can no longer be changed',
  notEditable: 'Only a pending booking can be changed.',
} as const;

/**
 * PUT /bookings/{id}/ with the same payload as create: the owner corrects a pending booking and the server
 * prices it again. PUT is idempotent, so a retry needs no key. The wizard shows the toasts itself.
 */
export const useUpdateBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookingPayload) =>
      api.put<BookingDetail>(`/bookings/${id}/`, payload, { silent: true }),
    onSuccess: (booking) => {
      if (booking && typeof booking === 'object') queryClient.setQueryData(bookingsKeys.detail(id), booking);
      return queryClient.invalidateQueries({ queryKey: bookingsKeys.all });
    },
    // 409: it stopped being pending meanwhile. Reading it again lets the page say it can no longer change.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: bookingsKeys.detail(id) });
      }
    },
  });
};
