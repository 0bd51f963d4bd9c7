import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_BOOKING_MESSAGES, AGENT_MESSAGES, type AgentDto, PACKAGE_MESSAGES } from '@ukgh/domain';
import { useEffect, useRef } from 'react';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type AgentActionEvent,
  onAgentActionEvent,
  type QueuedAgentAction,
  queueAgentAction,
} from '../../agent-offline/index.ts';
import { warehouseKeys } from './warehouse-packages.ts';
import type { WarehouseShipment } from './warehouse-types.ts';

/** One warehouse step: the package, the status it moves to, and what the agent sees while it waits. */
export interface WarehouseMove {
  packageId: string;
  status: string;
  /** 'Consolidate UKG1234567890', for the phone's list of actions waiting to send. */
  label: string;
  notes?: string;
  location?: string;
  /** The loading departure a consolidation puts the package on (issue 15). */
  departureId?: string;
}

/** The queue's name for a warehouse step, so screens can pick their own events out of the queue's. */
export const WAREHOUSE_MOVE_KIND = 'warehouse.move';

/**
 * THE place a warehouse step leaves the screen: PATCH /agent/warehouse/packages/{id}/ through the agents'
 * offline queue, which stores it on the phone with its `client_action_id` and `occurred_at` and sends it in order
 * (now, or when the connection returns; the server applies an id once). The queue's runtime in the back-office
 * header toasts the outcome ('Package status updated successfully', or the failure with the server's reason).
 */
export const sendWarehouseMove = (move: WarehouseMove): Promise<QueuedAgentAction> =>
  queueAgentAction({
    kind: WAREHOUSE_MOVE_KIND,
    url: `/agent/warehouse/packages/${move.packageId}/`,
    body: {
      status: move.status,
      location: move.location?.trim(),
      notes: move.notes?.trim(),
      departure_id: move.departureId,
    },
    subjectId: move.packageId,
    label: move.label,
    successMessage: PACKAGE_MESSAGES.statusUpdated,
    failureMessage: PACKAGE_MESSAGES.statusUpdateFailed,
  });

/**
 * A step from a package's button or a scan: kept on the phone at once, then sent. The list reloads when the
 * queue reports the answer (`useWarehouseMoveEvents`).
 */
export const useWarehouseMove = () =>
  useMutation({
    mutationFn: sendWarehouseMove,
    // Only when the phone could not even keep it (no IndexedDB, signed out).
    onError: (error) => notifyFailure(PACKAGE_MESSAGES.statusUpdateFailed, error),
  });

/**
 * Told when the server has taken (`sent`, with the package as it is now) or refused a warehouse step; the
 * dashboard's counts and list reload either way.
 */
export const useWarehouseMoveEvents = (
  listener?: (event: AgentActionEvent & { type: 'sent' | 'refused' }) => void,
) => {
  const queryClient = useQueryClient();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(
    () =>
      onAgentActionEvent((event) => {
        if (event.action.kind !== WAREHOUSE_MOVE_KIND || event.type === 'deferred') return;
        void queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
        latest.current?.(event);
      }),
    [queryClient],
  );
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
