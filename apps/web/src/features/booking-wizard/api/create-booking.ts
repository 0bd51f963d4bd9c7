import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { BookingDetail } from '../../../lib/bookings/types.ts';
import type { BookingPayload } from '../wizard-form.ts';

/** POST /bookings/ answers the booking as GET /bookings/{id}/ does. */
export type CreatedBooking = BookingDetail;

/** A v4 UUID; `crypto.randomUUID` exists only on secure origins, so build one from random bytes otherwise. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * POST /bookings/ with the submission's Idempotency-Key: a double click or a retry after a lost answer
 * sends the same key, so the server makes one booking. The wizard shows the spec's toasts itself.
 */
export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: BookingPayload; idempotencyKey: string }) =>
      api.post<CreatedBooking>('/bookings/', payload, {
        silent: true,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
};
