import { agentListQuerySchema, agentListSchema, type Role } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { presentAgent } from '../bookings/bookings.presenter.ts';
import type { AgentsService } from './agents.service.ts';

/** The agent pickers of the back-office (spec 001 §7 "Shipments and assignment"). */
export const agentsRoutes =
  (agents: AgentsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/agents/',
      {
        onRequest: guards.requireRole('ADMIN', 'WAREHOUSE'),
        schema: {
          tags: ['Agents (staff)'],
          summary: 'Active pickup or delivery agents (ADMIN; WAREHOUSE: delivery agents only)',
          querystring: agentListQuerySchema,
          response: { 200: agentListSchema },
        },
      },
      async (req) => {
        const rows = await agents.list((req as AuthedRequest).user.role as Role, req.query);
        return rows.map((row) => presentAgent(row)!);
      },
    );
  };
