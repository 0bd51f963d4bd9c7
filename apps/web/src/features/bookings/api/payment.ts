import { useMutation, useQuery } from '@tanstack/react-query';
import { type BookingPaymentDto, type CheckoutSessionDto, PAYMENT_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';

const POLL_MS = 2000;

/** Under the booking's detail key: anything that invalidates the booking refreshes its payment too. */
export const paymentKey = (bookingId: string) => [...bookingsKeys.detail(bookingId), 'payment'] as const;

/** `poll` re-reads every few seconds while the payment is pending: one made on Stripe's page waits for its webhook. */
export const useBookingPayment = (bookingId: string, poll = false) =>
  useQuery<BookingPaymentDto>({
    queryKey: paymentKey(bookingId),
    refetchInterval: (query) => (poll && query.state.data?.payment.status === 'PENDING' ? POLL_MS : false),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BookingPaymentDto>(`/bookings/${bookingId}/payment/`, { silent: true, signal });
      } catch (error) {
        notifyFailure(PAYMENT_MESSAGES.loadFailed, error);
        throw error;
      }
    },
  });

/** Pay now: the API opens (or reuses) a Stripe Checkout Session for the amount due; the browser goes there. */
export const useStartCheckout = (bookingId: string) =>
  useMutation({
    mutationFn: () =>
      api.post<CheckoutSessionDto>(`/bookings/${bookingId}/payment/checkout/`, undefined, { silent: true }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notifyFailure(PAYMENT_MESSAGES.checkoutFailed, error),
  });
