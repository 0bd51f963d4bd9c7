import formbody from '@fastify/formbody';
import { noContentSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsWebhooksService } from './webhooks.service.ts';

const tags = ['Webhooks (providers)'];
// A provider's report is a handful of short fields.
const REPORT_LIMIT = 16 * 1024;
/** SMS_WEBHOOK_SECRET's shape (config.ts): a long URL-safe word. */
export const WEBHOOK_SECRET = /^[A-Za-z0-9_-]{16,200}$/;
const formFields = z.record(z.string().max(64), z.string().max(2000));

/** The SMS providers' calls: verified by the provider's signature (Twilio) or a secret path (Arkesel). */
export const smsWebhookRoutes =
  (webhooks: SmsWebhooksService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(formbody, { bodyLimit: REPORT_LIMIT });
    const signature = (headers: Record<string, unknown>) =>
      typeof headers['x-twilio-signature'] === 'string' ? headers['x-twilio-signature'] : undefined;

    app.post(
      '/webhooks/twilio/status/',
      {
        bodyLimit: REPORT_LIMIT,
        config: { rateLimit: false },
        schema: {
          tags,
          security: [],
          summary: "Twilio's message status callback",
          description:
            'Form-encoded MessageSid, MessageStatus, ErrorCode. 403 when X-Twilio-Signature does not verify; 404 when Twilio is not the SMS provider.',
          body: formFields,
          response: { 204: noContentSchema },
        },
      },
      async (req, reply) => {
        await webhooks.twilioStatus(req.body, signature(req.headers));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/webhooks/twilio/inbound/',
      {
        bodyLimit: REPORT_LIMIT,
        config: { rateLimit: false },
        schema: {
          tags,
          security: [],
          summary: 'A text sent to our Twilio number (STOP and START)',
          description: 'Form-encoded From and Body. 403 when X-Twilio-Signature does not verify.',
          body: formFields,
          response: { 204: noContentSchema },
        },
      },
      async (req, reply) => {
        await webhooks.twilioInbound(req.body, signature(req.headers));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/webhooks/arkesel/:secret/',
      {
        bodyLimit: REPORT_LIMIT,
        config: { rateLimit: false },
        schema: {
          tags,
          security: [],
          summary: "Arkesel's delivery report",
          description:
            'JSON or form with the message id and status. 404 unless the path carries SMS_WEBHOOK_SECRET.',
          params: z.object({ secret: z.string().regex(WEBHOOK_SECRET) }),
          body: z.union([formFields, z.record(z.string().max(64), z.unknown())]),
          response: { 204: noContentSchema },
        },
      },
      async (req, reply) => {
        await webhooks.arkeselReport(req.params.secret, req.body as Record<string, unknown>);
        return reply.status(204).send(null);
      },
    );
  };
