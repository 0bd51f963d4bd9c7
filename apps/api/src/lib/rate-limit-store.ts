import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { Count, RateLimiter } from './rate-limiter.ts';

const GENERAL_PREFIX = 'req:';
/** The general per-address limit's window (RATE_LIMIT_GLOBAL_PER_MINUTE). */
export const GENERAL_WINDOW_SECONDS = 60;
/** The key the general per-address limit counts an address under (rateLimitAddress's form). */
export const generalLimitKey = (address: string) => `${GENERAL_PREFIX}${address}`;

type Done = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit that keeps its counts in `rate_limit_counters`, so every API process on
 * one database shares them (the plugin's own store is a per-process memory). Each request is one atomic
 * upsert (`limiter.count`); the hourly pruning removes the finished windows.
 */
export const databaseRateLimitStore = (limiter: RateLimiter): FastifyRateLimitStoreCtor => {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = GENERAL_PREFIX) {
      this.prefix = prefix;
    }
    incr(key: string, done: Done, timeWindow: number) {
      limiter.count(this.prefix + key, timeWindow / 1000).then(
        ({ count, msLeft }) => done(null, { current: count, ttl: msLeft }),
        (error: Error) => done(error, { current: 0, ttl: 0 }),
      );
    }
    /** A route with a limit of its own counts apart from the general one. */
    child(options: unknown) {
      const { method, url } = (options as { routeInfo: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseStore(null, `${this.prefix}${String(method)}${url}:`);
    }
  }
  return DatabaseStore;
};

/** An address's general count, as counted by a route that counts it itself, and the limit it is held to. */
export interface GeneralCount extends Count {
  limit: number;
}

/**
 * What @fastify/rate-limit does with the general count (its headers; past its limit, 429 with Retry-After and the
 * error the error handler words for every refused request), for the public tracker, which counts the general
 * limit in its own statement (modules/tracking/tracking.limits.ts) and so skips the plugin's.
 */
export const answerGeneralCount = (reply: FastifyReply, { count, msLeft, limit }: GeneralCount) => {
  const resetSeconds = Math.ceil(msLeft / 1000);
  reply.header('x-ratelimit-limit', limit);
  reply.header('x-ratelimit-remaining', Math.max(0, limit - count));
  reply.header('x-ratelimit-reset', resetSeconds);
  if (count <= limit) return;
  reply.header('retry-after', resetSeconds);
  throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
};
