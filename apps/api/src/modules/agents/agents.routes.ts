import { agentListQuerySchema, agentListSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { presentAgent } from '../bookings/bookings.presenter.ts';
import type { AgentsService } from './agents.service.ts';

const tags = ['Agents'];

/** `GET /admin/agents/?role=` (spec 001 §7) for the agent pickers. */
export const agentsRoutes =
  (agents: AgentsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/agents/',
      {
        onRequest: guards.requireRole('ADMIN', 'WAREHOUSE'),
        schema: {
          tags,
          summary: 'Active agents of one role (warehouse staff: delivery agents only)',
          querystring: agentListQuerySchema,
          response: { 200: agentListSchema },
        },
      },
      async (req) => {
        // Warehouse staff hand parcels to delivery agents; pickups are the admin's to give.
        if ((req as AuthedRequest).user.role === 'WAREHOUSE' && req.query.role !== 'DELIVERY')
          throw forbidden();
        return (await agents.listActive(req.query.role)).map((user) => presentAgent(user)!);
      },
    );
  };
