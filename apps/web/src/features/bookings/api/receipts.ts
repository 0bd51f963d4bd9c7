import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RECEIPT_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';
import type { ReceiptDto } from '../../../lib/bookings/types.ts';
import { toast } from '../../../lib/toast.ts';

export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';

export const useUploadReceipt = (bookingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, notes }: { file: File; notes: string }) => {
      const body = new FormData();
      if (notes.trim()) body.append('notes', notes.trim());
      body.append('file', file);
      return api.post<ReceiptDto>(`/bookings/${bookingId}/receipts/`, body, { silent: true });
    },
    onSuccess: () => {
      toast.success('Receipt uploaded successfully');
      return queryClient.invalidateQueries({ queryKey: bookingsKeys.detail(bookingId) });
    },
    onError: (error) => notifyFailure(RECEIPT_MESSAGES.uploadFailed, error),
  });
};
