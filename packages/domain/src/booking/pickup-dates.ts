/**
 * When we collect (DESIGN: the UK pickup run): on the collection days in settings (Monday to Saturday
 * unless an admin changes them), from tomorrow, up to 60 days ahead, counted in UK dates (Europe/London).
 * One rule for the wizard's date picker and the server.
 * Dates are 'YYYY-MM-DD' strings (see dates.ts).
 */

import { TIME_ZONE } from '../constants.ts';
import { addDays, isCalendarDate, londonDate, londonInstant, londonTime, weekdayOf } from '../dates.ts';
import { type BankHoliday, bankHolidayMessage, bankHolidayOn } from './bank-holidays.ts';

export { addDays, isCalendarDate, londonDate, londonInstant, londonTime };

export const PICKUP_MAX_DAYS_AHEAD = 60;

/** Weekdays as `Date.getUTCDay()` numbers them: 0 is Sunday. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Monday to Saturday: the collection days of a new installation. */
export const DEFAULT_COLLECTION_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Monday first, as a UK week is read. */
const weekOrder = (day: number) => (day + 6) % 7;

/** 'Monday to Saturday' for a run of three or more days in a row, else 'Monday, Wednesday and Friday'. */
export const describeCollectionDays = (days: readonly number[]): string => {
  const sorted = [...new Set(days)].sort((a, b) => weekOrder(a) - weekOrder(b));
  const names = sorted.map((d) => WEEKDAY_NAMES[d]!);
  const consecutive = sorted.every((d, i) => i === 0 || weekOrder(d) === weekOrder(sorted[i - 1]!) + 1);
  if (sorted.length === 7) return 'every day';
  if (consecutive && names.length >= 3) return `${names[0]} to ${names.at(-1)}`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
};

export const pickupDateMessage = (days: readonly number[] = DEFAULT_COLLECTION_DAYS): string =>
  `Collections are ${describeCollectionDays(days)}, from tomorrow up to ${PICKUP_MAX_DAYS_AHEAD} days ahead`;
export const PICKUP_DATE_MESSAGE = pickupDateMessage(DEFAULT_COLLECTION_DAYS);

/** The first and last dates a collection may be booked for, as of `now`. */
export const pickupDateRange = (now: Date = new Date()): { first: string; last: string } => {
  const today = londonDate(now);
  return { first: addDays(today, 1), last: addDays(today, PICKUP_MAX_DAYS_AHEAD) };
};

/** Whether collections run on that date's weekday. */
export const isPickupWeekday = (date: string, days: readonly number[] = DEFAULT_COLLECTION_DAYS): boolean =>
  days.includes(weekdayOf(date));

/** Whether a UK date can be booked for a collection, as of `now`: a collection day, not a bank holiday. */
export const isPickupDateAllowed = (
  date: string,
  now: Date = new Date(),
  days: readonly number[] = DEFAULT_COLLECTION_DAYS,
  holidays: readonly BankHoliday[] = [],
): boolean => {
  if (!isCalendarDate(date)) return false;
  const { first, last } = pickupDateRange(now);
  return date >= first && date <= last && isPickupWeekday(date, days) && !bankHolidayOn(date, holidays);
};

/** Whether a requested pickup start (an instant) falls on an allowed UK date. */
export const isPickupStartAllowed = (
  start: Date,
  now: Date = new Date(),
  days: readonly number[] = DEFAULT_COLLECTION_DAYS,
  holidays: readonly BankHoliday[] = [],
): boolean => isPickupDateAllowed(londonDate(start), now, days, holidays);

/**
 * The hours a collection window may span, UK time. The settings hold collection days but no hours; these
 * cover the wizard's slots (08:00 to 19:00) with an hour either side.
 */
export const COLLECTION_HOURS = { from: '07:00', to: '20:00' } as const;

export const PICKUP_WINDOW_MESSAGES = {
  hours: `Collections run from ${COLLECTION_HOURS.from} to ${COLLECTION_HOURS.to} UK time`,
  sameDay: 'The pickup window must start and end on the same day',
  startMissing: 'Choose when the pickup window starts',
} as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
let londonTimeFormat: Intl.DateTimeFormat | undefined;

/** Minutes since midnight of an instant on the UK clock. */
export const londonMinutes = (at: Date): number => {
  londonTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return minutesOf(londonTimeFormat.format(at));
};

type PickupField = 'preferred_pickup_start' | 'preferred_pickup_end';

/**
 * The booking field whose pickup window is refused, with the message; null when it is fine. The window may
 * be left out (spec 000: null if empty), or be a start alone; given, it is on a collection date, on one UK
 * day, not a bank holiday, within COLLECTION_HOURS (that the end comes after the start, the schema checks).
 */
export const pickupDatesIssue = (
  booking: { preferred_pickup_start?: Date | null; preferred_pickup_end?: Date | null },
  days: readonly number[] = DEFAULT_COLLECTION_DAYS,
  now: Date = new Date(),
  holidays: readonly BankHoliday[] = [],
): { field: PickupField; message: string } | null => {
  const start = booking.preferred_pickup_start ?? null;
  const end = booking.preferred_pickup_end ?? null;
  if (end && !start) return { field: 'preferred_pickup_start', message: PICKUP_WINDOW_MESSAGES.startMissing };
  for (const field of ['preferred_pickup_start', 'preferred_pickup_end'] as const) {
    const at = booking[field];
    if (!at) continue;
    const holiday = bankHolidayOn(londonDate(at), holidays);
    if (holiday) return { field, message: bankHolidayMessage(holiday) };
    if (!isPickupStartAllowed(at, now, days)) return { field, message: pickupDateMessage(days) };
  }
  if (!start) return null;
  if (end && londonDate(end) !== londonDate(start))
    return { field: 'preferred_pickup_end', message: PICKUP_WINDOW_MESSAGES.sameDay };
  const [from, to] = [minutesOf(COLLECTION_HOURS.from), minutesOf(COLLECTION_HOURS.to)];
  const startAt = londonMinutes(start);
  if (startAt < from || startAt >= to)
    return { field: 'preferred_pickup_start', message: PICKUP_WINDOW_MESSAGES.hours };
  if (end && londonMinutes(end) > to)
    return { field: 'preferred_pickup_end', message: PICKUP_WINDOW_MESSAGES.hours };
  return null;
};
