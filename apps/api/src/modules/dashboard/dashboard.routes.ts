import { adminDashboardSchema, dashboardSearchQuerySchema, dashboardSearchResultSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/auth.ts';
import { presentDashboard, presentSearchHit } from './dashboard.presenter.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['Dashboard (admin)'];

/** The admin dashboard (spec 001 §2, §7 "Dashboard, analytics, settings"). */
export const dashboardRoutes =
  (dashboard: DashboardService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards.requireRole('ADMIN') };

    app.get(
      '/admin/dashboard/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Figures, changes against the previous 30 days, and what needs attention',
          response: { 200: adminDashboardSchema },
        },
      },
      async () => presentDashboard(await dashboard.overview()),
    );

    app.get(
      '/admin/dashboard/search/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Bookings by code, tracking number, customer name or phone (a short list)',
          querystring: dashboardSearchQuerySchema,
          response: { 200: dashboardSearchResultSchema },
        },
      },
      async (req) => ({ results: (await dashboard.search(req.query.q)).map(presentSearchHit) }),
    );
  };
