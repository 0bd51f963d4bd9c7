import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { alternate, LIMIT, twoProcesses } from '../../test/two-app-processes.ts';
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
});
