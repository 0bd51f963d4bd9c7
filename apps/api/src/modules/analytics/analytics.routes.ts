import { adminAnalyticsSchema, analyticsQuerySchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/auth.ts';
import { presentAnalytics } from './analytics.presenter.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** Admin analytics (spec 001 §2, §3 "Dashboard, analytics, settings"). */
export const analyticsRoutes =
  (analytics: AnalyticsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/analytics/',
      {
        onRequest: guards.requireRole('ADMIN'),
        schema: {
          tags: ['Analytics (admin)'],
          summary: 'Bookings, revenue, funnel, service levels, stage times and agent throughput for a period',
          querystring: analyticsQuerySchema,
          response: { 200: adminAnalyticsSchema },
        },
      },
      async (req) => presentAnalytics(await analytics.overview(req.query.period)),
    );
  };
