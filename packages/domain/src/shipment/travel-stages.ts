import { normalizeShipmentStatus, type ShipmentStatus, STATUS_LABELS } from './statuses.ts';
import {
  entryAgentName,
  entryTimestamp,
  latestEntry,
  type SpecialEventCode,
  type StaffProofLocation,
  specialEventOf,
  type TravelHistoryEntry,
} from './travel-history.ts';

/** The route as the timelines draw it (spec 000 §4 "Travel stages in order"). */
export const TRAVEL_STAGES = [
  { key: 'booked', label: 'Booked' },
  { key: 'confirmed', label: 'Confirmed and Assigned' },
  { key: 'picked_up', label: 'Picked Up' },
  { key: 'at_warehouse', label: 'UK Warehouse' },
  { key: 'in_transit', label: 'In Transit' },
  { key: 'arrived_ghana', label: 'Arrived in Ghana' },
  { key: 'at_ghana_warehouse', label: 'Ghana Warehouse' },
  { key: 'out_for_delivery', label: 'Out for Delivery' },
  { key: 'delivered', label: 'Delivered' },
] as const;
export type TravelStageKey = (typeof TRAVEL_STAGES)[number]['key'];

/**
 * The stage a status belongs to. `booked` is read as `pending`, so both land on Booked. The two route
 * states that have no stage of their own sit on the stage they happen in: an assigned pickup is what
 * "Confirmed and Assigned" says, and consolidation happens in the UK warehouse. Without this a
 * consolidated parcel would fall back to the first stage and look as if it had not left the customer.
 */
const STAGE_OF: Readonly<Partial<Record<ShipmentStatus, TravelStageKey>>> = {
  pending: 'booked',
  confirmed: 'confirmed',
  pickup_assigned: 'confirmed',
  picked_up: 'picked_up',
  at_warehouse: 'at_warehouse',
  consolidated: 'at_warehouse',
  in_transit: 'in_transit',
  arrived_ghana: 'arrived_ghana',
  at_ghana_warehouse: 'at_ghana_warehouse',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
};

export const travelStageOf = (raw: unknown): TravelStageKey | null => {
  const status = normalizeShipmentStatus(raw);
  return (status && STAGE_OF[status]) ?? null;
};

export type TimelineState = 'completed' | 'current' | 'upcoming' | SpecialEventCode;

export interface TimelineItem {
  key: TravelStageKey | SpecialEventCode;
  label: string;
  state: TimelineState;
  timestamp: string | null;
  location: string | null;
  notes: string | null;
  agent_name: string | null;
  photo_url: string | null;
  signature_url: string | null;
  /** Where and when the proof was taken (staff answers only). */
  proof_location: StaffProofLocation | null;
}

export interface TimelineInput {
  /** The booking's (or package's) status, in any spelling we accept. */
  status?: string | null;
  created_at?: string | null;
  /** Empty when the history could not be fetched: the timeline is then built from the booking alone. */
  history?: readonly TravelHistoryEntry[] | null;
}

const STAGE_INDEX = new Map<string, number>(TRAVEL_STAGES.map((stage, i) => [stage.key, i]));

const item = (
  key: TimelineItem['key'],
  label: string,
  state: TimelineState,
  timestamp: string | null,
  entry?: TravelHistoryEntry,
): TimelineItem => ({
  key,
  label,
  state,
  timestamp,
  location: entry?.location || null,
  notes: entry?.notes || null,
  agent_name: entry ? entryAgentName(entry) : null,
  photo_url: entry?.photo_url || null,
  signature_url: entry?.signature_url || null,
  proof_location: entry?.proof_location ?? null,
});

const itemTime = (timelineItem: TimelineItem): number | null => {
  const ms = timelineItem.timestamp ? Date.parse(timelineItem.timestamp) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};

/** An event without a readable time is taken as the most recent thing we know of. */
const eventTime = (event: TimelineItem): number => itemTime(event) ?? Number.POSITIVE_INFINITY;

/**
 * The current stage is the one matching the status, else the first (spec 000 §4). For a status with no
 * stage at all (exception, cancelled) we first look at where the history last placed the goods: an
 * exception in Ghana must not draw the parcel back at Booked.
 */
const currentStageIndex = (status: unknown, stageEntries: readonly TravelHistoryEntry[]): number => {
  const stage = travelStageOf(status) ?? travelStageOf(latestEntry(stageEntries)?.status);
  return stage ? (STAGE_INDEX.get(stage) ?? 0) : 0;
};

/**
 * The travel timeline of spec 000 §4. Stages before the current one are completed; each stage reached
 * takes its time and details from its latest history entry, else the booking's creation time. Upcoming
 * stages carry nothing: the goods are not there (yet), even if an admin's correction left an old event.
 *
 * Exception and consolidated events are then put in by time. The stages themselves keep route order:
 * when stages were skipped (no order is enforced) their fallback time is the booking's creation time,
 * and a plain sort would draw Picked Up above Confirmed. When the stage times run in order, which is the
 * case our server produces, this is the same as sorting the whole list by time.
 */
export const buildTimeline = ({ status, created_at, history }: TimelineInput): TimelineItem[] => {
  const entries = history ?? [];
  const stageEntries = entries.filter((entry) => !specialEventOf(entry) && travelStageOf(entry.status));
  const current = currentStageIndex(status, stageEntries);

  const items = TRAVEL_STAGES.map(({ key, label }, i): TimelineItem => {
    if (i > current) return item(key, label, 'upcoming', null);
    const state = i < current ? 'completed' : 'current';
    const entry = latestEntry(stageEntries.filter((e) => travelStageOf(e.status) === key));
    if (!entry) return item(key, label, state, created_at || null);
    return item(key, label, state, entryTimestamp(entry) ?? (created_at || null), entry);
  });

  const specials = entries
    .map((entry) => ({ entry, code: specialEventOf(entry) }))
    .filter(
      (special): special is { entry: TravelHistoryEntry; code: SpecialEventCode } => special.code !== null,
    )
    .map(({ entry, code }) => item(code, STATUS_LABELS[code], code, entryTimestamp(entry), entry))
    .sort((a, b) => eventTime(a) - eventTime(b) || 0);

  for (const special of specials) {
    const time = eventTime(special);
    // After the last item that happened at or before it; upcoming stages have no time, so it stays above them.
    let at = 0;
    items.forEach((other, i) => {
      const otherTime = itemTime(other);
      if (otherTime !== null && otherTime <= time) at = i + 1;
    });
    items.splice(at, 0, special);
  }
  return items;
};
