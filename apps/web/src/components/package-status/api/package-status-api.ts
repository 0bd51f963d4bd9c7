import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_BOOKING_MESSAGES, type AgentDto, type StatusUpdateResult } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';

/** The delivery agents the dialog offers: the back-office's agent list (`GET /admin/agents/?role=DELIVERY`). */
export const useDeliveryAgents = (enabled: boolean) =>
  useQuery({
    queryKey: ['package-status', 'delivery-agents'],
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AgentDto[]>('/admin/agents/?role=DELIVERY', { silent: true, signal });
      } catch (error) {
        notifyFailure(ADMIN_BOOKING_MESSAGES.fetchDeliveryAgentsFailed, error);
        throw error;
      }
    },
  });

/** What the dialog sends: the fields of POST /admin/bookings/{id}/update-status/ and the proof files. */
export interface StatusUpdateRequest {
  bookingId: string;
  status: string;
  location: string;
  notes: string;
  /** "Show this note to the customer": the public tracker shows it; otherwise it stays internal. */
  publicNote?: boolean;
  deliveryAgentId: string | null;
  correction: boolean;
  reason: string;
  expectedVersion: number | null;
  photo?: Blob | null;
  signature?: Blob | null;
}

export const statusUpdateForm = (request: StatusUpdateRequest): FormData => {
  const form = new FormData();
  form.append('status', request.status);
  if (request.location.trim()) form.append('location', request.location.trim());
  if (request.notes.trim()) form.append('notes', request.notes.trim());
  if (request.notes.trim() && request.publicNote) form.append('public_note', 'true');
  if (request.deliveryAgentId) form.append('delivery_agent_id', request.deliveryAgentId);
  if (request.correction) {
    form.append('correction', 'true');
    form.append('reason', request.reason.trim());
  }
  if (request.expectedVersion != null) form.append('expected_version', String(request.expectedVersion));
  if (request.photo) form.append('proof_photo', request.photo, 'proof-photo.jpg');
  if (request.signature) form.append('proof_signature', request.signature, 'signature.png');
  return form;
};

/** One status update; every booking list and detail reloads after it. */
export const useUpdatePackageStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StatusUpdateRequest) =>
      api.post<StatusUpdateResult>(
        `/admin/bookings/${request.bookingId}/update-status/`,
        statusUpdateForm(request),
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
