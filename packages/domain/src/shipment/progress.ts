import { normalizeShipmentStatus, progressPercent, SHIPMENT_STATUSES } from './statuses.ts';
import { isExceptionLast, latestEntry, specialEventOf, type TravelHistoryEntry } from './travel-history.ts';
import { travelStageOf } from './travel-stages.ts';

export interface ProgressInput {
  /** The shipment's status, in any spelling we accept. */
  status?: string | null;
  /** The travel history, when the screen has it. */
  history?: readonly TravelHistoryEntry[] | null;
  /** The server's own verdict on "the last event is an exception", when the screen has no history. */
  exception?: boolean | null;
  /** The last route stage the goods reached, when the screen has no history (lists: the server sends it). */
  reached?: string | null;
}

export interface ProgressBar {
  percent: number;
  /** Draw it red with 'Exception occurred' (spec 000 §4). */
  exception: boolean;
}

/** A history entry that is a real stage of the route (not an exception or consolidation note). */
const isRouteStage = (entry: TravelHistoryEntry) =>
  !specialEventOf(entry) && travelStageOf(entry.status) !== null;

/** Every stored spelling (lower case) of a real route stage, for the server's query of `last_stage_status`. */
export const ROUTE_STAGE_SPELLINGS: readonly string[] = [
  ...SHIPMENT_STATUSES,
  'booked',
  'at_uk_warehouse',
  'at_gh_warehouse',
].filter((status) => isRouteStage({ status }));

/** The status of the last real route stage in a history (what the server sends lists as `last_stage_status`). */
export const lastStageStatus = (history: readonly TravelHistoryEntry[] | null | undefined): string | null =>
  latestEntry((history ?? []).filter(isRouteStage))?.status ?? null;

/**
 * What every progress bar draws (My Shipments cards, dashboard, booking details, /track): ONE rule.
 * The percentage is the spec's for the status (spec 000 §4). Two statuses of ours that the spec's
 * table does not name sit on a route stage and take its figure rather than 0: pickup_assigned is
 * "Confirmed and Assigned" (22) and consolidated happens in the UK warehouse (44).
 * An exception is not a place on the route: the bar shows the progress of the last real stage the
 * goods reached (from the history, or `reached` when the screen has none), drawn red with
 * 'Exception occurred' — never an empty bar that looks as if nothing had happened.
 */
export const shipmentProgress = ({ status, history, exception, reached }: ProgressInput): ProgressBar => {
  const isException = normalizeShipmentStatus(status) === 'exception';
  const flagged = Boolean(exception) || isExceptionLast(history) || isException;
  let percent = progressPercent(status);
  if (percent === 0) {
    const stage = isException ? travelStageOf(lastStageStatus(history) ?? reached) : travelStageOf(status);
    percent = stage ? progressPercent(stage) : 0;
  }
  return { percent, exception: flagged };
};
