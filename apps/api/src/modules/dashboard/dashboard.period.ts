import { DASHBOARD_PERIOD_DAYS, londonDate } from '@ukgh/domain';

const DAY_MS = 24 * 3600_000;

/** Midnight of `at`'s UK calendar day, as an instant (London is UTC+0 or UTC+1). */
export const startOfLondonDay = (at: Date): Date => {
  const date = londonDate(at);
  const midnightUtc = new Date(`${date}T00:00:00Z`);
  // At 00:00 UTC on that date London reads 00:xx in winter and 01:xx in summer: that hour is the offset.
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/London' }).format(
      midnightUtc,
    ),
  );
  return new Date(midnightUtc.getTime() - londonHour * 3600_000);
};

/** The dashboard's two windows: the last DASHBOARD_PERIOD_DAYS up to `now`, and the same span before it. */
export const dashboardWindows = (now: Date) => {
  const currentFrom = new Date(now.getTime() - DASHBOARD_PERIOD_DAYS * DAY_MS);
  const previousFrom = new Date(currentFrom.getTime() - DASHBOARD_PERIOD_DAYS * DAY_MS);
  return { now, currentFrom, previousFrom, today: startOfLondonDay(now) };
};
export type DashboardWindows = ReturnType<typeof dashboardWindows>;
