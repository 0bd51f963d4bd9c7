import { COMPANY_DEFAULTS } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { settings } from '../../db/schema.ts';

const t = await createTestApp();

describe('GET /company/', () => {
  it('answers the default company details without signing in', async () => {
    const res = await t.app.inject({ url: '/api/v1/company/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(COMPANY_DEFAULTS);
  });

  it('follows the settings, fills fields never set from the defaults and shows nothing else', async () => {
    await t.db.insert(settings).values({
      key: 'company',
      value: {
        support_email: 'help@example.com',
        uk_address: { line1: '1 New Road' },
        bank_account: '12345678',
      },
    });
    const body = (await t.app.inject({ url: '/api/v1/company/' })).json();
    expect(body).toMatchObject({
      name: COMPANY_DEFAULTS.name,
      support_email: 'help@example.com',
      locations: 'London, UK & Accra, Ghana',
      uk_address: { line1: '1 New Road', city: 'London', postcode: 'E16 2QA', country: 'GB' },
    });
    expect(body).not.toHaveProperty('bank_account');
  });
});
