import { noContentSchema } from '@ukgh/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseJsonBody } from '../../plugins/input-hygiene.ts';
import type { WhatsAppNotification, WhatsAppWebhooksService } from './whatsapp-webhooks.service.ts';

const tags = ['Webhooks (providers)'];
// Meta batches up to a thousand updates in one notification; each is a few hundred bytes.
const NOTIFICATION_LIMIT = 1024 * 1024;

/**
 * WhatsApp's webhook. Its signature is over the exact bytes Meta sent, so this plugin (encapsulated: no
 * other route is touched) parses JSON itself and keeps the raw body beside the parsed one.
 */
export const whatsappWebhookRoutes =
  (webhooks: WhatsAppWebhooksService): FastifyPluginAsyncZod =>
  async (app) => {
    const raw = new WeakMap<FastifyRequest, Buffer>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: NOTIFICATION_LIMIT },
      (req, body, done) => {
        raw.set(req, body as Buffer);
        parseJsonBody((body as Buffer).toString('utf8'), done);
      },
    );

    app.get(
      '/webhooks/whatsapp/',
      {
        config: { rateLimit: false },
        schema: {
          tags,
          security: [],
          summary: "Meta's webhook verification",
          description:
            'Echoes hub.challenge when hub.mode is subscribe and hub.verify_token is WHATSAPP_VERIFY_TOKEN; 403 otherwise, 404 without WhatsApp.',
          querystring: z.object({
            'hub.mode': z.string().max(64).optional(),
            'hub.verify_token': z.string().max(500).optional(),
            'hub.challenge': z.string().max(500).optional(),
          }),
          response: { 200: z.string() },
        },
      },
      async (req, reply) => {
        const challenge = webhooks.verifySubscription({
          mode: req.query['hub.mode'],
          token: req.query['hub.verify_token'],
          challenge: req.query['hub.challenge'],
        });
        return reply.type('text/plain').send(challenge);
      },
    );

    app.post(
      '/webhooks/whatsapp/',
      {
        bodyLimit: NOTIFICATION_LIMIT,
        config: { rateLimit: false },
        // Before the body's schema: an unsigned or forged call learns nothing from a validation error.
        preValidation: async (req) => {
          const signature = req.headers['x-hub-signature-256'];
          webhooks.verifySignature(raw.get(req), typeof signature === 'string' ? signature : undefined);
        },
        schema: {
          tags,
          security: [],
          summary: "WhatsApp's notifications: message statuses and inbound messages",
          description:
            'Signed with X-Hub-Signature-256 (HMAC-SHA256 of the body with WHATSAPP_APP_SECRET): 401 without it, 403 when it does not verify, 404 without WhatsApp. A text STOP opts the number out.',
          body: z.looseObject({
            object: z.string().optional(),
            entry: z.array(z.unknown()).max(1000).optional(),
          }),
          response: { 204: noContentSchema },
        },
      },
      async (req, reply) => {
        await webhooks.notify(req.body as WhatsAppNotification);
        return reply.status(204).send(null);
      },
    );
  };
