import { healthResponseSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

// A database that hangs must not hang the health check: a load balancer would wait instead of failing over.
const PING_TIMEOUT_MS = 3000;
const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** 200 when the database answers, 503 when it does not (load balancers and uptime checks read this). */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['Health'],
          summary: 'Liveness and database check',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (req, reply) => {
        try {
          await withTimeout(database.ping(), PING_TIMEOUT_MS);
          return { status: 'ok' as const, database: 'up' as const };
        } catch (error) {
          req.log.warn({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable' as const, database: 'down' as const });
        }
      },
    );
  };
