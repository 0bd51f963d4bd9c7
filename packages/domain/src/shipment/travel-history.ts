import type { ProofLocation } from '../proof/proof-location.ts';
import { normalizeShipmentStatus } from './statuses.ts';

/** Where a proof was taken, as staff answers carry it (with its map link). */
export type StaffProofLocation = ProofLocation & { map_url: string };

/**
 * A travel history entry as the screens read it (spec 000 §3, spec 001 §3). Every field is optional:
 * older entries carry `created_at` instead of `timestamp` and `agent.first_name` instead of `agent_name`.
 */
export interface TravelHistoryEntry {
  id?: string | number;
  status?: string | null;
  code?: string | null;
  timestamp?: string | null;
  created_at?: string | null;
  location?: string | null;
  notes?: string | null;
  agent_name?: string | null;
  agent?: { first_name?: string | null } | null;
  photo_url?: string | null;
  signature_url?: string | null;
  /** Staff answers only: where and when a delivery's proof was taken. */
  proof_location?: StaffProofLocation | null;
}

/** Events drawn apart from the route stages (spec 000 §4 "Special events"). */
export const SPECIAL_EVENT_CODES = ['exception', 'consolidated'] as const;
export type SpecialEventCode = (typeof SPECIAL_EVENT_CODES)[number];

export const entryTimestamp = (entry: TravelHistoryEntry): string | null =>
  entry.timestamp || entry.created_at || null;

/** Milliseconds since the epoch, or null for a missing or unreadable time. */
export const entryTime = (entry: TravelHistoryEntry): number | null => {
  const stamp = entryTimestamp(entry);
  const ms = stamp ? Date.parse(stamp) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};

export const entryAgentName = (entry: TravelHistoryEntry): string | null =>
  entry.agent_name || entry.agent?.first_name || null;

/**
 * The special event an entry records: its `code`, or failing that its status (an admin who sets the
 * status to `exception` or `consolidated` records the same event even when no code was written).
 */
export const specialEventOf = (entry: TravelHistoryEntry): SpecialEventCode | null => {
  for (const word of [entry.code?.trim().toLowerCase(), normalizeShipmentStatus(entry.status)]) {
    if (word === 'exception' || word === 'consolidated') return word;
  }
  return null;
};

/** The entry that happened last; entries without a time count as earliest, ties go to the later one listed. */
export const latestEntry = (history: readonly TravelHistoryEntry[]): TravelHistoryEntry | null => {
  let latest: TravelHistoryEntry | null = null;
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const entry of history) {
    const time = entryTime(entry) ?? Number.NEGATIVE_INFINITY;
    if (time >= latestTime) {
      latest = entry;
      latestTime = time;
    }
  }
  return latest;
};

/** The progress bar turns red when the last travel event is an exception (spec 000 §4, spec 001 §2). */
export const isExceptionLast = (history: readonly TravelHistoryEntry[] | null | undefined): boolean => {
  const last = latestEntry(history ?? []);
  return last !== null && specialEventOf(last) === 'exception';
};
