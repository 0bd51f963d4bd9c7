import {
  alternateReceiverBodySchema,
  collectionBodySchema,
  gpsAddressBodySchema,
  locationPinBodySchema,
  RECIPIENT_MESSAGES,
  recipientChoicesSchema,
  recipientDeliveryAddressSchema,
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

    /** One of the recipient's changes: `PUT /recipient/:token/<what>/`, public, with its body and answer. */
    const change = <B extends z.ZodType, R extends z.ZodType>(
      what: string,
      summary: string,
      body: B,
      response: R,
      apply: (token: string, body: z.output<B>) => Promise<z.input<R>>,
    ) =>
      app.put(
        `/recipient/:token/${what}/`,
        {
          schema: {
            tags,
            security: [],
            summary,
            description: about,
            params,
            body,
            response: { 200: response },
          },
        },
        // Generic schemas leave Fastify's reply type unresolved: `apply` is typed by them instead, and the
        // response schema still checks the answer.
        (req) => apply(req.params.token, req.body as z.output<B>) as never,
      );

    change(
      'receiver',
      'Name someone else to receive the parcel ({receiver: {name, phone}}), or null for nobody',
      alternateReceiverBodySchema,
      recipientChoicesSchema,
      (token, body) => service.change(token, { kind: 'receiver', receiver: body.receiver }),
    );
    change(
      'location',
      'Share where the recipient is ({location: {lat, lng, accuracy_m}}), or null to take it away',
      locationPinBodySchema,
      recipientChoicesSchema,
      (token, body) => service.change(token, { kind: 'location', location: body.location }),
    );
    change(
      'collection',
      'Collect from the Ghana warehouse instead of a delivery ({collect_at_warehouse})',
      collectionBodySchema,
      recipientChoicesSchema,
      (token, body) => service.change(token, { kind: 'collection', collect: body.collect_at_warehouse }),
    );
    change(
      'address',
      'Confirm or correct the GhanaPost digital address ({gps_address}, any case, hyphens optional; stored as AK-039-5028 and checked against the booking’s region: 400 on the field)',
      gpsAddressBodySchema,
      recipientDeliveryAddressSchema,
      (token, body) => service.address(token, body.gps_address),
    );
  };
