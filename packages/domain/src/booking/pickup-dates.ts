/**
 * When we collect (DESIGN: the UK pickup run): Monday to Saturday, from tomorrow, up to 60 days ahead,
 * counted in UK dates (Europe/London). One rule for the wizard's date picker and the server.
 * Dates are 'YYYY-MM-DD' strings; calendar arithmetic is done at UTC noon so no clock change can move a day.
 */
export const PICKUP_MAX_DAYS_AHEAD = 60;
export const PICKUP_DATE_MESSAGE = 'Collections are Monday to Saturday, from tomorrow up to 60 days ahead';

const UK_TIME_ZONE = 'Europe/London';
const londonDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar date of an instant, 'YYYY-MM-DD'. */
export const londonDate = (at: Date): string => londonDateFormat.format(at);

const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

export const addDays = (date: string, days: number): string => {
  const d = noonUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The first and last dates a collection may be booked for, as of `now`. */
export const pickupDateRange = (now: Date = new Date()): { first: string; last: string } => {
  const today = londonDate(now);
  return { first: addDays(today, 1), last: addDays(today, PICKUP_MAX_DAYS_AHEAD) };
};

/** Sundays are not collection days. */
export const isPickupWeekday = (date: string): boolean => noonUtc(date).getUTCDay() !== 0;

/** Whether a UK date can be booked for a collection, as of `now`. */
export const isPickupDateAllowed = (date: string, now: Date = new Date()): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(noonUtc(date).getTime())) return false;
  const { first, last } = pickupDateRange(now);
  return date >= first && date <= last && isPickupWeekday(date);
};

/** Whether a requested pickup start (an instant) falls on an allowed UK date. */
export const isPickupStartAllowed = (start: Date, now: Date = new Date()): boolean =>
  isPickupDateAllowed(londonDate(start), now);
