import { lazyDateTimeFormat } from './lazy-intl.ts';

// The service is run from London: customers and staff read times in UK time whatever their device says.
const TIME_ZONE = 'Europe/London';
const LOCALE = 'en-GB';

const dateFormat = lazyDateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = lazyDateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const monthYearFormat = lazyDateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 5 Mar 2025 */
export const formatDate = (value: string | number | Date | null | undefined, fallback = '—'): string => {
  const date = toDate(value);
  return date ? dateFormat(date) : fallback;
};

/** 5 Mar 2025, 14:30 */
export const formatDateTime = (value: string | number | Date | null | undefined, fallback = '—'): string => {
  const date = toDate(value);
  return date ? dateTimeFormat(date) : fallback;
};

/** March 2025 */
export const formatMonthYear = (value: string | number | Date | null | undefined, fallback = '—'): string => {
  const date = toDate(value);
  return date ? monthYearFormat(date) : fallback;
};
