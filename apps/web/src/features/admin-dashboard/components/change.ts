import type { PeriodChange } from '@ukgh/domain';

/** The change in whole percent, or null when there is nothing to compare with (previous is 0). */
export const percentChange = ({ current, previous }: PeriodChange): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 100);

/** '+25%', '-10%', '0%', or '—' when the previous window had none. */
export const changeText = (change: PeriodChange): string => {
  const pct = percentChange(change);
  if (pct === null) return '—';
  return `${pct > 0 ? '+' : ''}${pct}%`;
};
