import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { alternate, freshAddress, LIMIT, twoProcesses } from '../../test/two-app-processes.ts';
import { rateLimitCounters } from '../db/schema.ts';

// Runs in .ci/run's server step (beside PostgreSQL it starts Redis and sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const t = await createTestApp();

describe('the per-address limit with REDIS_URL', () => {
  it('is shared by two API processes through Redis, and the database counts nothing', async () => {
    const viaRedis = await twoProcesses(t, { REDIS_URL: redisUrl });
    const { remoteAddress, statuses, last } = await alternate(viaRedis, LIMIT + 1).finally(viaRedis.close);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `req:${remoteAddress}`));
    expect(rows).toEqual([]);
  });

  it('counts a tracking lookup in Redis too: the tracker counts only its own limit in the database', async () => {
    const viaRedis = await twoProcesses(t, { REDIS_URL: redisUrl });
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    try {
      for (let i = 0; i <= LIMIT; i++) {
        const res = await viaRedis[i % 2]!.inject({
          url: '/api/v1/shipments/track/UKG0000000404/',
          remoteAddress,
        });
        statuses.push(res.statusCode);
      }
    } finally {
      await viaRedis.close();
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const count = async (key: string) =>
      (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.count;
    expect(await count(`req:${remoteAddress}`)).toBeUndefined();
    // Every lookup that arrives counts under the tracker's own limit, the refused fourth too (as where the
    // database counts both limits in one statement).
    expect(await count(`track:ip:${remoteAddress}`)).toBe(LIMIT + 1);
  });
});
