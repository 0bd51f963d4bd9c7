/**
 * Calendar dates are 'YYYY-MM-DD' strings. Arithmetic and weekdays are worked out on UTC midnights with plain
 * `Date`, where no clock change can move a day; the date of an instant in a time zone comes from `Intl`.
 * The domain package has no dependencies, so it uses these rather than a date library.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const utcMidnight = (date: string): Date => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
};

/** The UTC calendar date of an instant (Ghana's too: it keeps GMT all year). */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);

/** The date `days` after (or, when negative, before) `date`. */
export const addDays = (date: string, days: number): string => {
  const at = utcMidnight(date);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDate(at);
};

/** The weekday of a date, as `Date.getUTCDay()` numbers them: 0 is Sunday. */
export const weekdayOf = (date: string): number => utcMidnight(date).getUTCDay();

/** The month (1 to 12) and day of the month of a date. */
export const monthAndDay = (date: string): { month: number; day: number } => ({
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/** Whether text is a 'YYYY-MM-DD' date that exists (not '2026-02-30'). */
export const isCalendarDate = (text: string): boolean => DATE_PATTERN.test(text) && addDays(text, 0) === text;

// Made on first use rather than on import: a browser page's first Intl object loads locale data, which a page
// that imports the booking schema but never asks for a date should not wait for.
let londonFormat: Intl.DateTimeFormat | undefined;

/** The UK calendar date of an instant (Europe/London, so British Summer Time is counted). */
export const londonDate = (at: Date): string => {
  londonFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return londonFormat.format(at);
};

let londonClockFormat: Intl.DateTimeFormat | undefined;

/** An instant's UK calendar fields, on the 24-hour clock. */
const londonFields = (at: Date) => {
  londonClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = Object.fromEntries(londonClockFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
};

/** The UK wall-clock time of an instant, 'HH:mm'. */
export const londonTime = (at: Date): string => {
  const { hour, minute } = londonFields(at);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/**
 * The instant of a UK date and wall-clock time ('YYYY-MM-DD', 'HH:mm'): the time read as UTC, moved back by
 * London's offset from UTC at that moment (an hour in British Summer Time).
 */
export const londonInstant = (date: string, time: string): Date => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const f = londonFields(new Date(asUtc));
  const offset = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) - asUtc;
  return new Date(asUtc - offset);
};
