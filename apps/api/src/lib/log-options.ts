import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** A signed file link's signature is a credential: the log keeps the path and drops the signature. */
export const scrubUrl = (url: string) => url.replace(/([?&]sig=)[^&#]*/g, '$1[redacted]');

/**
 * The server's log: each request line carries Fastify's request id (`reqId`); headers are not logged
 * (Authorization and Cookie are redacted should anything add them), bodies never are, and a signed link's
 * signature is cut from the URL.
 */
export const loggerOptions = (level: string, stream?: DestinationStream): FastifyServerOptions['logger'] => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: scrubUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
    }),
  },
  ...(stream ? { stream } : {}),
});

/**
 * One line per request, when its answer has gone (Fastify's own request logging, a line in and a line out,
 * is turned off in app.ts): method, URL without a signed link's signature, status and time in milliseconds,
 * under the request id. A failed (5xx) or slow answer is logged at `warn`, every other at `debug`: the access
 * log of every request is the load balancer's job, and writing it here would cost each request more than the
 * answer itself on the busiest routes. `LOG_LEVEL=debug` logs them all.
 */
export const registerRequestLog = (app: FastifyInstance, slowMs: number) => {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const notable = reply.statusCode >= 500 || ms >= slowMs;
    const line = { method: request.method, url: scrubUrl(request.url), statusCode: reply.statusCode, ms };
    if (notable) request.log.warn(line, 'request');
    else request.log.debug(line, 'request');
    done();
  });
};
