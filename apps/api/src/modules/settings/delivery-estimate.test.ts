import { DEFAULT_DELIVERY_ESTIMATE, SETTINGS_AUDIT_ID } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/factories.ts';
import { auditEvents } from '../../db/schema.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');
const put = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/', headers, payload });

describe('the delivery estimate section of Settings', () => {
  it('starts from the documented defaults', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/settings/', headers: admin.headers });
    expect(res.json().delivery_estimate).toEqual(DEFAULT_DELIVERY_ESTIMATE);
  });

  it('is for admins only', async () => {
    const warehouse = await signedIn(t, 'WAREHOUSE');
    expect((await put({ delivery_estimate: DEFAULT_DELIVERY_ESTIMATE }, warehouse.headers)).statusCode).toBe(
      403,
    );
  });

  it('refuses a range the wrong way round or a region left out, with the field named', async () => {
    const backwards = structuredClone(DEFAULT_DELIVERY_ESTIMATE);
    backwards.customs_clearance_days.sea = [5, 2];
    const res = await put({ delivery_estimate: backwards });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['delivery_estimate.customs_clearance_days.sea']);
    const { GR: _gone, ...fewer } = DEFAULT_DELIVERY_ESTIMATE.delivery_days;
    const missing = await put({ delivery_estimate: { ...DEFAULT_DELIVERY_ESTIMATE, delivery_days: fewer } });
    expect(missing.statusCode).toBe(400);
  });

  it('saves a change and audits only what changed', async () => {
    const next = structuredClone(DEFAULT_DELIVERY_ESTIMATE);
    next.customs_clearance_days.sea = [4, 7];
    next.delivery_days.NR = [3, 5];
    const res = await put({ delivery_estimate: next });
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery_estimate).toEqual(next);
    const entries = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'settings.delivery_estimate.update'),
          eq(auditEvents.entityId, SETTINGS_AUDIT_ID),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { clearance_sea: [3, 5], delivery_NR: [4, 6] },
      after: { clearance_sea: [4, 7], delivery_NR: [3, 5] },
    });
  });
});
