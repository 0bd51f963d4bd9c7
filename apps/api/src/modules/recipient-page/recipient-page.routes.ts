import {
  alternateReceiverBodySchema,
  collectionBodySchema,
  locationPinBodySchema,
  RECIPIENT_MESSAGES,
  recipientChoicesSchema,
  recipientPageSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecipientPageService } from './recipient-page.service.ts';

const tags = ['Recipient (public link)'];
// The shape of every link we make (ten digits and a 12-character signature): anything else is a 400.
const params = z.object({ token: z.string().regex(/^\d{10}[\w-]{12}$/, RECIPIENT_MESSAGES.notFound) });
const about =
  'The token is the one in the recipient’s texts (`/r/<token>`); an unknown or altered token is 404. Changes are refused with 409 once the parcel is out for delivery, delivered or cancelled.';

/** The recipient's page (issue 50): no sign-in, the signed link is the permission. */
export const recipientPageRoutes =
  (service: RecipientPageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/recipient/:token/',
      {
        schema: {
          tags,
          security: [],
          summary: 'The recipient’s page: the parcel, the driver once out for delivery, and their choices',
          description: about,
          params,
          response: { 200: recipientPageSchema },
        },
      },
      async (req) => service.view(req.params.token, req.ip),
    );
    app.put(
      '/recipient/:token/receiver/',
      {
        schema: {
          tags,
          security: [],
          summary: 'Name someone else to receive the parcel ({receiver: {name, phone}}), or null for nobody',
          description: about,
          params,
          body: alternateReceiverBodySchema,
          response: { 200: recipientChoicesSchema },
        },
      },
      async (req) => service.change(req.params.token, { kind: 'receiver', receiver: req.body.receiver }),
    );
    app.put(
      '/recipient/:token/location/',
      {
        schema: {
          tags,
          security: [],
          summary:
            'Share where the recipient is ({location: {lat, lng, accuracy_m}}), or null to take it away',
          description: about,
          params,
          body: locationPinBodySchema,
          response: { 200: recipientChoicesSchema },
        },
      },
      async (req) => service.change(req.params.token, { kind: 'location', location: req.body.location }),
    );
    app.put(
      '/recipient/:token/collection/',
      {
        schema: {
          tags,
          security: [],
          summary: 'Collect from the Ghana warehouse instead of a delivery ({collect_at_warehouse})',
          description: about,
          params,
          body: collectionBodySchema,
          response: { 200: recipientChoicesSchema },
        },
      },
      async (req) =>
        service.change(req.params.token, { kind: 'collection', collect: req.body.collect_at_warehouse }),
    );
  };
