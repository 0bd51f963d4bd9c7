import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

/** 200 when the database answers, 503 when it does not (load balancers and uptime checks read this). */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { tags: ['Health'], summary: 'Liveness and database check' } },
      async (req, reply) => {
        try {
          await database.ping();
          return { status: 'ok', database: 'up' };
        } catch (error) {
          req.log.warn({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', database: 'down' });
        }
      },
    );
  };
