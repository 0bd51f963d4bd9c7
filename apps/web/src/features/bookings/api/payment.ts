import { useQuery } from '@tanstack/react-query';
import { type BookingPaymentDto, PAYMENT_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';

/** Under the booking's detail key: anything that invalidates the booking refreshes its payment too. */
export const paymentKey = (bookingId: string) => [...bookingsKeys.detail(bookingId), 'payment'] as const;

export const useBookingPayment = (bookingId: string) =>
  useQuery({
    queryKey: paymentKey(bookingId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BookingPaymentDto>(`/bookings/${bookingId}/payment/`, { silent: true, signal });
      } catch (error) {
        notifyFailure(PAYMENT_MESSAGES.loadFailed, error);
        throw error;
      }
    },
  });
