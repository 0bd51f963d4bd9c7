import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, londonInstant, londonTime, utcDate, weekdayOf } from './dates.ts';

describe('dates', () => {
  it('add days across month ends, year ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-10', 60)).toBe('2026-05-09');
  });

  it('add whole days over the clock changes, whatever the process time zone', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('name the weekday, Sunday as 0', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-03-10')).toBe(2);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });

  it('accept only dates that exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });

  it("give an instant's UTC date on either side of midnight", () => {
    expect(utcDate(new Date('2026-03-29T00:00:00.000Z'))).toBe('2026-03-29');
    expect(utcDate(new Date('2026-03-28T23:59:59.999Z'))).toBe('2026-03-28');
  });

  it('read a UK wall-clock time as its instant, in GMT and in British Summer Time', () => {
    expect(londonInstant('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(londonInstant('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    // The days the clocks change: after 01:00 GMT on the last Sunday of March, and back in October.
    expect(londonInstant('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(londonInstant('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });

  it("give an instant's UK wall-clock time on the 24-hour clock", () => {
    expect(londonTime(new Date('2026-07-15T15:30:00.000Z'))).toBe('16:30');
    expect(londonTime(new Date('2026-01-15T00:05:00.000Z'))).toBe('00:05');
  });
});
