import {
  IdParams,
  STAFF_ROLES,
  seesBookingMoney,
  seesProofLocation,
  statusUpdateResultSchema,
  travelEntrySchema,
  travelEventSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import { acceptingUploads } from '../../lib/uploads.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { presentBookingDetail, presentTravelEvent } from '../bookings/bookings.presenter.ts';
import type { PackageStatusService } from './package-status.service.ts';
import { readStatusUpdate } from './status-update.request.ts';

const tags = ['Package status'];

/** Update Package Status (spec 001 §5, §7) and the staff's travel-history entries (spec 000 §7). */
export const packageStatusRoutes =
  (service: PackageStatusService, guards: AuthGuards, signer: UrlSigner): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (req: unknown) => (req as AuthedRequest).user;

    await app.register(
      acceptingUploads(async (scope) => {
        scope.post(
          '/admin/bookings/:id/update-status/',
          {
            onRequest: guards.requireRole('ADMIN'),
            schema: {
              tags,
              summary:
                'Update a package status (multipart or JSON: status, location, notes, delivery_agent_id, ' +
                'correction + reason, expected_version; files proof_photo, proof_signature as JPEG/PNG/WebP)',
              consumes: ['multipart/form-data', 'application/json'],
              params: IdParams,
              response: { 200: statusUpdateResultSchema },
            },
          },
          async (req) => {
            const { input, uploads } = await readStatusUpdate(req);
            const user = me(req);
            const { view, event } = await service.updateStatus(user, req.params.id, input, uploads, req.id);
            return {
              booking: presentBookingDetail(view, signer, {
                money: seesBookingMoney(user.role),
                proofLocation: seesProofLocation(user.role),
              }),
              event: presentTravelEvent(event, signer, { proofLocation: seesProofLocation(user.role) }),
            };
          },
        );
      }),
    );

    app.post(
      '/bookings/:id/travel-history/create/',
      {
        onRequest: guards.requireRole(...STAFF_ROLES),
        schema: {
          tags,
          summary:
            'Add to a travel history (staff): kind exception (moves the package; notes = reason), note or location',
          params: IdParams,
          body: travelEntrySchema,
          response: { 201: travelEventSchema },
        },
      },
      async (req, reply) => {
        const event = await service.addEntry(me(req), req.params.id, req.body, req.id);
        reply.status(201);
        return presentTravelEvent(event, signer, { proofLocation: true });
      },
    );
  };
