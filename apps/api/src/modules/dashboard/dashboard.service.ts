import { SETUP_STEPS } from '@ukgh/domain';
import type { Db } from '../../db/client.ts';
import { savedSettingKeys } from '../settings/settings.repository.ts';
import { dashboardWindows } from './dashboard.period.ts';
import {
  countLiveShipmentsByStatus,
  listAttentionItems,
  readBookingFigures,
  readUserFigures,
  searchDashboardBookings,
} from './dashboard.repository.ts';

export { ATTENTION_PER_KIND, type AttentionRow } from './dashboard.repository.ts';

export const createDashboardService = (db: Db) => ({
  /** The figures of GET /admin/dashboard/: three aggregates, three short lists and the setup steps done, whatever the number of bookings. */
  async overview(now = new Date()) {
    const windows = dashboardWindows(now);
    const [figures, people, stages, attention, saved] = await Promise.all([
      readBookingFigures(db, windows),
      readUserFigures(db, windows),
      countLiveShipmentsByStatus(db),
      listAttentionItems(db),
      savedSettingKeys(db, SETUP_STEPS),
    ]);
    const setup = Object.fromEntries(SETUP_STEPS.map((step) => [step, saved.has(step)])) as Record<
      (typeof SETUP_STEPS)[number],
      boolean
    >;
    return { windows, figures, people, stages, attention, setup };
  },

  /** The search box: the back-office search's one rule (the packages hub's), newest first, a short list. */
  async search(q: string) {
    return searchDashboardBookings(db, q);
  },
});
export type DashboardService = ReturnType<typeof createDashboardService>;
export type DashboardOverview = Awaited<ReturnType<DashboardService['overview']>>;
