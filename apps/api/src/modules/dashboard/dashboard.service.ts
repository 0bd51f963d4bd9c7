import { SETUP_STEPS, toE164 } from '@ukgh/domain';
import type { Db } from '../../db/client.ts';
import { savedSettingKeys } from '../settings/settings.repository.ts';
import { dashboardWindows } from './dashboard.period.ts';
import {
  countLiveShipmentsByStatus,
  escapeLike,
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

  /**
   * The search box: a booking by code, tracking number, customer name (the account's or the sender's) or
   * phone (typed in any form libphonenumber reads, matched on E.164), newest first, a short list.
   */
  async search(q: string) {
    const term = `%${escapeLike(q)}%`;
    const phone = toE164(q);
    const digits = q.replace(/\D/g, '');
    const fragment = !phone && digits.length >= 4 && /^[\d\s()+-]+$/.test(q) ? digits : null;
    return searchDashboardBookings(db, term, phone ?? null, fragment);
  },
});
export type DashboardService = ReturnType<typeof createDashboardService>;
export type DashboardOverview = Awaited<ReturnType<DashboardService['overview']>>;
