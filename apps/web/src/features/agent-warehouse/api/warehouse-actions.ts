import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_BOOKING_MESSAGES, AGENT_MESSAGES, type AgentDto, PACKAGE_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { warehouseKeys } from './warehouse-packages.ts';
import type { WarehouseShipment } from './warehouse-types.ts';

/** One warehouse step as the phone records it: a client-made id and the time it happened (AGENT-API.md). */
export interface WarehouseMove {
  packageId: string;
  status: string;
  notes?: string;
  location?: string;
  clientActionId: string;
  occurredAt: string;
}

export const newWarehouseMove = (
  fields: Omit<WarehouseMove, 'clientActionId' | 'occurredAt'>,
): WarehouseMove => ({
  ...fields,
  clientActionId: crypto.randomUUID(),
  occurredAt: new Date().toISOString(),
});

/**
 * THE place a warehouse step leaves the phone: PATCH /agent/warehouse/packages/{id}/. The same id sent twice is
 * applied once by the server, so a retry is safe. When the shared offline queue lands, this function hands the
 * move to it instead, and nothing else changes.
 */
export const sendWarehouseMove = (move: WarehouseMove): Promise<WarehouseShipment> =>
  api.patch<WarehouseShipment>(
    `/agent/warehouse/packages/${move.packageId}/`,
    {
      status: move.status,
      ...(move.location?.trim() ? { location: move.location.trim() } : {}),
      ...(move.notes?.trim() ? { notes: move.notes.trim() } : {}),
      client_action_id: move.clientActionId,
      occurred_at: move.occurredAt,
    },
    { silent: true },
  );

/** A step from a package's button or a scan; the list and the counts reload after it. */
export const useWarehouseMove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWarehouseMove,
    onSuccess: () => {
      toast.success(PACKAGE_MESSAGES.statusUpdated);
      return queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
    },
    onError: (error) => notifyFailure(PACKAGE_MESSAGES.statusUpdateFailed, error),
  });
};

/** GET /admin/agents/?role=DELIVERY for the Assign Delivery Agent picker (warehouse staff may list them). */
export const useDeliveryAgentOptions = (enabled: boolean) =>
  useQuery({
    queryKey: warehouseKeys.deliveryAgents,
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AgentDto[]>('/admin/agents/', {
          silent: true,
          signal,
          query: { role: 'DELIVERY' },
        });
      } catch (error) {
        notifyFailure(AGENT_MESSAGES.loadDeliveryAgentsFailed, error);
        throw error;
      }
    },
  });

/** POST /agent/warehouse/assign-delivery/: the package's delivery job goes to this agent. */
export const useAssignDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, agentId }: { packageId: string; agentId: string }) =>
      api.post<WarehouseShipment>(
        '/agent/warehouse/assign-delivery/',
        {
          package_id: packageId,
          delivery_agent_id: agentId,
          client_action_id: crypto.randomUUID(),
          occurred_at: new Date().toISOString(),
        },
        { silent: true },
      ),
    onSuccess: () => {
      toast.success(ADMIN_BOOKING_MESSAGES.deliveryAgentAssigned);
      return queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
    },
    onError: (error) => notifyFailure(ADMIN_BOOKING_MESSAGES.assignFailed, error),
  });
};
