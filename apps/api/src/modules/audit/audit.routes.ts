import { auditPageSchema, auditQuerySchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/auth.ts';
import { presentAuditPage } from './audit.presenter.ts';
import type { AuditService } from './audit.service.ts';

const tags = ['Audit (admin)'];

/** The audit trail of one booking, shipment, job or user (issue 8), admins only. */
export const auditRoutes =
  (audit: AuditService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/audit/',
      {
        onRequest: guards.requireRole('ADMIN'),
        schema: {
          tags,
          summary: 'Audit entries of one entity, newest first (keyset pagination)',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      async (req) => presentAuditPage(req, await audit.list(req.query)),
    );
  };
