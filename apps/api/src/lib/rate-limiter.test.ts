import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { rowsOf } from '../db/migration-guard.ts';
import { rateLimitCounters } from '../db/schema.ts';
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

describe('countAndWatch (the public tracker’s limits in one statement)', () => {
  const limiter = createRateLimiter(t.db, true);
  const countOf = async (key: string) =>
    (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.count;

  it('counts one key per call and returns its count and the rest of its window; the watched key is only read', async () => {
    await limiter.countAndWatch(['t1'], 60, 'w1');
    const second = await limiter.countAndWatch(['t1'], 60, 'w1');
    expect(second!.counts).toHaveLength(1);
    expect(second!.counts[0]!.count).toBe(2);
    expect(second!.counts[0]!.msLeft).toBeGreaterThan(55_000);
    expect(second!.counts[0]!.msLeft).toBeLessThanOrEqual(60_000);
    expect(second!.watched).toBeNull();
    expect(await countOf('t1')).toBe(2);
    expect(await countOf('w1')).toBeUndefined();
  });

  it('counts two keys in one statement and returns their counts in the order given', async () => {
    await t.db
      .insert(rateLimitCounters)
      .values({ key: 'general-2', count: 7, resetAt: sql`now() + interval '20 seconds'` });
    const counted = await limiter.countAndWatch(['general-2', 'lookups-2'], 60, 'w2');
    expect(counted!.counts.map((c) => c.count)).toEqual([8, 1]);
    expect(counted!.counts[0]!.msLeft).toBeLessThanOrEqual(20_000);
    expect(counted!.counts[1]!.msLeft).toBeGreaterThan(55_000);
    expect(await countOf('general-2')).toBe(8);
    expect(await countOf('lookups-2')).toBe(1);
  });

  it('reads the watched key while its window runs, with its time left, and not once it is over', async () => {
    await t.db.insert(rateLimitCounters).values([
      { key: 'w3', count: 3, resetAt: sql`now() + interval '30 minutes'` },
      { key: 'w4', count: 99, resetAt: sql`now() - interval '1 second'` },
    ]);
    const running = await limiter.countAndWatch(['g3', 't3'], 60, 'w3');
    expect(running!.watched!.count).toBe(3);
    expect(running!.watched!.msLeft).toBeGreaterThan(29 * 60_000);
    expect(running!.watched!.msLeft).toBeLessThanOrEqual(30 * 60_000);
    expect((await limiter.countAndWatch(['t4'], 60, 'w4'))!.watched).toBeNull();
    expect(await countOf('w3')).toBe(3);
  });

  it('starts a new window for a counted key once its window is over', async () => {
    await t.db
      .insert(rateLimitCounters)
      .values({ key: 't5', count: 50, resetAt: sql`now() - interval '1 second'` });
    expect((await limiter.countAndWatch(['t5'], 60, 'w5'))!.counts[0]!.count).toBe(1);
    expect(await countOf('t5')).toBe(1);
  });

  it('counts nothing when limits are off', async () => {
    expect(await createRateLimiter(t.db, false).countAndWatch(['g6', 't6'], 60, 'w6')).toBeNull();
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
