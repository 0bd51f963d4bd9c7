import {
  addDays,
  COMPANY_DEFAULTS,
  DEFAULT_BANK_HOLIDAYS,
  DEFAULT_RATE_CARD,
  londonDate,
  PICKUP_DATE_MESSAGE,
  pickupDateMessage,
  type Role,
  SETTINGS_AUDIT_ID,
} from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, signedIn } from '../../../test/factories.ts';
import { auditEvents } from '../../db/schema.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');

const standard = DEFAULT_RATE_CARD.service_levels.STANDARD;
const express = DEFAULT_RATE_CARD.service_levels.EXPRESS;
/** The rate card section as Settings sends it: the default card's figures. */
const rateCardInput = () => ({
  service_levels: {
    STANDARD: {
      per_kg: standard.per_kg,
      volumetric_divisor_cm3_per_kg: standard.volumetric_divisor_cm3_per_kg,
      minimum_charge: standard.minimum_charge,
      transit_days: [...standard.transit_days],
      flat_rates: structuredClone(standard.flat_rates),
    },
    EXPRESS: {
      per_kg: express.per_kg,
      volumetric_divisor_cm3_per_kg: express.volumetric_divisor_cm3_per_kg,
      minimum_charge: express.minimum_charge,
      transit_days: [...express.transit_days],
      flat_rates: structuredClone(express.flat_rates),
    },
  },
  insurance: { ...DEFAULT_RATE_CARD.insurance },
});

const companyInput = () => ({
  ...COMPANY_DEFAULTS,
  uk_address: { ...COMPANY_DEFAULTS.uk_address },
  gh_address: { ...COMPANY_DEFAULTS.gh_address },
});

const putSettings = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/', headers, payload });
const putCurrency = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/currency/', headers, payload });
const twentyKgBox = { service_level_code: 'STANDARD', packages: [{ weight_kg: 20, pkg_type: 'BOX' }] };
const postQuote = () => t.app.inject({ method: 'POST', url: '/api/v1/quotes/', payload: twentyKgBox });

const settingsEntries = (action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, SETTINGS_AUDIT_ID)))
    .orderBy(auditEvents.seq);

describe('who may read and change settings', () => {
  const calls = [
    ['GET', '/api/v1/admin/settings/', undefined],
    ['PUT', '/api/v1/admin/settings/', { bank_details: {} }],
    ['GET', '/api/v1/admin/currency/', undefined],
    ['PUT', '/api/v1/admin/currency/', { rate: 16 }],
  ] as const;

  it.each(calls)('%s %s answers 401 without signing in', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload });
    expect(res.statusCode).toBe(401);
  });

  const refused: Role[] = ['CUSTOMER', 'PICKUP', 'WAREHOUSE', 'DELIVERY'];
  it.each(refused)('refuses %s with 403 on every call', async (role) => {
    const { headers } = await signedIn(t, role);
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('GET /admin/settings/', () => {
  it('answers the defaults before anything is saved: company, rate card, no bank details, the default rate', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/settings/', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toEqual(COMPANY_DEFAULTS);
    expect(body.rate_card).toMatchObject(rateCardInput());
    expect(body.rate_card.service_levels.STANDARD.label).toBe('Standard (Ship)');
    expect(body.bank_details).toBeNull();
    expect(body.currency).toEqual({
      base: 'GBP',
      quote: 'GHS',
      rate: DEFAULT_RATE_CARD.gbp_to_ghs,
      set_at: null,
    });
  });
});

describe('PUT /admin/settings/', () => {
  it('refuses bad input with 400 and the field that is wrong', async () => {
    const card = rateCardInput();
    card.service_levels.STANDARD.per_kg = -1;
    card.service_levels.EXPRESS.transit_days = [10, 5];
    const res = await putSettings({ rate_card: card });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      'rate_card.service_levels.STANDARD.per_kg': ['Price per kg must be greater than 0'],
      'rate_card.service_levels.EXPRESS.transit_days': ['The fewest transit days cannot exceed the most'],
    });

    const tooDear = rateCardInput();
    tooDear.service_levels.STANDARD.per_kg = 25_000;
    expect((await putSettings({ rate_card: tooDear })).statusCode).toBe(400);

    const bank = await putSettings({
      bank_details: {
        account_name: 'UKG Ltd',
        bank_name: 'Barclays',
        sort_code: '12345',
        account_number: '123',
      },
    });
    expect(bank.statusCode).toBe(400);
    expect(Object.keys(bank.json().details)).toEqual([
      'bank_details.sort_code',
      'bank_details.account_number',
    ]);

    const company = await putSettings({
      company: {
        ...companyInput(),
        support_email: 'nope',
        uk_address: { line1: 'x', city: 'y', postcode: 'ABC' },
      },
    });
    expect(company.statusCode).toBe(400);
    expect(company.json().details).toMatchObject({
      'company.support_email': ['Support email is invalid'],
      'company.uk_address.postcode': ['Enter a UK postcode'],
    });

    expect((await putSettings({})).statusCode).toBe(400);
  });

  it('saves the company details: the public /company/ answers them, with an audit entry of what changed', async () => {
    const res = await putSettings({
      company: { ...companyInput(), name: 'Accra Express Ltd', facebook_url: 'https://facebook.com/accra' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({ name: 'Accra Express Ltd' });
    const pub = (await t.app.inject({ url: '/api/v1/company/' })).json();
    expect(pub).toMatchObject({ name: 'Accra Express Ltd', facebook_url: 'https://facebook.com/accra' });

    const [entry] = await settingsEntries('settings.company.update');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorRole: 'ADMIN',
      entity: 'settings',
      before: { name: COMPANY_DEFAULTS.name, facebook_url: null },
      after: { name: 'Accra Express Ltd', facebook_url: 'https://facebook.com/accra' },
    });
  });

  it('saves the bank details (sort code as 12-34-56) and writes nothing when nothing changed', async () => {
    const bank = {
      account_name: 'UK Ghana Shipping Ltd',
      bank_name: 'Barclays',
      sort_code: '123456',
      account_number: '12345678',
    };
    const res = await putSettings({ bank_details: bank });
    expect(res.statusCode).toBe(200);
    expect(res.json().bank_details).toEqual({ ...bank, sort_code: '12-34-56' });
    expect(await settingsEntries('settings.bank_details.update')).toHaveLength(1);

    await putSettings({ bank_details: bank });
    expect(await settingsEntries('settings.bank_details.update')).toHaveLength(1);
  });

  it('prices new quotes on a changed rate card; an existing booking keeps its price', async () => {
    const customer = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, customer.user);
    const priceBefore = (await postQuote()).json().price_quote_gbp;

    const card = rateCardInput();
    card.service_levels.STANDARD.per_kg = standard.per_kg * 2;
    const res = await putSettings({ rate_card: card });
    expect(res.statusCode).toBe(200);
    expect(res.json().rate_card.service_levels.STANDARD.per_kg).toBe(standard.per_kg * 2);

    // 20 kg at twice the per-kg price: twice the freight (20 kg is above the minimum charge either way).
    expect((await postQuote()).json().price_quote_gbp).toBe(priceBefore * 2);
    const kept = await t.app.inject({ url: `/api/v1/bookings/${booking.id}/`, headers: customer.headers });
    // The booking is the same 20 kg box, made before the change: it keeps the old price.
    expect(kept.json().price_quote_gbp).toBe(priceBefore);

    const [entry] = await settingsEntries('settings.rate_card.update');
    expect(entry?.before).toMatchObject({ STANDARD: { per_kg: standard.per_kg } });
    expect(entry?.after).toMatchObject({ STANDARD: { per_kg: standard.per_kg * 2, label: standard.label } });
    expect(entry?.after).not.toHaveProperty('EXPRESS');
  });
});

describe('GET and PUT /admin/currency/', () => {
  it('refuses a rate that is not a positive number with 400', async () => {
    for (const rate of [0, -3, 'fifteen', 5000]) expect((await putCurrency({ rate })).statusCode).toBe(400);
    expect((await putCurrency({})).statusCode).toBe(400);
  });

  it('refuses a positive rate too small to store (it rounded to 0 and answered 500) with 400', async () => {
    const res = await putCurrency({ rate: 8.4e-323 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.rate).toEqual(['Rate must be at least 0.000001']);
  });

  it('sets a new rate: new quotes convert at it, the audit trail has before and after', async () => {
    const before = (await postQuote()).json();
    const res = await putCurrency({ rate: 16.25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ base: 'GBP', quote: 'GHS', rate: 16.25 });
    expect(res.json().set_at).toEqual(expect.any(String));
    const read = await t.app.inject({ url: '/api/v1/admin/currency/', headers: admin.headers });
    expect(read.json()).toEqual(res.json());

    const after = (await postQuote()).json();
    expect(after.gbp_to_ghs_rate).toBe(16.25);
    expect(after.price_quote_ghs).toBeCloseTo(before.price_quote_gbp * 16.25, 2);
    expect(after.price_quote_ghs).not.toBe(before.price_quote_ghs);

    const [entry] = await settingsEntries('currency.update');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      before: { gbp_to_ghs: before.gbp_to_ghs_rate },
      after: { gbp_to_ghs: 16.25 },
    });
  });
});

describe('collection days', () => {
  /** The next date, two or more days ahead, falling on that weekday (0 Sunday), at 10:00 UTC. */
  const nextWeekday = (weekday: number) => {
    let date = addDays(londonDate(new Date()), 2);
    while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
    return `${date}T10:00:00.000Z`;
  };
  const book = async (start: string) => {
    const customer = await signedIn(t, 'CUSTOMER');
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/',
      headers: customer.headers,
      payload: bookingPayload({ preferred_pickup_start: start }),
    });
  };

  it('are Monday to Saturday by default, publicly readable', async () => {
    const res = await t.app.inject({ url: '/api/v1/collection-days/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      collection_days: [1, 2, 3, 4, 5, 6],
      bank_holidays: DEFAULT_BANK_HOLIDAYS,
      message: PICKUP_DATE_MESSAGE,
    });
    expect((await book(nextWeekday(0))).statusCode).toBe(400);
  });

  it("start from gov.uk's bank holidays, with 25 and 26 December among them", async () => {
    const dates = (await t.app.inject({ url: '/api/v1/collection-days/' }))
      .json()
      .bank_holidays.map((h: { date: string }) => h.date);
    expect(dates).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-26', '2027-12-25', '2027-12-27']));
  });

  it('an admin edits the bank holidays; the server refuses a pickup on one, naming it', async () => {
    const wednesday = nextWeekday(3);
    const date = wednesday.slice(0, 10);
    const res = await putSettings({ bank_holidays: [{ date, name: 'Office closed' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bank_holidays).toEqual([{ date, name: 'Office closed' }]);
    const refused = await book(wednesday);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.preferred_pickup_start[0]).toBe(
      'No collections on Office closed (a bank holiday): choose another day',
    );
    expect((await putSettings({ bank_holidays: [{ date: '2026-02-30', name: 'Nope' }] })).statusCode).toBe(
      400,
    );
    // Back to the defaults for the tests after this one.
    expect((await putSettings({ bank_holidays: [...DEFAULT_BANK_HOLIDAYS] })).statusCode).toBe(200);
    expect((await book(wednesday)).statusCode).toBe(201);
  });

  it('refuses no day or an unknown weekday with 400', async () => {
    expect((await putSettings({ collection_days: [] })).json().details).toEqual({
      collection_days: ['Choose at least one collection day'],
    });
    expect((await putSettings({ collection_days: [1, 7] })).statusCode).toBe(400);
  });

  it('once changed, bookings follow them on the server, with the days in the message, and the change is audited', async () => {
    const res = await putSettings({ collection_days: [0, 3, 1, 3] });
    expect(res.statusCode).toBe(200);
    expect(res.json().collection_days).toEqual([0, 1, 3]);
    expect((await t.app.inject({ url: '/api/v1/collection-days/' })).json().collection_days).toEqual([
      0, 1, 3,
    ]);

    expect((await book(nextWeekday(0))).statusCode).toBe(201);
    const tuesday = await book(nextWeekday(2));
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().details).toEqual({ preferred_pickup_start: [pickupDateMessage([0, 1, 3])] });

    const [entry] = await settingsEntries('settings.collection_days.update');
    expect(entry).toMatchObject({ before: { days: [1, 2, 3, 4, 5, 6] }, after: { days: [0, 1, 3] } });
  });
});
