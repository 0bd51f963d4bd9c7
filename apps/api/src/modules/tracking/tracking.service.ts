import { isValidTrackingNumber, normalizeTrackingNumber, TRACKING_MESSAGES } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type StoredText, storedText } from '../../plugins/compression.ts';
import {
  loadWindowBasis,
  presentDeliveryWindow,
  type WindowBasis,
  windowContextAt,
  windowIn,
} from '../delivery-window/delivery-window.service.ts';
import type { TrackingCache } from './tracking.cache.ts';
import { presentTrackingJson } from './tracking.presenter.ts';
import { prepareTrackingLookup } from './tracking.repository.ts';

const TOO_MANY_LOOKUPS = 'Too many tracking requests. Please wait a minute and try again.';
const TOO_MANY_MISSES =
  'Too many tracking numbers that do not exist from this address. Please check your number and try again later.';
const MISS_WINDOW_SECONDS = 3600;
const DAY_MS = 86_400_000;

/**
 * Public tracking. Two limits per client address (an IPv6 client by its /64), both in the database so
 * they hold across processes: lookups per minute, and unknown numbers per hour. Tracking numbers are ten
 * random digits, so finding someone else's parcel means trying numbers that do not exist; capping misses
 * per hour keeps that impractical while a customer who mistypes a few times is not troubled.
 */
export const createTrackingService = (ctx: AppContext, cache: TrackingCache) => {
  const { limiter, config } = ctx;
  const lookup = prepareTrackingLookup(ctx.db);
  const limits = config.rateLimits;
  /** Both settings and every departure, kept until every answer is dropped (any change to them does that,
   * in every process: `invalidateAllTracking`, and migration 0010's triggers for writes made in SQL). */
  let kept: { version: number; basis: WindowBasis } | undefined;
  const windowBasis = async () => {
    const version = cache.everyAnswerVersion();
    if (version !== null && kept?.version === version) return kept.basis;
    const basis = await loadWindowBasis(ctx.db);
    // Not kept if a change was heard while it was read: it may hold what was there before.
    if (version !== null && cache.everyAnswerVersion() === version) kept = { version, basis };
    return basis;
  };
  /** The answer's JSON, built once (so the cache holds exactly what is sent), and compressed once per
   * encoding when first asked for. */
  const load = async (trackingNumber: string) => {
    const [basis, [row]] = await Promise.all([windowBasis(), lookup.execute({ trackingNumber })]);
    if (!row) return null;
    const deliveryWindow = presentDeliveryWindow(windowIn(windowContextAt(basis), row));
    return storedText(presentTrackingJson({ ...row, deliveryWindow }));
  };

  return {
    /** The tracking result as JSON, from this process's exact cache (tracking.cache.ts) or the database. */
    async track(rawNumber: string, ip: string): Promise<StoredText> {
      const trackingNumber = normalizeTrackingNumber(rawNumber);
      if (!isValidTrackingNumber(trackingNumber)) {
        throw invalid(TRACKING_MESSAGES.invalidFormat, {
          tracking_number: [TRACKING_MESSAGES.invalidFormat],
        });
      }
      const address = rateLimitAddress(ip);
      const missKey = `track:miss:${address}`;
      await limiter.takeAndAssertUnder(
        {
          key: `track:ip:${address}`,
          limit: limits.trackingPerMinute,
          windowSeconds: 60,
          message: TOO_MANY_LOOKUPS,
        },
        { key: missKey, limit: limits.trackingMissesPerHour, message: TOO_MANY_MISSES },
      );

      // A window never starts before today, so yesterday's answers are dropped when the day turns.
      cache.startDay(Math.floor(Date.now() / DAY_MS));
      const answer = await cache.read(trackingNumber, () => load(trackingNumber));
      if (answer === null) {
        await limiter.hit(missKey, MISS_WINDOW_SECONDS);
        throw notFound(TRACKING_MESSAGES.notFound);
      }
      return answer;
    },
  };
};
export type TrackingService = ReturnType<typeof createTrackingService>;
