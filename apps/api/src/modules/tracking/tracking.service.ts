import {
  isValidTrackingNumber,
  normalizeTrackingNumber,
  TRACKING_MESSAGES,
  type TrackingResult,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import {
  loadWindowBasis,
  presentDeliveryWindow,
  type WindowBasis,
  windowContextAt,
  windowIn,
} from '../delivery-window/delivery-window.service.ts';
import type { TrackingCache } from './tracking.cache.ts';
import { createTrackingLimits } from './tracking.limits.ts';
import { presentTracking } from './tracking.presenter.ts';
import { handoverMethodOf, prepareTrackingLookup, type TrackedShipmentRow } from './tracking.repository.ts';

const DAY_MS = 86_400_000;

/** Public tracking: answers from an exact cache, limited per client address (tracking.limits.ts). */
export const createTrackingService = (ctx: AppContext, cache: TrackingCache) => {
  const lookup = prepareTrackingLookup(ctx.db);
  const limits = createTrackingLimits(ctx);
  /** Both settings and every departure, kept until every answer is dropped (any change to them does that,
   * in every process: `invalidateAllTracking`, and migration 0010's triggers for writes made in SQL). */
  let kept: { version: number; basis: WindowBasis } | undefined;
  const keptBasis = () => {
    const version = cache.everyAnswerVersion();
    return version !== null && kept?.version === version ? kept.basis : undefined;
  };
  const readBasis = async () => {
    const version = cache.everyAnswerVersion();
    const basis = await loadWindowBasis(ctx.db);
    // Not kept if a change was heard while it was read: it may hold what was there before.
    if (version !== null && cache.everyAnswerVersion() === version) kept = { version, basis };
    return basis;
  };
  // A delivered parcel's answer says how it was handed over: one more read, for those only, and cached with it.
  const answer = async (row: TrackedShipmentRow, basis: WindowBasis) =>
    presentTracking(
      row,
      presentDeliveryWindow(windowIn(windowContextAt(basis), row)),
      row.shipmentStatus === 'delivered'
        ? await handoverMethodOf(ctx.db, row.trackingNumber as string)
        : null,
    );
  const load = async (trackingNumber: string) => {
    const basis = keptBasis();
    // Nearly always kept: then the lookup is the one query, awaited alone.
    if (basis) {
      const [row] = await lookup.execute({ trackingNumber });
      return row ? answer(row, basis) : null;
    }
    const [read, [row]] = await Promise.all([readBasis(), lookup.execute({ trackingNumber })]);
    return row ? answer(row, read) : null;
  };

  return {
    /** The lookup counted under the address's limits, when its request arrives (the route's onRequest). */
    admit: limits.admit,
    /** Whether lookups are limited at all (RATE_LIMITS): if not, nothing need run before the lookup. */
    limited: ctx.config.rateLimits.enabled,
    countsGeneralLimit: limits.countsGeneral,
    /** The tracking result, from the cache or the database. */
    async track(rawNumber: string, ip: string): Promise<TrackingResult> {
      const trackingNumber = normalizeTrackingNumber(rawNumber);
      if (!isValidTrackingNumber(trackingNumber)) {
        throw invalid(TRACKING_MESSAGES.invalidFormat, {
          tracking_number: [TRACKING_MESSAGES.invalidFormat],
        });
      }
      cache.startDay(Math.floor(Date.now() / DAY_MS));
      const answer = await cache.read(trackingNumber, () => load(trackingNumber));
      if (answer === null) {
        await limits.miss(ip);
        throw notFound(TRACKING_MESSAGES.notFound);
      }
      return answer;
    },
  };
};
export type TrackingService = ReturnType<typeof createTrackingService>;
