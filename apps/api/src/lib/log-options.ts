import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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
