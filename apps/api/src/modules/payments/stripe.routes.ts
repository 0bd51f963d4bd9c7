import { checkoutSessionSchema, IdParams, stripeWebhookAnswerSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import type { StripePaymentsService } from './stripe.service.ts';

// Stripe's events are a few kilobytes; a Checkout Session with its line items stays well under this.
const EVENT_LIMIT = 256 * 1024;

/** Pay now (the owner opens a Stripe Checkout Session) and Stripe's webhook. */
export const stripeRoutes =
  (service: StripePaymentsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bookings/:id/payment/checkout/',
      {
        onRequest: guards.requireRole('CUSTOMER'),
        schema: {
          tags: ['Payments'],
          summary:
            'Pay now: a Stripe Checkout Session for the amount due (card, Apple/Google Pay, Pay by Bank)',
          description:
            'The owner only. The amount is the payment due, in GBP, computed on the server. Clicks while a session is open get that session again. 404 when Stripe is not configured; 409 when nothing is due.',
          params: IdParams,
          response: { 200: checkoutSessionSchema },
        },
      },
      async (req) => {
        const { user, id } = req as AuthedRequest;
        return service.checkout(user, id, req.params.id);
      },
    );

    // The signature covers the bytes as Stripe sent them: in this scope only, JSON is kept as a Buffer.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: EVENT_LIMIT },
        (_req, body, done) => done(null, body),
      );
      raw.post(
        '/payments/stripe/webhook/',
        {
          bodyLimit: EVENT_LIMIT,
          config: { rateLimit: false },
          schema: {
            tags: ['Webhooks (providers)'],
            security: [],
            summary: "Stripe's webhook: checkout.session.*, charge.refunded",
            description:
              'Verified with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET: 401 without the header, 403 when it does not verify, 400 for a body that is not an event, 404 when Stripe is not configured. Each event id is applied once.',
            response: { 200: stripeWebhookAnswerSchema },
          },
        },
        async (req) => {
          const signature = req.headers['stripe-signature'];
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          return service.webhook(body, typeof signature === 'string' ? signature : undefined);
        },
      );
    });
  };
