import { describe, expect, it } from 'vitest';
import { bookingSubmitSchema } from '../schemas/booking.ts';
import { DEFAULT_BANK_HOLIDAYS } from './bank-holidays.ts';
import {
  COLLECTION_HOURS,
  DEFAULT_COLLECTION_DAYS,
  describeCollectionDays,
  isPickupDateAllowed,
  isPickupStartAllowed,
  londonDate,
  PICKUP_DATE_MESSAGE,
  PICKUP_WINDOW_MESSAGES,
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

describe('the pickup window', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  /** An instant of Wednesday 3 June 2026 on the UK clock (BST, UTC+1), or of `date`. */
  const uk = (hhmm: string, date = '2026-06-03') => new Date(`${date}T${hhmm}:00+01:00`);
  const issue = (start: Date | null, end: Date | null) =>
    pickupDatesIssue({ preferred_pickup_start: start, preferred_pickup_end: end }, undefined, now);

  it('may be left out, or be a start alone, or a window inside the collection hours', () => {
    expect(issue(null, null)).toBeNull();
    expect(issue(uk('09:00'), null)).toBeNull();
    expect(issue(uk(COLLECTION_HOURS.from), uk(COLLECTION_HOURS.to))).toBeNull();
    expect(issue(uk('08:00'), uk('12:00'))).toBeNull();
  });

  it('refuses an end without a start, a window over two days, and hours outside the collection hours', () => {
    expect(issue(null, uk('12:00'))).toEqual({
      field: 'preferred_pickup_start',
      message: PICKUP_WINDOW_MESSAGES.startMissing,
    });
    // The probe's window: forty days long.
    expect(issue(uk('08:00'), uk('12:00', '2026-07-13'))).toEqual({
      field: 'preferred_pickup_end',
      message: PICKUP_WINDOW_MESSAGES.sameDay,
    });
    expect(issue(uk('06:59'), uk('12:00'))).toEqual({
      field: 'preferred_pickup_start',
      message: PICKUP_WINDOW_MESSAGES.hours,
    });
    expect(issue(uk('20:00'), null)?.message).toBe(PICKUP_WINDOW_MESSAGES.hours);
    expect(issue(uk('16:00'), uk('20:01'))).toEqual({
      field: 'preferred_pickup_end',
      message: PICKUP_WINDOW_MESSAGES.hours,
    });
  });

  it('reads the hours on the UK clock in winter too (GMT)', () => {
    const winter = new Date('2026-12-01T10:00:00Z');
    const gmt = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00Z`);
    const check = (start: Date) => pickupDatesIssue({ preferred_pickup_start: start }, undefined, winter);
    expect(check(gmt('07:00'))).toBeNull();
    expect(check(gmt('06:30'))?.message).toBe(PICKUP_WINDOW_MESSAGES.hours);
  });
});

describe('bank holidays', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('no collections on one: the date is refused, naming the holiday', () => {
    expect(isPickupDateAllowed('2026-12-25', now, DEFAULT_COLLECTION_DAYS, DEFAULT_BANK_HOLIDAYS)).toBe(
      false,
    );
    expect(isPickupDateAllowed('2026-12-26', now, DEFAULT_COLLECTION_DAYS, DEFAULT_BANK_HOLIDAYS)).toBe(
      false,
    );
    expect(isPickupDateAllowed('2026-12-24', now, DEFAULT_COLLECTION_DAYS, DEFAULT_BANK_HOLIDAYS)).toBe(true);
    const issue = pickupDatesIssue(
      { preferred_pickup_start: new Date('2026-12-25T10:00:00Z') },
      DEFAULT_COLLECTION_DAYS,
      now,
      DEFAULT_BANK_HOLIDAYS,
    );
    expect(issue).toEqual({
      field: 'preferred_pickup_start',
      message: 'No collections on Christmas Day (a bank holiday): choose another day',
    });
  });
});
