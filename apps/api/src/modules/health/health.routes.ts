import { healthResponseSchema, liveResponseSchema, readyResponseSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

// A database that hangs must not hang the health check: a load balancer would wait instead of failing over.
const PING_TIMEOUT_MS = 3000;
const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** Whether the process still wants new requests; main.ts turns it off when SIGTERM comes. */
export const createReadiness = () => {
  let draining = false;
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
};
export type Readiness = ReturnType<typeof createReadiness>;

/**
 * `/api/health`: 200 when the database answers, 503 when it does not (uptime checks read this).
 * `/api/health/live`: 200 while the process runs (a supervisor restarts it when this stops answering).
 * `/api/health/ready`: 200 when the database answers and the process is not shutting down; a load balancer
 * sends requests only while it says 200.
 */
export const healthRoutes =
  (database: Database, readiness: Readiness): FastifyPluginAsyncZod =>
  async (app) => {
    const databaseUp = async (log: { warn: (obj: object, msg: string) => void }) => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return true;
      } catch (error) {
        log.warn({ err: error }, 'health check: database unreachable');
        return false;
      }
    };
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
        if (await databaseUp(req.log)) return { status: 'ok' as const, database: 'up' as const };
        return reply.status(503).send({ status: 'unavailable' as const, database: 'down' as const });
      },
    );
    app.get(
      '/api/health/live',
      {
        schema: {
          tags: ['Health'],
          summary: 'The process runs (reads nothing)',
          response: { 200: liveResponseSchema },
        },
      },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/api/health/ready',
      {
        schema: {
          tags: ['Health'],
          summary: 'Takes requests: the database answers and the process is not shutting down',
          response: { 200: readyResponseSchema, 503: readyResponseSchema },
        },
      },
      async (req, reply) => {
        // Checked before the database: a draining process answers at once, whatever the database does.
        if (readiness.draining)
          return reply.status(503).send({ status: 'unavailable' as const, database: null, draining: true });
        if (await databaseUp(req.log))
          return { status: 'ok' as const, database: 'up' as const, draining: false };
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: 'down' as const, draining: false });
      },
    );
  };
