import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { alternate, freshAddress, LIMIT, twoProcesses } from '../../test/two-app-processes.ts';
import { rateLimitCounters } from '../db/schema.ts';

const t = await createTestApp();

const apps = await twoProcesses(t);
afterAll(() => apps.close());

describe('the per-address limit on every API request', () => {
  it('is shared by two API processes on one database: the one over the limit is 429 with Retry-After', async () => {
    const { remoteAddress, statuses, last } = await alternate(apps, LIMIT + 1);
    // Each process saw at most two requests: only a shared count reaches the limit.
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(last.json()).toMatchObject({ code: expect.any(String) });
    // One counter row, counted atomically in the database.
    const [row] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `req:${remoteAddress}`));
    expect(row?.count).toBe(LIMIT + 1);
  });

  it('never counts /api/health in the shared store', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < LIMIT + 2; i++)
      expect((await apps[i % 2]!.inject({ url: '/api/health', remoteAddress })).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `req:${remoteAddress}`));
    expect(rows).toEqual([]);
  });
});
