import { TIME_ZONE } from '@ukgh/domain';

const amount = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

export const formatGbp = (gbp: number) => `£${amount.format(gbp)}`;
export const formatGhs = (ghs: number) => `GHS ${amount.format(ghs)}`;

const at = (date: Date) => `${day.format(date)}, ${time.format(date)}`;

/** A pickup window in UK time: 'Mon, 30 Nov 2026, 09:00–12:00', or both ends in full across days. */
export const formatWindow = (start: string | null, end: string | null): string | null => {
  if (!start) return null;
  const from = new Date(start);
  if (!end) return `from ${at(from)}`;
  const to = new Date(end);
  return day.format(from) === day.format(to) ? `${at(from)}–${time.format(to)}` : `${at(from)} – ${at(to)}`;
};
