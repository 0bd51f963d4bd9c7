import { useQuery } from '@tanstack/react-query';
import type { PaymentDetailsDto } from '@ukgh/domain';
import { api } from '../../../lib/api-client.ts';

/** The account customers pay into (Settings › Bank details), for the Review step; null until set. */
export const usePaymentDetails = () =>
  useQuery({
    queryKey: ['payment-details'],
    queryFn: ({ signal }) => api.get<PaymentDetailsDto>('/payment-details/', { silent: true, signal }),
    staleTime: 5 * 60_000,
  });
