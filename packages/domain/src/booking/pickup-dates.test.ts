import { describe, expect, it } from 'vitest';
import { bookingSubmitSchema } from '../schemas/booking.ts';
import {
  describeCollectionDays,
  isPickupDateAllowed,
  isPickupStartAllowed,
  londonDate,
  PICKUP_DATE_MESSAGE,
  pickupDateMessage,
  pickupDateRange,
  pickupDatesIssue,
} from './pickup-dates.ts';

// Tuesday 10 March 2026, midday in London.
const now = new Date('2026-03-10T12:00:00Z');

describe('pickup dates', () => {
  it('run from tomorrow to 60 days ahead, in UK dates', () => {
    expect(pickupDateRange(now)).toEqual({ first: '2026-03-11', last: '2026-05-09' });
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(pickupDateRange(new Date('2026-06-30T23:30:00Z')).first).toBe('2026-07-02');
  });

  it('gives each instant its UK date across the clock changes', () => {
    // The clocks go forward at 01:00 UTC on 29 March and back at 01:00 UTC on 25 October 2026.
    expect(londonDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(londonDate(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(londonDate(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(londonDate(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it.each([
    ['2026-03-10', false], // today
    ['2026-03-09', false], // past
    ['2026-03-11', true], // tomorrow, a Wednesday
    ['2026-03-14', true], // Saturday
    ['2026-03-15', false], // Sunday
    ['2026-05-09', true], // the 60th day, a Saturday
    ['2026-05-11', false], // beyond 60 days
    ['not a date', false],
    ['2026-02-30', false], // no such day
  ])('%s → %j', (date, allowed) => expect(isPickupDateAllowed(date, now)).toBe(allowed));

  it('reads an instant by its London date', () => {
    // 00:30 BST on Monday 13 July is still Sunday 12 July in UTC: a Monday collection.
    expect(isPickupStartAllowed(new Date('2026-07-12T23:30:00Z'), new Date('2026-07-01T12:00:00Z'))).toBe(
      true,
    );
    expect(isPickupStartAllowed(new Date('2026-07-12T08:00:00Z'), new Date('2026-07-01T12:00:00Z'))).toBe(
      false,
    );
  });
});

describe('configured collection days', () => {
  const monWedFri = [1, 3, 5];
  it.each([
    ['2026-03-11', true], // Wednesday
    ['2026-03-12', false], // Thursday
    ['2026-03-14', false], // Saturday
  ])('Monday, Wednesday and Friday: %s → %j', (date, allowed) =>
    expect(isPickupDateAllowed(date, now, monWedFri)).toBe(allowed),
  );

  it('lets Sunday in once it is a collection day', () => {
    expect(isPickupDateAllowed('2026-03-15', now, [0, 1, 2, 3, 4, 5, 6])).toBe(true);
  });

  it.each<[number[], string]>([
    [[1, 2, 3, 4, 5, 6], 'Monday to Saturday'],
    [[5, 1, 3], 'Monday, Wednesday and Friday'],
    [[6, 0], 'Saturday and Sunday'],
    [[2], 'Tuesday'],
    [[0, 1, 2, 3, 4, 5, 6], 'every day'],
  ])('%j reads %s', (days, text) => expect(describeCollectionDays(days)).toBe(text));

  it('says which days in the message; the default message is unchanged', () => {
    expect(PICKUP_DATE_MESSAGE).toBe('Collections are Monday to Saturday, from tomorrow up to 60 days ahead');
    expect(
      pickupDatesIssue({ preferred_pickup_start: new Date('2026-03-12T09:00:00Z') }, monWedFri, now),
    ).toEqual({
      field: 'preferred_pickup_start',
      message: pickupDateMessage(monWedFri),
    });
    expect(pickupDateMessage(monWedFri)).toBe(
      'Collections are Monday, Wednesday and Friday, from tomorrow up to 60 days ahead',
    );
  });
});

describe('bookingSubmitSchema', () => {
  const booking = {
    sender_name: 'Kofi Mensah',
    sender_email: 'kofi@example.com',
    sender_address: { line1: '1 High St', city: 'London', postcode: 'E1 6AN' },
    recipient_name: 'Ama Mensah',
    recipient_phone: '0241234567',
    recipient_address: { line1: '5 Palm Ave', city: 'Accra' },
    gh_region_code: 'GR',
    packages: [{ description: 'Clothes', weight_kg: 5, pkg_type: 'BOX' }],
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  const nextWeekday = (from: number, wantSunday: boolean) => {
    for (let i = from; ; i++) if ((day(i).getUTCDay() === 0) === wantSunday) return day(i);
  };

  it('refuses a pickup in the past, on a Sunday or too far ahead, with one clear message', () => {
    for (const at of [day(-1), nextWeekday(2, true), day(70)]) {
      const start = new Date(at);
      start.setUTCHours(10, 0, 0, 0);
      const result = bookingSubmitSchema.safeParse({
        ...booking,
        preferred_pickup_start: start.toISOString(),
      });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['preferred_pickup_start', PICKUP_DATE_MESSAGE],
      ]);
    }
  });

  it('accepts a weekday collection next week, and no date at all', () => {
    const start = nextWeekday(3, false);
    start.setUTCHours(10, 0, 0, 0);
    expect(
      bookingSubmitSchema.safeParse({ ...booking, preferred_pickup_start: start.toISOString() }).success,
    ).toBe(true);
    expect(bookingSubmitSchema.safeParse(booking).success).toBe(true);
  });
});
