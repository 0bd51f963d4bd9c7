import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiter } from './rate-limiter.ts';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit that keeps its counts in `rate_limit_counters`, so every API process on
 * one database shares them (the plugin's own store is a per-process memory). Each request is one atomic
 * upsert (`limiter.count`); the hourly pruning removes the finished windows.
 */
export const databaseRateLimitStore = (limiter: RateLimiter): FastifyRateLimitStoreCtor => {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = 'req:') {
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
