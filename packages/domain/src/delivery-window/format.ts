import { monthAndDay, weekdayOf } from '../dates.ts';

/**
 * How a delivery window reads ('Thu 18 – Mon 22 Dec', 'Mon 29 Dec – Fri 2 Jan'). Dates are 'YYYY-MM-DD'
 * calendar dates, read without a time zone, so none can move a day.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const parts = (date: string) => {
  const { month, day } = monthAndDay(date);
  return { weekday: WEEKDAYS[weekdayOf(date)]!, day, month: MONTHS[month - 1]! };
};

/** '2 Dec': how the text saying what a window depends on names a date. */
export const formatDayMonth = (date: string): string => {
  const p = parts(date);
  return `${p.day} ${p.month}`;
};

/** 'Thu 18 Dec'. */
export const formatWeekdayDate = (date: string): string => {
  const p = parts(date);
  return `${p.weekday} ${p.day} ${p.month}`;
};

/** 'Thu 18 – Mon 22 Dec'; across months 'Mon 29 Dec – Fri 2 Jan'; one day 'Thu 18 Dec'. */
export const formatDeliveryWindow = (from: string, to: string): string => {
  if (from === to) return formatWeekdayDate(from);
  const a = parts(from);
  const b = parts(to);
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  const start = sameMonth ? `${a.weekday} ${a.day}` : `${a.weekday} ${a.day} ${a.month}`;
  return `${start} – ${b.weekday} ${b.day} ${b.month}`;
};

/** The line a customer reads: 'Thu 18 – Mon 22 Dec', 'Delivered Thu 18 Dec', or null when there is none. */
export const deliveryWindowText = (
  w: {
    from: string | null;
    to: string | null;
    deliveredOn?: string | null;
    delivered_on?: string | null;
  } | null,
): string | null => {
  const delivered = w?.deliveredOn ?? w?.delivered_on;
  if (delivered) return `Delivered ${formatWeekdayDate(delivered)}`;
  return w?.from && w.to ? formatDeliveryWindow(w.from, w.to) : null;
};
