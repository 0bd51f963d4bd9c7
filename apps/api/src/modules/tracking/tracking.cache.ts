import type { TrackingResult } from '@ukgh/domain';
import { LRUCache } from 'lru-cache';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notifyTracking, TRACKING_CHANNEL, trackingNumbersOfBookings } from './tracking.repository.ts';

export { TRACKING_CHANNEL };

/**
 * The public tracker's answers, kept in memory by each API process, and exact: any change to what the tracker
 * shows for a number calls `invalidateTracking` in the transaction that makes it. That sends a PostgreSQL
 * NOTIFY, which the database delivers when (and only if) the transaction commits, to every API process
 * listening, this one included; each drops the entry. The calling process also drops it at once, so its own
 * next lookup never waits for the notification.
 *
 * A lookup that misses reads the database and keeps the answer only when no invalidation arrived while it
 * was reading (a generation counter), so an answer read just before a commit is never kept after it. Nothing
 * is cached while the listening connection is down, and everything is dropped when it comes back (a
 * notification sent meanwhile is lost).
 */

/** At most this many answers per process (the least recently used go first). */
const MAX_ENTRIES = 20_000;

export interface TrackingCache {
  get(trackingNumber: string): TrackingResult | undefined;
  /** Reads through `load` on a miss; keeps its answer only if nothing was invalidated meanwhile. */
  read(trackingNumber: string, load: () => Promise<TrackingResult | null>): Promise<TrackingResult | null>;
  drop(trackingNumbers: readonly string[]): void;
  clear(): void;
  /** Drops every answer when `day` (days since the epoch, UTC) differs from the day they were made on. */
  startDay(day: number): void;
  /**
   * A number that changes with every invalidation (in this process or, by NOTIFY, any other), or null while
   * invalidations cannot be heard: other figures derived from parcels' statuses use it to stay exact.
   */
  version(): number | null;
  /**
   * A number that changes each time every answer is dropped (a departure or a delivery-estimate setting
   * changed, in any process; the day turned; the listening connection came back), or null while
   * invalidations cannot be heard: what every answer's delivery window reads is kept until it moves.
   */
  everyAnswerVersion(): number | null;
  close(): Promise<void>;
}

/** Every cache of this process, so that the writer's own process forgets at once (before its reply). */
const localCaches = new Set<TrackingCache>();

/**
 * Forgets the public tracking answers of these numbers in every API process, when the caller's transaction
 * commits (or at once, outside one). Call it from every write that changes what the tracker shows: a status
 * move, a travel event, a booking's names, service, packages or cancellation, a departure's dates.
 */
export const invalidateTracking = async (db: DbOrTx, trackingNumbers: readonly (string | null)[]) => {
  const numbers = [...new Set(trackingNumbers.filter((n): n is string => Boolean(n)))];
  if (numbers.length === 0) return;
  for (const cache of localCaches) cache.drop(numbers);
  // A NOTIFY payload is limited to 8000 bytes: 13-character numbers, 500 at a time.
  for (let i = 0; i < numbers.length; i += 500) await notifyTracking(db, numbers.slice(i, i + 500).join(','));
};

/**
 * Moves every process's `version()` on, when the caller's transaction commits, without forgetting any answer:
 * for changes the tracker does not show but figures kept until the next change count (Manage Bookings'
 * counters: a new booking, a booking's move or deletion). The empty payload drops no number.
 */
export const noteChange = async (db: DbOrTx) => {
  for (const cache of localCaches) cache.drop([]);
  await notifyTracking(db, '');
};

/** The payload that makes every process forget every answer. */
const EVERY_ANSWER = '*';

/**
 * Forgets every public tracking answer in every API process, when the caller's transaction commits: for
 * changes that can move many parcels' delivery windows at once (a departure, the delivery-estimate settings).
 */
export const invalidateAllTracking = async (db: DbOrTx) => {
  for (const cache of localCaches) cache.clear();
  await notifyTracking(db, EVERY_ANSWER);
};

/** `invalidateTracking` for bookings known by id (their shipments' numbers, if issued). */
export const invalidateTrackingOfBookings = async (db: DbOrTx, bookingIds: readonly string[]) => {
  if (bookingIds.length === 0) return;
  await invalidateTracking(db, await trackingNumbersOfBookings(db, bookingIds));
};

export const createTrackingCache = async (
  database: Pick<Database, 'listen'>,
  options: { enabled?: boolean; onError?: (error: unknown) => void } = {},
): Promise<TrackingCache> => {
  const { enabled = true, onError = () => {} } = options;
  const entries = new LRUCache<string, TrackingResult>({ max: MAX_ENTRIES });
  const loading = new Map<string, { generation: number; answer: Promise<TrackingResult | null> }>();
  let generation = 0;
  let cleared = 0;
  let live = false;
  let day = -1;

  const cache: TrackingCache = {
    get: (trackingNumber) => entries.get(trackingNumber),
    async read(trackingNumber, load) {
      const hit = cache.get(trackingNumber);
      if (hit !== undefined) return hit;
      // Lookups of a number already being read share that read, unless something was invalidated since it
      // began: then they read afresh, since the shared read may have seen the data before the change.
      const pending = loading.get(trackingNumber);
      if (pending && pending.generation === generation) return pending.answer;
      const before = generation;
      const answer = load().then((loaded) => {
        if (loaded !== null && enabled && live && generation === before) {
          entries.set(trackingNumber, loaded);
        }
        return loaded;
      });
      const read = { generation: before, answer };
      loading.set(trackingNumber, read);
      try {
        return await answer;
      } finally {
        if (loading.get(trackingNumber) === read) loading.delete(trackingNumber);
      }
    },
    drop(trackingNumbers) {
      generation++;
      for (const n of trackingNumbers) entries.delete(n);
    },
    clear() {
      generation++;
      cleared++;
      entries.clear();
    },
    startDay(today) {
      if (today === day) return;
      day = today;
      cache.clear();
    },
    version: () => (live ? generation : null),
    everyAnswerVersion: () => (live ? cleared : null),
    close: async () => {},
  };

  // Listening even when answers are not kept (`enabled` false: every lookup reads the database): the
  // figures kept until a change (`version`, `everyAnswerVersion`) follow the notifications either way.
  let unlisten: () => Promise<void> = async () => {};
  try {
    unlisten = await database.listen(
      TRACKING_CHANNEL,
      (payload) => (payload === EVERY_ANSWER ? cache.clear() : cache.drop(payload.split(','))),
      () => {
        cache.clear();
        live = true;
      },
    );
  } catch (error) {
    // Without the notifications the cache could go stale: serve every lookup from the database instead.
    onError(error);
  }
  cache.close = async () => {
    localCaches.delete(cache);
    live = false;
    await unlisten();
  };
  localCaches.add(cache);
  return cache;
};
