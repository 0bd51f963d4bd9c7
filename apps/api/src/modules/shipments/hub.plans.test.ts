import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { confirmBooking, makeBooking, makeUser } from '../../../test/factories.ts';
import { explainHubCase, hubPlanCases, wholeTableScans } from './hub.plans.ts';

const t = await createTestApp();

/**
 * With sequential scans priced out (enable_seqscan off), the planner still picks one when no index can answer
 * a condition; so a plan without "Seq Scan on bookings/shipments" proves every filter, sort and search of the
 * hub has an index path. The same cases on 200,000 bookings with normal costs: `npm run bench:hub -w apps/api`.
 */
describe('packages hub query plans', () => {
  let tracking = '';
  beforeAll(async () => {
    const customer = await makeUser(t.db, { firstName: 'Adwoa', lastName: 'Sarpong' });
    const { booking } = await makeBooking(t.db, customer);
    tracking = (await confirmBooking(t.db, booking.id, { events: [{ status: 'at_warehouse' }] }))
      .trackingNumber;
    await t.db.execute(sql`analyze`);
  });

  it('reads bookings and shipments through indexes for every page, filter, search and count', async () => {
    const cases = hubPlanCases({ word: 'oxford', tracking: tracking.slice(4, 11), customer: 'sarpong' });
    const scans: Record<string, string[]> = {};
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [name, planCase] of Object.entries(cases)) {
        const found = wholeTableScans(await explainHubCase(tx, planCase));
        if (found.length) scans[name] = found;
      }
    });
    expect(scans).toEqual({});
  });
});
