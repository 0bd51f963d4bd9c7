import {
  ADMIN_BOOKING_MESSAGES,
  type AssignmentKind,
  assignAgentBodySchema,
  assignAgentResponseSchema,
  assignStageBodySchema,
  IdParams,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { actorOf } from '../operations/actor.ts';
import type { MoveResult } from '../operations/moves.service.ts';
import type { AdminAssignService } from './admin-assign.service.ts';

const tags = ['Shipments and assignment (admin)'];

const presentAssigned = (kind: AssignmentKind, agentId: string, { booking, shipment }: MoveResult) => ({
  message:
    kind === 'PICKUP'
      ? ADMIN_BOOKING_MESSAGES.pickupAgentAssigned
      : ADMIN_BOOKING_MESSAGES.deliveryAgentAssigned,
  shipment_id: shipment.id,
  booking_id: booking.id,
  role: kind,
  agent_id: agentId,
  shipment_status: shipment.status,
  version: shipment.version,
  updated_at: shipment.updatedAt?.toISOString() ?? null,
});

/** `POST /admin/assign/`, `/admin/assign-pickup/{id}/`, `/admin/assign-delivery/{id}/` (spec 001 §7). */
export const adminAssignRoutes =
  (assignments: AdminAssignService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards.requireRole('ADMIN') };
    const actor = (req: unknown) => actorOf((req as AuthedRequest).user, (req as AuthedRequest).id);
    const response = { 200: assignAgentResponseSchema };

    app.post(
      '/admin/assign/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Give a shipment a pickup or delivery agent',
          body: assignAgentBodySchema,
          response,
        },
      },
      async (req) => {
        const { shipment_id, agent_id, role } = req.body;
        return presentAssigned(
          role,
          agent_id,
          await assignments.assign(actor(req), shipment_id, role, agent_id),
        );
      },
    );

    for (const [path, kind] of [
      ['/admin/assign-pickup/:id/', 'PICKUP'],
      ['/admin/assign-delivery/:id/', 'DELIVERY'],
    ] as const) {
      app.post(
        path,
        {
          ...admin,
          schema: {
            tags,
            summary: `Give this shipment a ${kind.toLowerCase()} agent (the id is the shipment's)`,
            params: IdParams,
            body: assignStageBodySchema,
            response,
          },
        },
        async (req) =>
          presentAssigned(
            kind,
            req.body.agent_id,
            await assignments.assign(actor(req), req.params.id, kind, req.body.agent_id),
          ),
      );
    }
  };
