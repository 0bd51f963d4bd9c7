import { pickupPackageListSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { agentJobRoutes } from '../agent-work/agent-jobs.routes.ts';
import type { AgentJobsService } from '../agent-work/agent-jobs.service.ts';
import { presentPickupPackage } from '../agent-work/agent-work.presenter.ts';
import { loadCollected } from '../agent-work/agent-work.repository.ts';

/** What a pickup agent collected (their completed pickup jobs) and where each parcel is now. */
export const createPickupPackagesService = (ctx: AppContext) => ({
  async list(user: UserRow) {
    const rows = await loadCollected(ctx.db, user.role === 'ADMIN' ? null : user.id);
    return { count: rows.length, results: rows.map(presentPickupPackage) };
  },
});
export type PickupPackagesService = ReturnType<typeof createPickupPackagesService>;

/** The pickup agent's calls (issue 10): My Bookings (jobs), a job's steps, My Packages. */
export const agentPickupRoutes =
  (jobs: AgentJobsService, collected: PickupPackagesService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(agentJobRoutes('PICKUP', jobs, guards));
    app.get(
      '/agent/pickup/packages/',
      {
        onRequest: guards.requireRole('PICKUP', 'ADMIN'),
        schema: {
          tags: ['Agent: pickup'],
          summary: 'What I collected, newest first, and where each parcel is now',
          response: { 200: pickupPackageListSchema },
        },
      },
      async (req) => collected.list((req as AuthedRequest).user),
    );
  };
