import { isValidTrackingNumber, normalizeTrackingNumber, TRACKING_MESSAGES } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { prepareTrackingLookup } from './tracking.repository.ts';

const TOO_MANY_LOOKUPS = 'Too many tracking requests. Please wait a minute and try again.';
const TOO_MANY_MISSES =
  'Too many tracking numbers that do not exist from this address. Please check your number and try again later.';
const MISS_WINDOW_SECONDS = 3600;

/**
 * Public tracking. Two limits per client address (an IPv6 client by its /64), both in the database so
 * they hold across processes: lookups per minute, and unknown numbers per hour. Tracking numbers are ten
 * random digits, so finding someone else's parcel means trying numbers that do not exist; capping misses
 * per hour keeps that impractical while a customer who mistypes a few times is not troubled.
 */
export const createTrackingService = (ctx: AppContext) => {
  const { limiter, config } = ctx;
  const lookup = prepareTrackingLookup(ctx.db);
  const limits = config.rateLimits;

  return {
    async track(rawNumber: string, ip: string) {
      const trackingNumber = normalizeTrackingNumber(rawNumber);
      if (!isValidTrackingNumber(trackingNumber)) {
        throw invalid(TRACKING_MESSAGES.invalidFormat, {
          tracking_number: [TRACKING_MESSAGES.invalidFormat],
        });
      }
      const address = rateLimitAddress(ip);
      const missKey = `track:miss:${address}`;
      await limiter.take(`track:ip:${address}`, limits.trackingPerMinute, 60, TOO_MANY_LOOKUPS);
      await limiter.assertUnder(missKey, limits.trackingMissesPerHour, TOO_MANY_MISSES);

      const [row] = await lookup.execute({ trackingNumber });
      if (!row) {
        await limiter.hit(missKey, MISS_WINDOW_SECONDS);
        throw notFound(TRACKING_MESSAGES.notFound);
      }
      return row;
    },
  };
};
export type TrackingService = ReturnType<typeof createTrackingService>;
