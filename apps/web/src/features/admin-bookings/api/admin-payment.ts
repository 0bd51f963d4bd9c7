import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminBookingPaymentDto, PAYMENT_MESSAGES, type RecordPaymentBody } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminBookingsKeys } from './admin-bookings.ts';

export const adminPaymentKey = (id: string) => [...adminBookingsKeys.all, 'payment', id] as const;

/** GET /admin/bookings/{id}/payment/ for the dialog's Payment tab (admins). */
export const useAdminPayment = (id: string, enabled = true) =>
  useQuery({
    queryKey: adminPaymentKey(id),
    queryFn: ({ signal }) =>
      api.get<AdminBookingPaymentDto>(`/admin/bookings/${id}/payment/`, { silent: true, signal }),
    enabled,
  });

type PaymentChange =
  | { kind: 'accept'; receiptId: string }
  | { kind: 'refuse'; receiptId: string; reason: string }
  | { kind: 'record'; body: RecordPaymentBody }
  | { kind: 'refund'; reason: string };

const SUCCESS: Record<PaymentChange['kind'], string> = {
  accept: PAYMENT_MESSAGES.receiptAccepted,
  refuse: PAYMENT_MESSAGES.receiptRefused,
  record: PAYMENT_MESSAGES.paymentRecorded,
  refund: PAYMENT_MESSAGES.paymentRefunded,
};

const send = (id: string, change: PaymentChange) => {
  const base = `/admin/bookings/${id}/payment/`;
  const options = { silent: true };
  switch (change.kind) {
    case 'accept':
      return api.post<AdminBookingPaymentDto>(`${base}receipts/${change.receiptId}/accept/`, {}, options);
    case 'refuse':
      return api.post<AdminBookingPaymentDto>(
        `${base}receipts/${change.receiptId}/refuse/`,
        { reason: change.reason },
        options,
      );
    case 'record':
      return api.post<AdminBookingPaymentDto>(`${base}record/`, change.body, options);
    case 'refund':
      return api.post<AdminBookingPaymentDto>(`${base}refund/`, { reason: change.reason }, options);
  }
};

/**
 * Every payment action of the dialog: the answer is the new payment view (put straight in the cache), then
 * the booking lists and the dashboard's figures (revenue, receipts to check) are refreshed.
 */
export const usePaymentChange = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PaymentChange) => send(id, change),
    onSuccess: (view, change) => {
      queryClient.setQueryData(adminPaymentKey(id), view);
      // A card refund is only asked of Stripe here; its webhook records it.
      toast.success(
        change.kind === 'refund' && view.payment.status === 'PAID'
          ? PAYMENT_MESSAGES.refundAskedOfStripe
          : SUCCESS[change.kind],
      );
      // The dashboard is another feature: its key is named, not imported.
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
      return queryClient.invalidateQueries({ queryKey: adminBookingsKeys.all });
    },
    onError: (error) => notifyFailure(PAYMENT_MESSAGES.updateFailed, error),
  });
};
