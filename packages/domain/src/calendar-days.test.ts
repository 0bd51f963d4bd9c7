import { describe, expect, it } from 'vitest';
import { calendarDay, dateOfDay, dayNumber, utcDate } from './calendar-days.ts';

const DAY_MS = 86_400_000;
// Every day from 1900-01-01 (day -25,567) to 2199-12-31, across leap years, centuries and 2000's leap day.
const FIRST = Date.UTC(1900, 0, 1) / DAY_MS;
const LAST = Date.UTC(2199, 11, 31) / DAY_MS;

describe('calendar days', () => {
  it('agree with Date on every day of three centuries', () => {
    const wrong: string[] = [];
    for (let n = FIRST; n <= LAST; n++) {
      const at = new Date(n * DAY_MS);
      const date = at.toISOString().slice(0, 10);
      const day = calendarDay(n);
      if (
        dateOfDay(n) !== date ||
        dayNumber(date) !== n ||
        day.weekday !== at.getUTCDay() ||
        day.month !== at.getUTCMonth() + 1 ||
        day.day !== at.getUTCDate()
      ) {
        wrong.push(date);
      }
    }
    expect(wrong).toEqual([]);
    expect(LAST - FIRST + 1).toBe(109_573);
  });

  it('read the leap days and the ends of months', () => {
    expect(dateOfDay(dayNumber('2028-02-28') + 1)).toBe('2028-02-29');
    expect(dateOfDay(dayNumber('2100-02-28') + 1)).toBe('2100-03-01');
    expect(dateOfDay(dayNumber('2000-02-28') + 1)).toBe('2000-02-29');
    expect(dateOfDay(dayNumber('2026-12-31') + 1)).toBe('2027-01-01');
    expect(calendarDay(dayNumber('2026-11-29'))).toEqual({ year: 2026, month: 11, day: 29, weekday: 0 });
  });

  it("give an instant's UTC date, the same on either side of midnight as Date does", () => {
    expect(utcDate(new Date('2026-03-29T00:00:00.000Z'))).toBe('2026-03-29');
    expect(utcDate(new Date('2026-03-28T23:59:59.999Z'))).toBe('2026-03-28');
    expect(utcDate(new Date('1969-12-31T23:59:59.999Z'))).toBe('1969-12-31');
    expect(utcDate(new Date('1969-12-31T00:00:00.000Z'))).toBe('1969-12-31');
  });
});
