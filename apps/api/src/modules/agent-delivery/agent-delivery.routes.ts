import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/auth.ts';
import { agentJobRoutes } from '../agent-work/agent-jobs.routes.ts';
import type { AgentJobsService } from '../agent-work/agent-jobs.service.ts';

/**
 * The delivery agent's calls (issue 10): My Bookings / My Packages (their delivery jobs, with the recipient,
 * phone, Ghana address and region) and a job's steps: start ⇒ out_for_delivery, complete ⇒ delivered (proof).
 */
export const agentDeliveryRoutes =
  (jobs: AgentJobsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(agentJobRoutes('DELIVERY', jobs, guards));
  };
