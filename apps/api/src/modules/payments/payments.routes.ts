import {
  adminBookingPaymentSchema,
  bookingPaymentSchema,
  IdParams,
  paymentDetailsSchema,
  paymentReceiptParams,
  reasonBodySchema,
  recordPaymentBodySchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { actorOf } from '../operations/actor.ts';
import { presentAdminBookingPayment, presentBookingPayment } from './payments.presenter.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * How a customer pays and an admin's check of it (issue 11). Customers read their booking's payment (and
 * upload receipts through receipts.routes.ts); every change is an admin's. Staff who may see a booking read
 * the customer's view of it; the admin view names who did what.
 */
export const paymentsRoutes =
  (service: PaymentsService, guards: AuthGuards, signer: UrlSigner): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards.requireRole('ADMIN') };
    const user = (req: unknown) => (req as AuthedRequest).user;
    const actor = (req: unknown) => actorOf(user(req), (req as AuthedRequest).id);
    const adminTags = ['Payments (back-office)'];
    const answer = { 200: adminBookingPaymentSchema };

    app.get(
      '/payment-details/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags: ['Payments'],
          summary: 'The bank account customers pay into (null until an admin enters it in Settings)',
          response: { 200: paymentDetailsSchema },
        },
      },
      async () => ({ bank_details: await service.paymentDetails() }),
    );

    app.get(
      '/bookings/:id/payment/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags: ['Payments'],
          summary: "A booking's payment, how to pay it (bank details, reference) and its receipts",
          params: IdParams,
          response: { 200: bookingPaymentSchema },
        },
      },
      async (req) => presentBookingPayment(await service.read(user(req), req.params.id), signer),
    );

    app.get(
      '/admin/bookings/:id/payment/',
      {
        ...admin,
        schema: {
          tags: adminTags,
          summary: "A booking's payment with its receipts, who recorded what, and the actions allowed now",
          params: IdParams,
          response: answer,
        },
      },
      async (req) => presentAdminBookingPayment(await service.read(user(req), req.params.id), signer),
    );

    app.post(
      '/admin/bookings/:id/payment/receipts/:receiptId/accept/',
      {
        ...admin,
        schema: {
          tags: adminTags,
          summary:
            'Accept a receipt: the payment becomes Paid (bank transfer) and the customer is mailed a receipt',
          params: paymentReceiptParams,
          response: answer,
        },
      },
      async (req) =>
        presentAdminBookingPayment(
          await service.acceptReceipt(actor(req), req.params.id, req.params.receiptId),
          signer,
        ),
    );

    app.post(
      '/admin/bookings/:id/payment/receipts/:receiptId/refuse/',
      {
        ...admin,
        schema: {
          tags: adminTags,
          summary: 'Refuse a receipt with a reason the customer sees (and is mailed)',
          params: paymentReceiptParams,
          body: reasonBodySchema,
          response: answer,
        },
      },
      async (req) =>
        presentAdminBookingPayment(
          await service.refuseReceipt(actor(req), req.params.id, req.params.receiptId, req.body.reason),
          signer,
        ),
    );

    app.post(
      '/admin/bookings/:id/payment/record/',
      {
        ...admin,
        schema: {
          tags: adminTags,
          summary:
            'Record a payment taken without a receipt: {method, amount_gbp (the amount due), paid_at, reference?}',
          params: IdParams,
          body: recordPaymentBodySchema,
          response: answer,
        },
      },
      async (req) =>
        presentAdminBookingPayment(await service.record(actor(req), req.params.id, req.body), signer),
    );

    app.post(
      '/admin/bookings/:id/payment/refund/',
      {
        ...admin,
        schema: {
          tags: adminTags,
          summary: 'Mark a paid booking as refunded, with the reason',
          params: IdParams,
          body: reasonBodySchema,
          response: answer,
        },
      },
      async (req) =>
        presentAdminBookingPayment(await service.refund(actor(req), req.params.id, req.body.reason), signer),
    );
  };
