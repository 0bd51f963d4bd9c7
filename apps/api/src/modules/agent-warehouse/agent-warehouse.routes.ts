import {
  assignDeliverySchema,
  IdParams,
  warehouseListQuerySchema,
  warehouseListSchema,
  warehouseShipmentSchema,
  warehouseUpdateSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import type { AgentWarehouseService } from './agent-warehouse.service.ts';

const tags = ['Agent: warehouse'];

/** The warehouse agent's calls (issue 10): the dashboard by stage, one move, giving a delivery agent. */
export const agentWarehouseRoutes =
  (warehouse: AgentWarehouseService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (req: unknown) => (req as AuthedRequest).user;
    const onRequest = guards.requireRole('WAREHOUSE', 'ADMIN');

    app.get(
      '/agent/warehouse/packages/',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Packages by stage (counts), filtered by ?status= (a stage such as arriving, or a status) and ' +
            '?search= (tracking number or booking code)',
          querystring: warehouseListQuerySchema,
          response: { 200: warehouseListSchema },
        },
      },
      async (req) => warehouse.list(me(req), req.query),
    );

    app.patch(
      '/agent/warehouse/packages/:id/',
      {
        onRequest,
        // Before the body is validated: a package that is not there is 404 whatever was sent.
        preValidation: async (req) => {
          const params = IdParams.safeParse(req.params);
          if (params.success) await warehouse.assertExists(params.data.id);
        },
        schema: {
          tags,
          summary:
            'Move a package one step (receive in the UK, consolidate, depart, arrive in Ghana, receive in ' +
            'Ghana; an exception with its reason in notes). The id is the shipment id; an unknown one is 404 ' +
            'whatever the body. client_action_id and occurred_at are optional: the same client_action_id ' +
            "again answers the package as it stands and applies nothing; without one the server's time is " +
            'recorded.',
          params: IdParams,
          body: warehouseUpdateSchema,
          response: { 200: warehouseShipmentSchema },
        },
      },
      async (req) => (await warehouse.update(me(req), req.params.id, req.body, req.id)).shipment,
    );

    app.post(
      '/agent/warehouse/assign-delivery/',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Give a package (shipment id) to a delivery agent: creates the delivery job (201); a replayed ' +
            'client_action_id answers 200 and applies nothing',
          body: assignDeliverySchema,
          response: { 200: warehouseShipmentSchema, 201: warehouseShipmentSchema },
        },
      },
      async (req, reply) => {
        const { outcome, shipment } = await warehouse.assignDelivery(me(req), req.body, req.id);
        reply.status(outcome === 'applied' ? 201 : 200);
        return shipment;
      },
    );
  };
