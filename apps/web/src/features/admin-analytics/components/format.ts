import { LOCALE } from '@ukgh/domain';

/** A bucket's label: '23 Nov' for a day, 'Nov 2026' for a month (the date is already London's). */
export const bucketLabel = (date: string, bucket: 'day' | 'month') =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    ...(bucket === 'day' ? { day: 'numeric', month: 'short' } : { month: 'short', year: 'numeric' }),
  }).format(new Date(`${date}T00:00:00Z`));

export const formatHours = (hours: number | null) => (hours === null ? '—' : `${hours} h`);
