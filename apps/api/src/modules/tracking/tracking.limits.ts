import { isValidTrackingNumber, normalizeTrackingNumber } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { type AppError, rateLimited } from '../../lib/errors.ts';
import { GENERAL_WINDOW_SECONDS, type GeneralCount, generalLimitKey } from '../../lib/rate-limit-store.ts';

const TOO_MANY_LOOKUPS = 'Too many tracking requests. Please wait a minute and try again.';
const TOO_MANY_MISSES =
  'Too many tracking numbers that do not exist from this address. Please check your number and try again later.';
// One statement counts a lookup under both, so they share a window: a minute.
const LOOKUP_WINDOW_SECONDS = GENERAL_WINDOW_SECONDS;
const MISS_WINDOW_SECONDS = 3600;

/**
 * The public tracker's two limits per client address (an IPv6 client by its /64), both in the database so
 * they hold across processes: lookups per minute, and unknown numbers per hour. Tracking numbers are ten
 * random digits, so finding someone else's parcel means trying numbers that do not exist; capping misses
 * per hour keeps that impractical while a customer who mistypes a few times is not troubled.
 *
 * Where the general per-address limit is counted in the database too (no REDIS_URL), a lookup counts it in
 * the same statement and its route skips @fastify/rate-limit's count: the tracker, the busiest call, costs
 * one statement for its limits, not two. Counted when the request arrives, as the plugin counts it.
 */
export const createTrackingLimits = (ctx: AppContext) => {
  const { limiter } = ctx;
  const limits = ctx.config.rateLimits;
  const countsGeneral = limits.enabled && !limits.redisUrl;
  const lookupKey = (address: string) => `track:ip:${address}`;
  const missKey = (address: string) => `track:miss:${address}`;

  return {
    /** Whether `admit` counts the general limit (and the route must not have the plugin count it again). */
    countsGeneral,
    /**
     * Counts a lookup: the general count where it is counted here (for its headers and its own 429), and
     * the refusal of the tracker's limits, if any. A malformed number, which is refused with 400, counts
     * only under the general limit.
     */
    async admit(
      rawNumber: string,
      ip: string,
    ): Promise<{ general: GeneralCount | null; refusal: AppError | null }> {
      if (!limits.enabled) return { general: null, refusal: null };
      const address = rateLimitAddress(ip);
      if (!isValidTrackingNumber(normalizeTrackingNumber(rawNumber))) {
        if (!countsGeneral) return { general: null, refusal: null };
        const count = await limiter.count(generalLimitKey(address), GENERAL_WINDOW_SECONDS);
        return { general: { ...count, limit: limits.globalPerMinute }, refusal: null };
      }
      const counted = await limiter.countAndWatch(
        countsGeneral ? [generalLimitKey(address), lookupKey(address)] : [lookupKey(address)],
        LOOKUP_WINDOW_SECONDS,
        missKey(address),
      );
      if (!counted) return { general: null, refusal: null };
      const lookups = counted.counts.at(-1)!;
      const misses = counted.watched;
      const refusal =
        lookups.count > limits.trackingPerMinute
          ? rateLimited(TOO_MANY_LOOKUPS, lookups.msLeft / 1000)
          : misses && misses.count >= limits.trackingMissesPerHour
            ? rateLimited(TOO_MANY_MISSES, misses.msLeft / 1000)
            : null;
      return {
        general: countsGeneral ? { ...counted.counts[0]!, limit: limits.globalPerMinute } : null,
        refusal,
      };
    },
    /** Counts a lookup of a number nobody has against the address's misses this hour. */
    async miss(ip: string) {
      await limiter.hit(missKey(rateLimitAddress(ip)), MISS_WINDOW_SECONDS);
    },
  };
};
export type TrackingLimits = ReturnType<typeof createTrackingLimits>;
