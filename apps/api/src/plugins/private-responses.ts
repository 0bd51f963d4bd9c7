import type { FastifyInstance } from 'fastify';

/**
 * API answers are never stored by a browser or a shared cache unless the route says otherwise (signed
 * files and avatars set their own Cache-Control): a signed-in user's data must not outlive the session in
 * a cache, and the same rule for public calls keeps it simple to check.
 */
export const registerPrivateResponses = (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
};
