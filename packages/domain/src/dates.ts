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
