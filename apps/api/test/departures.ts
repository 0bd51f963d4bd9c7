import type { DepartureMode, DepartureState } from '@ukgh/domain';
import type { Db } from '../src/db/client.ts';
import { departures } from '../src/db/schema.ts';
import { invalidateAllTracking } from '../src/modules/tracking/tracking.cache.ts';

const DAY = 24 * 3600_000;

/** A departure standing in `state` (default loading, cut-off tomorrow, sailing in two days, arriving in 20). */
export const makeDeparture = async (
  db: Db,
  options: { mode?: DepartureMode; state?: DepartureState; cutOffAt?: Date; containerOrAwb?: string } = {},
) => {
  const now = Date.now();
  const cutOffAt = options.cutOffAt ?? new Date(now + DAY);
  const mode = options.mode ?? 'sea';
  const [row] = await db
    .insert(departures)
    .values({
      mode,
      carrier: mode === 'sea' ? 'MSC' : 'British Airways',
      vesselOrFlight: mode === 'sea' ? 'MSC ABIDJAN' : 'BA 081',
      containerOrAwb: options.containerOrAwb ?? (mode === 'sea' ? 'MSCU1234567' : '125-12345675'),
      cutOffAt,
      etd: new Date(Math.max(cutOffAt.getTime(), now) + DAY),
      eta: new Date(Math.max(cutOffAt.getTime(), now) + 20 * DAY),
      state: options.state ?? 'loading',
    })
    .returning();
  // As the app's own writes do: every process forgets what the tracker's windows read (this one at once).
  await invalidateAllTracking(db);
  return row!;
};
