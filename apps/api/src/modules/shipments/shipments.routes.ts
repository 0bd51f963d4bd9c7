import { IdParams, shippingLabelSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { presentShippingLabel } from './shipments.presenter.ts';
import type { ShipmentsService } from './shipments.service.ts';

const tags = ['Shipments'];

/** Signed-in shipment calls (the public tracker is in modules/tracking; the hub and search in hub.routes.ts). */
export const shipmentsRoutes =
  (shipments: ShipmentsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: guards.requireAuth };
    const me = (req: unknown) => (req as AuthedRequest).user;

    app.get(
      '/shipments/bookings/:id/shipping-label/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Shipping label data with its barcode and QR images (409 until a tracking number exists)',
          params: IdParams,
          response: { 200: shippingLabelSchema },
        },
      },
      async (req) => {
        const { view, company, ...marks } = await shipments.label(me(req), req.params.id);
        return presentShippingLabel(view, company, marks);
      },
    );
  };
