import {
  adminBookingDetailSchema,
  adminBookingListQuerySchema,
  adminBookingListSchema,
  confirmBookingBodySchema,
  IdParams,
  noContentSchema,
  pickupAgentOptionSchema,
  reasonBodySchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cappedPage } from '../../lib/pagination.ts';
import type { RecipientLinks } from '../../lib/recipient-links.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { actorOf } from '../operations/actor.ts';
import {
  presentAdminBookingCard,
  presentAdminBookingDetail,
  presentPickupAgentOption,
} from './admin-bookings.presenter.ts';
import type { AdminBookingsService } from './admin-bookings.service.ts';

const tags = ['Bookings (back-office)'];

/**
 * Manage Bookings (spec 001 §2). Reading: admins and warehouse staff (the warehouse screen shows the same
 * list). Moves: the guard admits staff and the move service applies the domain's rule (`decideMove`), so a
 * role the rule refuses gets its 403 from there: today confirm, reject and cancel are the admin's. Delete is
 * an admin's alone.
 */
export const adminBookingsRoutes =
  (
    service: AdminBookingsService,
    guards: AuthGuards,
    signer: UrlSigner,
    links: RecipientLinks,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards.requireRole('ADMIN') };
    const readers = { onRequest: guards.requireRole('ADMIN', 'WAREHOUSE') };
    const staff = { onRequest: guards.requireRole('ADMIN', 'WAREHOUSE', 'PICKUP', 'DELIVERY') };
    const actor = (req: unknown) => actorOf((req as AuthedRequest).user, (req as AuthedRequest).id);
    const detail = { params: IdParams, response: { 200: adminBookingDetailSchema } };

    app.get(
      '/admin/bookings/',
      {
        ...readers,
        schema: {
          tags,
          summary:
            'Bookings not yet picked up, newest first: search, status filter, keyset pages (next carries a cursor), capped count and counters (admins, warehouse staff)',
          querystring: adminBookingListQuerySchema,
          response: { 200: adminBookingListSchema },
        },
      },
      async (req) => {
        const { count, countCap, next, counters, countersCapped, results } = await service.list(req.query);
        return {
          ...cappedPage(req, req.query, count, next, results.map(presentAdminBookingCard), countCap),
          counters,
          counters_capped: countersCapped,
        };
      },
    );

    app.get(
      '/admin/bookings/:id/',
      { ...readers, schema: { tags, summary: 'Booking details with its invoice', ...detail } },
      async (req) => presentAdminBookingDetail(await service.get(req.params.id), signer, links),
    );

    const confirmSchema = {
      tags,
      summary: 'Confirm a pending booking (issues the tracking number), optionally with a pickup agent',
      body: confirmBookingBodySchema,
      ...detail,
    };
    const confirm = async (req: { params: { id: string }; body: { pickupAgentId: string | null } }) =>
      presentAdminBookingDetail(
        await service.confirm(actor(req), req.params.id, req.body.pickupAgentId),
        signer,
        links,
      );
    app.post('/admin/bookings/:id/confirm/', { ...admin, schema: confirmSchema }, confirm);
    // The same call for staff screens; the move rule decides which staff role may.
    app.post('/bookings/:id/confirm/', { ...staff, schema: confirmSchema }, confirm);

    app.post(
      '/admin/bookings/:id/reject/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Reject a pending booking with a reason',
          body: reasonBodySchema,
          ...detail,
        },
      },
      async (req) =>
        presentAdminBookingDetail(
          await service.reject(actor(req), req.params.id, req.body.reason),
          signer,
          links,
        ),
    );

    app.post(
      '/admin/bookings/:id/cancel/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Cancel a confirmed booking not yet picked up, with a reason',
          body: reasonBodySchema,
          ...detail,
        },
      },
      async (req) =>
        presentAdminBookingDetail(
          await service.cancel(actor(req), req.params.id, req.body.reason),
          signer,
          links,
        ),
    );

    app.delete(
      '/admin/bookings/:id/delete/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Delete a booking and everything it owns (audit entries stay)',
          params: IdParams,
          response: { 204: noContentSchema },
        },
      },
      async (req, reply) => {
        await service.remove(actor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/bookings/pickup-agents/',
      {
        ...staff,
        schema: {
          tags,
          summary: 'Active pickup agents (staff)',
          response: { 200: z.array(pickupAgentOptionSchema) },
        },
      },
      async () => (await service.pickupAgents()).map(presentPickupAgentOption),
    );
  };
