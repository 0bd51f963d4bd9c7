import { randomUUID } from 'node:crypto';
import { BOOKING_FIELD_MESSAGES, MAX_PACKAGE_LINES, SECURITY_MESSAGES } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingPayload, makeBooking, signedIn } from '../../../test/factories.ts';
import { bookings } from '../../db/schema.ts';

const t = await createTestApp();

const create = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/bookings/', headers, payload: payload as object });

describe('Idempotency-Key', () => {
  it('answers 422 when the key is reused with a different body, and makes nothing new', async () => {
    const caller = await signedIn(t);
    const headers = { ...caller.headers, 'idempotency-key': `wizard-${randomUUID()}` };
    const first = await create(bookingPayload(), headers);
    expect(first.statusCode).toBe(201);

    // The same booking again (other key order): the replay of the first.
    const { packages, ...rest } = bookingPayload();
    const replay = await create({ packages, ...rest }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);

    const changed = await create(bookingPayload({ recipient_name: 'Someone Else' }), headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      code: 'unprocessable_entity',
      message: SECURITY_MESSAGES.idempotencyKeyReused,
    });
    const mine = await t.db.select().from(bookings).where(eq(bookings.customerId, caller.user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.recipientName).toBe('Akosua Owusu');
  });
});

describe('the largest booking the schema allows', () => {
  const biggest = {
    description: 'Machinery',
    declared_value: 100_000,
    qty: 100,
    weight_kg: 1000,
    length_cm: 500,
    width_cm: 500,
    height_cm: 500,
    pkg_type: 'BOX' as const,
  };

  it('stores two packages at the maximum (200 items) with their exact price (it overflowed an integer column: 500)', async () => {
    const caller = await signedIn(t);
    const payload = bookingPayload({
      packages: Array.from({ length: 2 }, () => biggest),
      service_level_code: 'EXPRESS',
      insurance_opt_in: true,
    });
    const quote = await t.app.inject({ method: 'POST', url: '/api/v1/quotes/', payload });
    expect(quote.statusCode).toBe(200);
    const res = await create(payload, caller.headers);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(row!.priceQuotePesewas).toBeGreaterThan(2 ** 31);
    expect(res.json().price_quote_gbp).toBeCloseTo(row!.priceQuotePence / 100, 2);
  });
});

describe('at most 50 package lines and 200 items per booking (they bound its labels)', () => {
  const line = (qty: number) => ({ description: 'Books', weight_kg: 1, pkg_type: 'BOX' as const, qty });

  it.each([
    [
      '51 lines',
      Array.from({ length: MAX_PACKAGE_LINES + 1 }, () => line(1)),
      BOOKING_FIELD_MESSAGES.packageLines,
    ],
    ['201 items', [line(100), line(100), line(1)], BOOKING_FIELD_MESSAGES.packageItems],
    [
      '50 lines × 100',
      Array.from({ length: MAX_PACKAGE_LINES }, () => line(100)),
      BOOKING_FIELD_MESSAGES.packageItems,
    ],
  ])(
    'refuses %s on create, edit and quote with 400 on packages, and stores nothing',
    async (_, packages, message) => {
      const caller = await signedIn(t);
      const payload = bookingPayload({ packages });
      const res = await create(payload, caller.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.packages).toEqual([message]);
      expect(await t.db.select().from(bookings).where(eq(bookings.customerId, caller.user.id))).toHaveLength(
        0,
      );
      const quoted = await t.app.inject({ method: 'POST', url: '/api/v1/quotes/', payload: { packages } });
      expect(quoted.statusCode).toBe(400);
      expect(quoted.json().details.packages).toEqual([message]);
      const { booking } = await makeBooking(t.db, caller.user);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/bookings/${booking.id}/`,
        headers: caller.headers,
        payload,
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().details.packages).toEqual([message]);
    },
  );

  it('takes exactly 50 lines of 4 items (200 in all)', async () => {
    const caller = await signedIn(t);
    const res = await create(
      bookingPayload({ packages: Array.from({ length: MAX_PACKAGE_LINES }, () => line(4)) }),
      caller.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
