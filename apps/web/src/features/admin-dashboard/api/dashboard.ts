import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_BOOKING_MESSAGES,
  type AdminDashboard,
  type AgentDto,
  type AssignAgentResponse,
  type AssignmentKind,
  type DashboardSearchHit,
  type DeliveredWithoutCodeList,
} from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  overview: ['admin-dashboard', 'overview'] as const,
  search: (q: string) => ['admin-dashboard', 'search', q] as const,
  agents: (role: AssignmentKind) => ['admin-agents', role] as const,
};

/** The figures; a failure shows the spec's error toast (api-client) and the cards show '—', never samples. */
export const useAdminDashboard = () =>
  useQuery({
    queryKey: dashboardKeys.overview,
    queryFn: ({ signal }) => api.get<AdminDashboard>('/admin/dashboard/', { signal }),
  });

export const SEARCH_MIN_LENGTH = 2;

export const useDashboardSearch = (q: string) =>
  useQuery({
    queryKey: dashboardKeys.search(q),
    queryFn: ({ signal }) =>
      api.get<{ results: DashboardSearchHit[] }>('/admin/dashboard/search/', { signal, query: { q } }),
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });

export const useAgents = (role: AssignmentKind | null) =>
  useQuery({
    queryKey: dashboardKeys.agents(role ?? 'PICKUP'),
    enabled: role !== null,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AgentDto[]>('/admin/agents/', { signal, silent: true, query: { role } });
      } catch (error) {
        notifyFailure(ADMIN_BOOKING_MESSAGES.loadAgentsFailed, error);
        throw error;
      }
    },
  });

export interface AssignAgentInput {
  shipment_id: string;
  agent_id: string;
  role: AssignmentKind;
}

export const useAssignAgent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignAgentInput) =>
      api.post<AssignAgentResponse>('/admin/assign/', body, { silent: true }),
    onSuccess: (_answer, { role }) => {
      toast.success(
        role === 'PICKUP'
          ? ADMIN_BOOKING_MESSAGES.pickupAgentAssigned
          : ADMIN_BOOKING_MESSAGES.deliveryAgentAssigned,
      );
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (error) => notifyFailure(ADMIN_BOOKING_MESSAGES.assignFailed, error),
  });
};

/** The review list of deliveries completed without the handover code (issue 48). */
export const useDeliveredWithoutCode = () =>
  useQuery({
    queryKey: [...dashboardKeys.all, 'delivered-without-code'] as const,
    queryFn: ({ signal }) =>
      api.get<DeliveredWithoutCodeList>('/admin/dashboard/delivered-without-code/', { signal, silent: true }),
  });
