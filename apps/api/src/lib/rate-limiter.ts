import { and, eq, gt, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { rateLimited } from './errors.ts';

/**
 * Fixed-window counters in the database, so a limit holds however many API processes run.
 * Used for the limits that protect accounts (login, reset, registration) and, through
 * `lib/rate-limit-store.ts`, for the per-address limit on every API request.
 */
export const createRateLimiter = (db: Db, enabled: boolean) => {
  const read = async (key: string) => {
    const [row] = await db
      .select()
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, sql`now()`)));
    return row ? { count: row.count, retry: (row.resetAt.getTime() - Date.now()) / 1000 } : null;
  };
  const counting = prepareCounting(db);

  return {
    /** Throws 429 when the key has already reached its limit in the current window. */
    async assertUnder(key: string, limit: number, message: string) {
      if (!enabled) return;
      const current = await read(key);
      if (current && current.count >= limit) throw rateLimited(message, current.retry);
    },
    async hit(key: string, windowSeconds: number) {
      if (!enabled) return;
      await db.execute(sql`
        insert into rate_limit_counters (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
          reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at
                          else rate_limit_counters.reset_at end`);
    },
    /**
     * Counts one request under `key` in its fixed window, in one atomic statement (no race between
     * check and count): the count so far in this window and the milliseconds until it ends.
     */
    async count(key: string, windowSeconds: number): Promise<Count> {
      const [row] = await counting.count.execute({ key, windowSeconds });
      return { count: row!.count, msLeft: Math.max(0, row!.msLeft) };
    },
    /** Counts this request and refuses it when the window's count is over the limit: for hot public calls. */
    async take(key: string, limit: number, windowSeconds: number, message: string) {
      if (!enabled) return;
      const { count, msLeft } = await this.count(key, windowSeconds);
      if (count > limit) throw rateLimited(message, msLeft / 1000);
    },
    /**
     * Counts one request under each of `keys` (one or two: the public tracker's own limit, and the general
     * per-address one where the tracker counts it) and reads `watchedKey`'s row as that statement found it,
     * in one round trip: the tracker's limits cost its hottest call one statement. Null when limits are off.
     */
    async countAndWatch(
      keys: readonly [string] | readonly [string, string],
      windowSeconds: number,
      watchedKey: string,
    ): Promise<{ counts: Count[]; watched: Count | null } | null> {
      if (!enabled) return null;
      const rows =
        keys.length === 1
          ? await counting.countOneAndWatch.execute({ key: keys[0], windowSeconds, watchedKey })
          : await counting.countTwoAndWatch.execute({
              key: keys[0],
              secondKey: keys[1],
              windowSeconds,
              watchedKey,
            });
      const counted = (key: string) => {
        const row = rows.find((r) => r.key === key)!;
        return { count: row.count, msLeft: Math.max(0, row.msLeft) };
      };
      const [row] = rows;
      return {
        counts: keys.map(counted),
        watched:
          row!.watchedCount === null
            ? null
            : { count: row!.watchedCount, msLeft: Math.max(0, row!.watchedMsLeft ?? 0) },
      };
    },
    /**
     * Sign-in attempts: counted before the password is checked, in one atomic statement, so a parallel
     * burst cannot get more than `free` passwords checked. The first `free` attempts in `forgetSeconds`
     * pass at once; from then on each attempt must wait a delay that doubles with every further one
     * (`baseDelaySeconds`, 2×, 4×… at most `maxDelaySeconds`). A waiting key is refused with 429 and its
     * Retry-After, without being counted. A success gives its attempt back (`refund`) or clears the key.
     */
    async attempt(
      key: string,
      rule: { free: number; baseDelaySeconds: number; maxDelaySeconds: number; forgetSeconds: number },
      message: string,
    ) {
      if (!enabled) return;
      const forgotten = sql`${rateLimitCounters.resetAt} <= now()`;
      const next = sql`case when ${forgotten} then 1 else ${rateLimitCounters.count} + 1 end`;
      // The n-th attempt (n ≥ free) makes the next one wait base × 2^(n − free), capped (and the exponent
      // too, so the power never overflows).
      const delayAfter = (n: SQL) =>
        sql`case when ${n} >= ${rule.free} then now() + make_interval(secs => least(${rule.maxDelaySeconds}::float8,
          ${rule.baseDelaySeconds}::float8 * power(2::float8, least(${n} - ${rule.free}, 40)))) else null end`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({
          key,
          count: 1,
          resetAt: sql`now() + make_interval(secs => ${rule.forgetSeconds})`,
          blockedUntil: delayAfter(sql`1`),
        })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: next,
            resetAt: sql`now() + make_interval(secs => ${rule.forgetSeconds})`,
            blockedUntil: delayAfter(next),
          },
          setWhere: sql`${forgotten} or ${rateLimitCounters.blockedUntil} is null
            or ${rateLimitCounters.blockedUntil} <= now()`,
        })
        .returning({ count: rateLimitCounters.count });
      if (row) return;
      const [held] = await db
        .select({ until: rateLimitCounters.blockedUntil })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      throw rateLimited(message, ((held?.until?.getTime() ?? Date.now()) - Date.now()) / 1000);
    },
    /** Gives back one counted attempt (a sign-in that succeeded was not a guess). */
    async refund(key: string) {
      if (!enabled) return;
      await db.execute(sql`
        update rate_limit_counters set count = greatest(count - 1, 0) where key = ${key}`);
    },
    /** Marks a key as seen for `seconds` (e.g. an address and device that signed in to an account). */
    async remember(key: string, seconds: number) {
      if (!enabled) return;
      await db.execute(sql`
        insert into rate_limit_counters (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${seconds}))
        on conflict (key) do update set reset_at = excluded.reset_at`);
    },
    async remembers(key: string) {
      if (!enabled) return false;
      return (await read(key)) !== null;
    },
    async consume(key: string, limit: number, windowSeconds: number, message: string) {
      await this.assertUnder(key, limit, message);
      await this.hit(key, windowSeconds);
    },
    async reset(key: string) {
      if (!enabled) return;
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
    },
    /**
     * Deletes the counters that no longer count (window over, no delay running): every read treats them as
     * absent already, so this only keeps the table from growing with every address ever seen.
     */
    async prune(): Promise<number> {
      const gone = await db
        .delete(rateLimitCounters)
        .where(
          and(
            lte(rateLimitCounters.resetAt, sql`now()`),
            or(isNull(rateLimitCounters.blockedUntil), lte(rateLimitCounters.blockedUntil, sql`now()`)),
          ),
        )
        .returning({ key: rateLimitCounters.key });
      return gone.length;
    },
  };
};

/** Prunes the counters every `everySeconds` while the server runs; the timer never keeps the process up. */
export const startCounterPruning = (limiter: RateLimiter, everySeconds: number, log: FastifyBaseLogger) => {
  const timer = setInterval(() => {
    limiter.prune().catch((error: unknown) => log.warn({ err: error }, 'rate-limit counter pruning failed'));
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
};
export type RateLimiter = ReturnType<typeof createRateLimiter>;
/** A key's count in its current window, this request included, and the milliseconds until the window ends. */
export interface Count {
  count: number;
  msLeft: number;
}

/**
 * The counting upsert, prepared once: it runs on every API request (the per-address limit), and on a public
 * tracking lookup counts two keys at once, where building it anew each time cost more CPU than the lookup it
 * guards.
 */
const prepareCounting = (db: Db) => {
  const expired = sql`${rateLimitCounters.resetAt} <= now()`;
  const msUntil = (end: SQL) => sql`extract(epoch from (${end} - now())) * 1000`;
  const upsert = (keys: Placeholder[]) =>
    db
      .insert(rateLimitCounters)
      .values(
        keys.map((key) => ({
          key,
          count: 1,
          resetAt: sql`now() + make_interval(secs => ${sql.placeholder('windowSeconds')})`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      });
  const counted = {
    count: rateLimitCounters.count,
    msLeft: msUntil(sql`${rateLimitCounters.resetAt}`).mapWith(Number),
  };
  // The other key's row as this statement found it (in its window, else none): `w` keeps it apart from
  // the rows being counted.
  const watched = (column: SQL) =>
    sql`(select ${column} from ${rateLimitCounters} w where w.key = ${sql.placeholder('watchedKey')}
      and w.reset_at > now())`;
  const countedAndWatched = {
    key: rateLimitCounters.key,
    ...counted,
    watchedCount: watched(sql`w.count`).mapWith(Number),
    watchedMsLeft: watched(msUntil(sql`w.reset_at`)).mapWith(Number),
  };
  const key = sql.placeholder('key');
  return {
    count: upsert([key]).returning(counted).prepare('rate_limit_count'),
    countOneAndWatch: upsert([key]).returning(countedAndWatched).prepare('rate_limit_count_and_watch'),
    // Rows are locked in the order given, and callers give an address's keys in one order: two such
    // statements may wait for each other, but never deadlock.
    countTwoAndWatch: upsert([key, sql.placeholder('secondKey')])
      .returning(countedAndWatched)
      .prepare('rate_limit_count_two_and_watch'),
  };
};
