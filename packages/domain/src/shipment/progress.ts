import { normalizeShipmentStatus, progressPercent } from './statuses.ts';
import { isExceptionLast, latestEntry, specialEventOf, type TravelHistoryEntry } from './travel-history.ts';
import { travelStageOf } from './travel-stages.ts';

export interface ProgressInput {
  /** The shipment's status, in any spelling we accept. */
  status?: string | null;
  /** The travel history, when the screen has it. */
  history?: readonly TravelHistoryEntry[] | null;
  /** The server's own verdict on "the last event is an exception", when the screen has no history. */
  exception?: boolean | null;
}

export interface ProgressBar {
  percent: number;
  /** Draw it red with 'Exception occurred' (spec 000 §4). */
  exception: boolean;
}

/**
 * What a progress bar draws. The percentage is the spec's for the status (spec 000 §4). Two statuses
 * of ours that the spec's table does not name sit on a route stage and take its figure rather than 0:
 * pickup_assigned is "Confirmed and Assigned" (22) and consolidated happens in the UK warehouse (44).
 * A shipment whose status is `exception` shows how far the goods had got (the last stage in its
 * history) in red, not an empty bar that looks as if nothing had happened.
 */
export const shipmentProgress = ({ status, history, exception }: ProgressInput): ProgressBar => {
  const entries = history ?? [];
  const flagged = exception ?? isExceptionLast(entries);
  let percent = progressPercent(status);
  if (percent === 0) {
    let stage = travelStageOf(status);
    if (!stage && normalizeShipmentStatus(status) === 'exception') {
      const reached = entries.filter((entry) => !specialEventOf(entry) && travelStageOf(entry.status));
      stage = travelStageOf(latestEntry(reached)?.status);
    }
    percent = stage ? progressPercent(stage) : 0;
  }
  return { percent, exception: flagged };
};
