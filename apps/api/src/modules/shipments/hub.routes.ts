import {
  bookingDetailSchema,
  fileBodySchema,
  HUB_CSV_COLUMNS,
  hubBulkBodySchema,
  hubBulkResultSchema,
  hubFiltersSchema,
  hubListQuerySchema,
  hubListSchema,
  IdParams,
  normalizeTrackingNumber,
  seesBookingMoney,
  seesProofLocation,
  shipmentSearchBodySchema,
  TRACKING_NUMBER_INVALID_MESSAGE,
  TRACKING_NUMBER_PATTERN,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/errors.ts';
import { nextLink } from '../../lib/pagination.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { presentBookingDetail } from '../bookings/bookings.presenter.ts';
import { presentHubItem } from './hub.presenter.ts';
import type { HubService } from './hub.service.ts';

const tags = ['Shipments'];

/**
 * The packages hub (spec 001 §7 "Shipments and assignment"): admins and warehouse staff. The search call is
 * also the customer's (their own booking, by tracking number).
 */
export const hubRoutes =
  (hub: HubService, guards: AuthGuards, signer: UrlSigner): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = { onRequest: guards.requireRole('ADMIN', 'WAREHOUSE') };
    const me = (req: unknown) => (req as AuthedRequest).user;

    app.get(
      '/shipments/',
      {
        ...staff,
        schema: {
          tags,
          summary:
            'Packages on the move, newest first: filters, contains-search, keyset pages (next carries a cursor), capped counts and the stats cards',
          querystring: hubListQuerySchema,
          response: { 200: hubListSchema },
        },
      },
      async (req) => {
        const { cursor, page_size, ...filters } = req.query;
        const page = await hub.list(filters, cursor, page_size);
        return {
          count: page.count.count,
          count_capped: page.count.capped,
          count_cap: page.countCap,
          next: nextLink(req.url, page.next),
          previous: null,
          results: page.items.map(presentHubItem),
          stats: page.stats,
        };
      },
    );

    app.get(
      '/shipments/export.csv',
      {
        ...staff,
        schema: {
          tags,
          summary: 'Every package the filters match as CSV (spec 001 §3 columns), streamed',
          querystring: hubFiltersSchema,
          response: { 200: fileBodySchema },
        },
      },
      async (req, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="packages-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(hub.exportCsv(req.query, HUB_CSV_COLUMNS));
      },
    );

    app.post(
      '/shipments/bulk/',
      {
        ...staff,
        schema: {
          tags,
          summary:
            'Assign a delivery agent to, or mark in transit, each selected package: each moves on its own rules; the answer lists which failed and why',
          body: hubBulkBodySchema,
          response: { 200: hubBulkResultSchema },
        },
      },
      async (req) =>
        hub.bulk(me(req), req.id, {
          action: req.body.action,
          shipmentIds: req.body.shipment_ids,
          deliveryAgentId: req.body.delivery_agent_id ?? null,
        }),
    );

    app.post(
      '/shipments/search/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags,
          summary:
            'Scan & Update: the booking with this tracking number, or (staff) booking code; a customer finds only their own',
          body: shipmentSearchBodySchema,
          response: { 200: bookingDetailSchema },
        },
      },
      async (req) => {
        const user = me(req);
        const staff = user.role === 'ADMIN' || user.role === 'WAREHOUSE';
        const code = req.body.tracking_number;
        if (!staff && !TRACKING_NUMBER_PATTERN.test(normalizeTrackingNumber(code)))
          throw invalid(TRACKING_NUMBER_INVALID_MESSAGE, {
            tracking_number: [TRACKING_NUMBER_INVALID_MESSAGE],
          });
        return presentBookingDetail(await hub.search(user, code), signer, {
          money: seesBookingMoney(user.role),
          proofLocation: seesProofLocation(user.role),
        });
      },
    );

    app.get(
      '/shipments/:id/',
      {
        ...staff,
        schema: {
          tags,
          summary: 'One package (shipment id): its booking with the travel history',
          params: IdParams,
          response: { 200: bookingDetailSchema },
        },
      },
      async (req) => presentBookingDetail(await hub.detail(req.params.id), signer, { proofLocation: true }),
    );
  };
