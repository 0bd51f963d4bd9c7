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

  it('has no social links until they are set, then only web addresses', async () => {
    expect(COMPANY_DEFAULTS).toMatchObject({
      facebook_url: null,
      instagram_url: null,
      x_url: null,
      whatsapp_url: null,
    });
    const value = {
      facebook_url: 'https://www.facebook.com/ukghanashipping',
      whatsapp_url: 'https://wa.me/442079460321',
      x_url: 'javascript:alert(1)',
      instagram_url: '   ',
    };
    // The test before stored a 'company' row already.
    await t.db.insert(settings).values({ key: 'company', value }).onConflictDoUpdate({
      target: settings.key,
      set: { value },
    });
    const body = (await t.app.inject({ url: '/api/v1/company/' })).json();
    expect(body).toMatchObject({
      facebook_url: 'https://www.facebook.com/ukghanashipping',
      whatsapp_url: 'https://wa.me/442079460321',
      x_url: null,
      instagram_url: null,
    });
  });
});
