import { CONTACT_MESSAGES, contactMessageSchema, messageResponseSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.ts';

const tags = ['Contact (public)'];

/** The /contact page's form: no sign-in. */
export const contactRoutes =
  (contact: ContactService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contact/',
      {
        schema: {
          tags,
          security: [],
          summary: 'Send a message to support (public)',
          description: `Stored and mailed to the support address. 201 {message: "${CONTACT_MESSAGES.sent}"}; 400 with details per field; 429 with Retry-After when an address sends too many.`,
          body: contactMessageSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (req, reply) => {
        await contact.send(req.body, req.ip);
        reply.status(201);
        return { message: CONTACT_MESSAGES.sent };
      },
    );
  };
