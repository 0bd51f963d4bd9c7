import {
  bookingCreateSchema,
  bookingDetailSchema,
  bookingListItemSchema,
  bookingListQuerySchema,
  bookingStatsSchema,
  cappedPaginatedSchema,
  IdParams,
  seesBookingMoney,
  seesProofLocation,
  travelEventSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../lib/errors.ts';
import { cappedPage, pageLink } from '../../lib/pagination.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import {
  presentBookingDetail,
  presentBookingSummary,
  presentPackageItem,
  presentTravelEvent,
} from './bookings.presenter.ts';
import type { BookingsService } from './bookings.service.ts';

const tags = ['Bookings'];
const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

const idempotencyKeyOf = (header: string | string[] | undefined): string | null => {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return null;
  if (!IDEMPOTENCY_KEY.test(value.trim()))
    throw invalid('Invalid Idempotency-Key header', {
      'Idempotency-Key': ['Use 1 to 200 letters, digits, dots, colons, dashes or underscores'],
    });
  return value.trim();
};

const cancelBody = z
  .object({
    reason: z.string().trim().max(500).nullish(),
    /** The shipment version the screen showed (`shipment.version`): a booking changed meanwhile is a 409. */
    expected_version: z.number().int().min(0).nullish(),
  })
  .nullish()
  .transform((v) => ({ reason: v?.reason || null, expectedVersion: v?.expected_version ?? null }));

/** The customer's bookings (spec 000 §7); who sees which booking is bookings.policy.ts. */
export const bookingsRoutes =
  (bookings: BookingsService, guards: AuthGuards, signer: UrlSigner): FastifyPluginAsyncZod =>
  async (app) => {
    const customer = { onRequest: guards.requireRole('CUSTOMER') };
    const signedIn = { onRequest: guards.requireAuth };
    const me = (req: unknown) => (req as AuthedRequest).user;

    app.post(
      '/bookings/',
      {
        ...customer,
        schema: {
          tags,
          summary:
            'Book a shipment (price computed by the server; idempotent under an Idempotency-Key header)',
          // The collection calendar (collection days in settings) is checked by the service.
          body: bookingCreateSchema,
          response: { 200: bookingDetailSchema, 201: bookingDetailSchema },
        },
      },
      async (req, reply) => {
        const key = idempotencyKeyOf(req.headers['idempotency-key']);
        const { view, created } = await bookings.create(me(req), req.body, key);
        if (!created) reply.header('idempotent-replayed', 'true');
        reply.status(created ? 201 : 200);
        return presentBookingDetail(view, signer);
      },
    );

    app.get(
      '/bookings/',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'My Bookings (default tab), My Shipments (tab=shipments), My Packages (tab=packages), every stage (tab=all)',
          querystring: bookingListQuerySchema,
          response: { 200: cappedPaginatedSchema(bookingListItemSchema) },
        },
      },
      async (req) => {
        if (req.query.tab === 'packages') {
          const { count, hasMore, results } = await bookings.listPackages(me(req), req.query);
          const items = results.map(({ view, pkg }) => presentPackageItem(view, pkg));
          const { page, page_size } = req.query;
          // Package rows page by number only (no cursor): `next` is the following page's number.
          return {
            ...cappedPage(req, { page, page_size }, count, null, items),
            next: hasMore ? pageLink(req, page + 1, page_size) : null,
          };
        }
        const { count, next, results } = await bookings.list(me(req), req.query);
        return cappedPage(req, req.query, count, next, results.map(presentBookingSummary));
      },
    );

    app.get(
      '/bookings/stats/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Counts for the dashboard tiles and list counters',
          response: { 200: bookingStatsSchema },
        },
      },
      async (req) => bookings.stats(me(req)),
    );

    app.get(
      '/bookings/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Booking details',
          params: IdParams,
          response: { 200: bookingDetailSchema },
        },
      },
      async (req) => {
        const user = me(req);
        return presentBookingDetail(await bookings.get(user, req.params.id), signer, {
          money: seesBookingMoney(user.role),
          proofLocation: seesProofLocation(user.role),
        });
      },
    );

    app.put(
      '/bookings/:id/',
      {
        onRequest: guards.requireRole('CUSTOMER', 'ADMIN'),
        schema: {
          tags,
          summary:
            'Correct a booking (same payload as create; price recomputed): the owner while pending, ' +
            'an admin while open (audited)',
          params: IdParams,
          // The collection calendar (collection days in settings) is checked by the service.
          body: bookingCreateSchema,
          response: { 200: bookingDetailSchema },
        },
      },
      async (req) => {
        const user = me(req);
        const view =
          user.role === 'ADMIN'
            ? await bookings.correct(user, req.params.id, req.body, req.id)
            : await bookings.update(user, req.params.id, req.body);
        return presentBookingDetail(view, signer);
      },
    );

    app.post(
      '/bookings/:id/cancel/',
      {
        ...customer,
        schema: {
          tags,
          summary: 'Cancel a pending booking (optional body {reason})',
          params: IdParams,
          body: cancelBody,
          response: { 200: bookingDetailSchema },
        },
      },
      async (req) =>
        presentBookingDetail(await bookings.cancel(me(req), req.params.id, req.body, req.id), signer),
    );

    app.get(
      '/bookings/:id/travel-history/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Travel history, oldest first',
          params: IdParams,
          response: { 200: z.array(travelEventSchema) },
        },
      },
      async (req) => {
        const user = me(req);
        const proofLocation = seesProofLocation(user.role);
        return (await bookings.history(user, req.params.id)).map((e) =>
          presentTravelEvent(e, signer, { proofLocation }),
        );
      },
    );
  };
