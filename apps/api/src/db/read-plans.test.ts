import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { bearer, loginAs, makeBooking, makeUser } from '../../test/factories.ts';

/**
 * Every statement the hot read calls run (the public tracker, a customer's lists, the admin list with searches,
 * a status, a later page and its capped counters, the packages hub with filters, searches and a later page) is
 * caught as the app sends it and EXPLAINed with sequential scans priced out: the planner then still picks one only when no index can answer,
 * so a plan without "Seq Scan on bookings/shipments/travel_events/tracking_views" proves each has an index path. The real
 * times at scale: `npm run bench` (and `npm run bench:hub -w apps/api` for the hub's plans).
 */
const statements: { query: string; params: unknown[] }[] = [];
let capturing = false;
const t = await createTestApp({
  env: { RATE_LIMITS: 'off', TRACKING_CACHE: 'off' },
  queryLog: (query, params) => {
    if (capturing) statements.push({ query, params });
  },
});

/** The statement with its parameters bound again (drizzle numbers them afresh). */
const bound = (query: string, params: unknown[]): SQL => {
  const parts = query.split(/\$(\d+)/);
  // sql.param: an array stays one parameter (`= any($1)`) instead of becoming a list.
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${sql.param(params[Number(part) - 1])}` : sql.raw(part))),
  );
};

const SCANNED = /Seq Scan on (bookings|shipments|travel_events|tracking_views)\b/;

const scansOf = async (url: string, headers: Record<string, string> = {}) => {
  statements.length = 0;
  capturing = true;
  const res = await t.app.inject({ url, headers });
  capturing = false;
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.query));
  expect(reads.length).toBeGreaterThan(0);
  const found: string[] = [];
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const { query, params } of reads) {
      const result = await tx.execute(sql`explain ${bound(query, params)}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
        string,
        string
      >[];
      for (const line of rows.map((row) => Object.values(row)[0] ?? ''))
        if (SCANNED.test(line)) found.push(`${line.trim()} in: ${query.slice(0, 160)}`);
    }
  });
  return found;
};

describe('query plans of the hot read calls', () => {
  let customer: Record<string, string> = {};
  let admin: Record<string, string> = {};
  let tracking = '';
  beforeAll(async () => {
    const owner = await makeUser(t.db, {
      firstName: 'Adwoa',
      lastName: 'Sarpong',
      email: 'adwoa@example.com',
    });
    await makeUser(t.db, { role: 'ADMIN', email: 'plans.admin@example.com' });
    await makeBooking(t.db, owner);
    await makeBooking(t.db, owner);
    tracking = (await makeBooking(t.db, owner, { status: 'CONFIRMED', events: [{ status: 'in_transit' }] }))
      .trackingNumber!;
    await makeBooking(t.db, owner, { status: 'CONFIRMED', events: [{ status: 'at_warehouse' }] });
    await t.db.execute(sql`analyze`);
    customer = bearer(await loginAs(t, 'adwoa@example.com'));
    admin = bearer(await loginAs(t, 'plans.admin@example.com'));
  });

  it('looks a tracking number up through indexes', async () => {
    expect(await scansOf(`/api/v1/shipments/track/${tracking}/`)).toEqual([]);
  });

  /** The `next` link of the list's first one-row page: a keyset page (cursor) deeper in. */
  const laterPage = async (url: string, headers: Record<string, string>) => {
    const next = (await t.app.inject({ url, headers })).json().next as string | null;
    expect(next).toContain('cursor=');
    return next!.replace(/^https?:\/\/[^/]+/, '');
  };

  it("reads a customer's lists (searches, a later page, the capped count) through indexes", async () => {
    expect(await scansOf('/api/v1/bookings/?page_size=20', customer)).toEqual([]);
    expect(await scansOf('/api/v1/bookings/?page_size=20&search=oxford', customer)).toEqual([]);
    expect(await scansOf('/api/v1/bookings/?tab=shipments&search=a', customer)).toEqual([]);
    expect(await scansOf(await laterPage('/api/v1/bookings/?page_size=1', customer), customer)).toEqual([]);
  });

  it('reads the admin bookings list (search, status, a broad term, a later page, counters) through indexes', async () => {
    expect(await scansOf('/api/v1/admin/bookings/?search=sarpong&status=PENDING', admin)).toEqual([]);
    // A broad term (every booking code holds "BK"): the page, its capped count and the counters.
    expect(await scansOf('/api/v1/admin/bookings/?search=bk', admin)).toEqual([]);
    expect(await scansOf('/api/v1/admin/bookings/?status=CONFIRMED', admin)).toEqual([]);
    expect(await scansOf(await laterPage('/api/v1/admin/bookings/?page_size=1', admin), admin)).toEqual([]);
    expect(
      await scansOf(await laterPage('/api/v1/admin/bookings/?page_size=1&search=sarpong', admin), admin),
    ).toEqual([]);
  });

  it("writes the card query's lateral limits in its text, so PostgreSQL can keep one plan for it", async () => {
    statements.length = 0;
    capturing = true;
    await t.app.inject({ url: '/api/v1/shipments/?page_size=20', headers: admin });
    capturing = false;
    const cards = statements.filter((s) => /left join lateral/i.test(s.query));
    expect(cards).toHaveLength(1);
    // `limit $n` makes the generic plan price each lateral as reading a tenth of the events: planned afresh
    // on every call (bookings.repository.ts, LIMIT_ONE).
    expect(cards[0]!.query).toMatch(/\blimit 1\b/);
    expect(cards[0]!.query).not.toMatch(/\blimit \$\d/);
  });

  it('reads the packages hub (filters, searches, a later page) through indexes', async () => {
    expect(await scansOf(`/api/v1/shipments/?search=${tracking.slice(5, 12)}`, admin)).toEqual([]);
    expect(await scansOf('/api/v1/shipments/?search=sarpong&status=in_transit&agent=pickup', admin)).toEqual(
      [],
    );
    const first = await t.app.inject({ url: '/api/v1/shipments/?page_size=1&status=all', headers: admin });
    const next = first.json().next as string | null;
    expect(next).toContain('cursor=');
    expect(await scansOf(next!.replace(/^https?:\/\/[^/]+/, ''), admin)).toEqual([]);
  });
});
