import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_BOOKING_MESSAGES,
  type AdminBookingDetail,
  bookingDeletedMessage,
  type HandoverReissue,
  PACKAGE_MESSAGES,
} from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminBookingsKeys } from './admin-bookings.ts';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminBookingsKeys.all });
};

/** POST /admin/bookings/{id}/confirm/ with an optional pickup agent (spec 001 §8 toasts). */
export const useConfirmBooking = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, pickupAgentId }: { id: string; pickupAgentId: string | null }) =>
      api.post<AdminBookingDetail>(
        `/admin/bookings/${id}/confirm/`,
        { pickup_agent_id: pickupAgentId },
        { silent: true },
      ),
    onSuccess: (_booking, { pickupAgentId }) => {
      toast.success(
        pickupAgentId ? ADMIN_BOOKING_MESSAGES.confirmedAndAssigned : ADMIN_BOOKING_MESSAGES.confirmed,
      );
      return refresh();
    },
    onError: (error) => notifyFailure(ADMIN_BOOKING_MESSAGES.confirmFailed, error),
  });
};

export const useRejectBooking = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<AdminBookingDetail>(`/admin/bookings/${id}/reject/`, { reason }, { silent: true }),
    onSuccess: () => {
      toast.success(ADMIN_BOOKING_MESSAGES.rejected);
      return refresh();
    },
    onError: (error) => notifyFailure(ADMIN_BOOKING_MESSAGES.rejectFailed, error),
  });
};

export const useCancelBookingAsStaff = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<AdminBookingDetail>(`/admin/bookings/${id}/cancel/`, { reason }, { silent: true }),
    onSuccess: () => {
      toast.success(ADMIN_BOOKING_MESSAGES.cancelled);
      return refresh();
    },
    onError: (error) => notifyFailure(ADMIN_BOOKING_MESSAGES.cancelFailed, error),
  });
};

export const useDeleteBooking = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id }: { id: string; code: string }) =>
      api.delete(`/admin/bookings/${id}/delete/`, { silent: true }),
    onSuccess: (_none, { code }) => {
      toast.success(bookingDeletedMessage(code));
      return refresh();
    },
    onError: (
      error, // The spec pairs the deletion toast with this failure text (spec 001 §8).
    ) => notifyFailure(PACKAGE_MESSAGES.deleteFailed, error),
  });
};

/** POST /admin/bookings/{id}/handover-code/: a new code, texted to whoever receives the parcel. */
export const useReissueHandoverCode = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      api.post<HandoverReissue>(`/admin/bookings/${id}/handover-code/`, undefined, { silent: true }),
    onSuccess: (issued) => {
      toast.success(ADMIN_BOOKING_MESSAGES.handoverCodeSent(issued.sent_to));
      return refresh();
    },
    onError: (error) => notifyFailure(ADMIN_BOOKING_MESSAGES.handoverCodeFailed, error),
  });
};
