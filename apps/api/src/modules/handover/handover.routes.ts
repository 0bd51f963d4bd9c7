import { deliveredWithoutCodeListSchema, handoverReissueSchema, IdParams } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { actorOf } from '../operations/actor.ts';
import { presentReissue, presentWithoutCode } from './handover.presenter.ts';
import type { HandoverService } from './handover.service.ts';

/** The handover code's admin calls (issue 48): a new code for a parcel out for delivery, and the review list. */
export const handoverRoutes =
  (service: HandoverService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards.requireRole('ADMIN') };

    app.post(
      '/admin/bookings/:id/handover-code/',
      {
        ...admin,
        schema: {
          tags: ['Bookings (back-office)'],
          summary:
            'Issue a new handover code while the parcel is out for delivery (the old one stops working, its tries start again); texted to whoever holds the code, never answered',
          params: IdParams,
          response: { 200: handoverReissueSchema },
        },
      },
      async (req) => {
        const user = (req as AuthedRequest).user;
        return presentReissue(await service.reissue(actorOf(user, req.id), req.params.id));
      },
    );

    app.get(
      '/admin/dashboard/delivered-without-code/',
      {
        ...admin,
        schema: {
          tags: ['Dashboard (admin)'],
          summary:
            'Deliveries completed without the handover code, newest first, for review (agent and reason)',
          response: { 200: deliveredWithoutCodeListSchema },
        },
      },
      async () => ({ results: (await service.deliveredWithoutCode()).map(presentWithoutCode) }),
    );
  };
