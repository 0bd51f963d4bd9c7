import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { rateLimitCounters } from '../db/schema.ts';

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
