import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { rowsOf } from '../db/migration-guard.ts';
import { rateLimitCounters } from '../db/schema.ts';
import type { AppError } from './errors.ts';
import { createRateLimiter } from './rate-limiter.ts';

const t = await createTestApp();
const keys = async () =>
  (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key).sort();

describe('rate-limit counters', () => {
  it('are pruned once their window is over and no delay runs, and kept while either still counts', async () => {
    await t.db.execute(sql`delete from rate_limit_counters`);
    await t.db.insert(rateLimitCounters).values([
      { key: 'over', count: 3, resetAt: sql`now() - interval '1 minute'` },
      {
        key: 'over-delay-over',
        count: 9,
        resetAt: sql`now() - interval '1 minute'`,
        blockedUntil: sql`now() - interval '1 second'`,
      },
      { key: 'window-open', count: 1, resetAt: sql`now() + interval '1 hour'` },
      {
        key: 'delay-running',
        count: 9,
        resetAt: sql`now() - interval '1 minute'`,
        blockedUntil: sql`now() + interval '5 minutes'`,
      },
    ]);

    expect(await t.app.ctx.limiter.prune()).toBe(2);
    expect(await keys()).toEqual(['delay-running', 'window-open']);
  });
});

describe('takeAndAssertUnder (the public tracker’s two limits in one statement)', () => {
  const limiter = createRateLimiter(t.db, true);
  const taken = (key: string) => ({ key, limit: 2, windowSeconds: 60, message: 'Too many lookups.' });
  const watched = (key: string) => ({ key, limit: 3, message: 'Too many misses.' });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e as AppError,
    );
    return (
      error && {
        status: error.statusCode,
        message: error.message,
        retry: error.extra?.retryAfterSeconds as number,
      }
    );
  };
  const countOf = async (key: string) =>
    (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.count;

  it('counts the taken key and refuses past its limit with its message and the rest of its window', async () => {
    expect(await refusal(limiter.takeAndAssertUnder(taken('t1'), watched('w1')))).toBeNull();
    expect(await refusal(limiter.takeAndAssertUnder(taken('t1'), watched('w1')))).toBeNull();
    const third = await refusal(limiter.takeAndAssertUnder(taken('t1'), watched('w1')));
    expect(third).toMatchObject({ status: 429, message: 'Too many lookups.' });
    expect(third!.retry).toBeGreaterThan(55);
    expect(third!.retry).toBeLessThanOrEqual(60);
    expect(await countOf('t1')).toBe(3);
    // The watched key is only read.
    expect(await countOf('w1')).toBeUndefined();
  });

  it('refuses once the watched key has reached its limit in its window, with its message and time left', async () => {
    await t.db
      .insert(rateLimitCounters)
      .values({ key: 'w2', count: 3, resetAt: sql`now() + interval '30 minutes'` });
    const refused = await refusal(limiter.takeAndAssertUnder(taken('t2'), watched('w2')));
    expect(refused).toMatchObject({ status: 429, message: 'Too many misses.' });
    expect(refused!.retry).toBeGreaterThan(29 * 60);
    expect(refused!.retry).toBeLessThanOrEqual(30 * 60);
    expect(await countOf('w2')).toBe(3);
  });

  it('lets a request through while the watched key is under its limit or its window is over', async () => {
    await t.db.insert(rateLimitCounters).values([
      { key: 'w3', count: 2, resetAt: sql`now() + interval '30 minutes'` },
      { key: 'w4', count: 99, resetAt: sql`now() - interval '1 second'` },
    ]);
    expect(await refusal(limiter.takeAndAssertUnder(taken('t3'), watched('w3')))).toBeNull();
    expect(await refusal(limiter.takeAndAssertUnder(taken('t4'), watched('w4')))).toBeNull();
  });

  it('starts a new window for the taken key once its window is over', async () => {
    await t.db
      .insert(rateLimitCounters)
      .values({ key: 't5', count: 50, resetAt: sql`now() - interval '1 second'` });
    expect(await refusal(limiter.takeAndAssertUnder(taken('t5'), watched('w5')))).toBeNull();
    expect(await countOf('t5')).toBe(1);
  });

  it('counts nothing when limits are off', async () => {
    await createRateLimiter(t.db, false).takeAndAssertUnder(taken('t6'), watched('w6'));
    expect(await countOf('t6')).toBeUndefined();
  });
});

describe('the counters table', () => {
  it('is unlogged: a count waits for no log flush (migration 0011)', async () => {
    const [row] = await rowsOf<{ persistence: string }>(
      t.db,
      sql`select relpersistence as persistence from pg_class where relname = 'rate_limit_counters'`,
    );
    expect(row?.persistence).toBe('u');
  });
});
