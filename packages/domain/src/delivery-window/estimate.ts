import { addDays, londonDate } from '../booking/pickup-dates.ts';
import { utcDate } from '../dates.ts';
import type { DepartureMode, DepartureState } from '../departures/states.ts';
import { isGhanaRegionCode } from '../regions.ts';
import { findServiceLevel } from '../service-levels.ts';
import { normalizeShipmentStatus, type ShipmentStatus } from '../shipment/statuses.ts';
import { formatDayMonth } from './format.ts';
import { type DayRange, DEFAULT_DELIVERY_ESTIMATE, type DeliveryEstimateSettings } from './settings.ts';

/** What the estimate needs to know of a sailing or a flight. */
export interface EstimateDeparture {
  mode: DepartureMode;
  /** What a customer would recognise: the vessel ('MSC ABIDJAN') or the flight ('KL 589'). */
  name: string;
  state: DepartureState;
  cutoffAt: Date;
  etd: Date;
  eta: Date;
  /** When it happened, where known; otherwise the planned time (ETD, ETA) stands in. */
  departedAt?: Date | null;
  arrivedAt?: Date | null;
  clearedAt?: Date | null;
}

export interface DeliveryWindowInput {
  /** The booking's status: a cancelled or rejected booking has no window. */
  bookingStatus: string;
  /** Where the goods are (the shipment's status; a booking not yet confirmed has none: 'pending'). */
  shipmentStatus: string | null;
  serviceLevel: string;
  regionCode: string;
  /** The collection: the booked pickup (start of the window), or null when none was asked for. */
  collectionAt: Date | null;
  /** When the shipment reached its current status (its last event). */
  statusSince: Date | null;
  deliveredAt: Date | null;
  /** The departure the parcel is consolidated on, if any. */
  departure: EstimateDeparture | null;
  /** Departures not yet gone (any mode, any order): the next one of the parcel's mode is picked from them. */
  upcoming: readonly EstimateDeparture[];
  /** Door-to-door days customers are quoted per service level (the rate card's transit_days). */
  transitDays: Record<'STANDARD' | 'EXPRESS', DayRange>;
  settings?: DeliveryEstimateSettings;
  now: Date;
}

/**
 * The estimate: a window of Ghana calendar dates ('YYYY-MM-DD'), what it depends on in a few words, and for a
 * delivered parcel the day it was delivered instead. A window never starts before today: a late ETA not yet
 * updated moves the window on rather than showing one already past.
 */
export interface DeliveryWindow {
  from: string | null;
  to: string | null;
  dependsOn: string | null;
  deliveredOn: string | null;
}

/** Ghana keeps GMT all year: its calendar date is the UTC one. */
const ghanaDate = utcDate;
const laterOf = (a: string, b: string) => (a > b ? a : b);

const MODE_WORD: Record<DepartureMode, string> = { sea: 'sailing', air: 'flight' };

/**
 * Where a parcel not on a departure takes its window from the next one of its mode: before it is on one, or
 * consolidated and taken off one. Any change to an open departure can move these parcels' windows.
 */
export const AWAITING_DEPARTURE_STATUSES = [
  'pending',
  'confirmed',
  'pickup_assigned',
  'picked_up',
  'at_warehouse',
  'consolidated',
] as const satisfies readonly ShipmentStatus[];
const AWAITING_DEPARTURE = new Set<string>(AWAITING_DEPARTURE_STATUSES);
/** Already in our UK warehouse: any cut-off still to come will do, whatever the collection date was. */
const IN_UK_WAREHOUSE = new Set(['at_warehouse', 'consolidated']);

const makeWindow = (from: string, to: string, dependsOn: string, today: string): DeliveryWindow => {
  const start = laterOf(from, today);
  return { from: start, to: laterOf(to, start), dependsOn, deliveredOn: null };
};

/** The next departure of the mode a parcel collected on `collection` can still make. */
export const nextDepartureFor = (
  mode: DepartureMode,
  upcoming: readonly EstimateDeparture[],
  now: Date,
  collection: string | null,
): EstimateDeparture | null => {
  const open = upcoming
    .filter((d) => d.mode === mode && (d.state === 'planned' || d.state === 'loading'))
    .filter((d) => d.cutoffAt > now && (collection === null || londonDate(d.cutoffAt) > collection))
    .sort((a, b) => a.cutoffAt.getTime() - b.cutoffAt.getTime());
  return open[0] ?? null;
};

/**
 * A booking's estimated delivery window (issue 15): from its departure once consolidated (the ETA, or the
 * actual arrival or clearance once they happened); before that from the next departure of its mode whose
 * cut-off follows the collection; then customs clearance days (per mode) and delivery days (per region)
 * from settings. Without any departure known, the quoted door-to-door transit days from the collection.
 * Cancelled and rejected bookings have none (null); a delivered parcel gives the day it was delivered.
 */
export const estimateDeliveryWindow = (input: DeliveryWindowInput): DeliveryWindow | null => {
  const booking = input.bookingStatus.toUpperCase();
  if (booking === 'CANCELLED' || booking === 'REJECTED') return null;
  const status = normalizeShipmentStatus(input.shipmentStatus) ?? 'pending';
  const settings = input.settings ?? DEFAULT_DELIVERY_ESTIMATE;
  const today = ghanaDate(input.now);
  const since = input.statusSince ?? input.now;

  if (status === 'delivered') {
    return { from: null, to: null, dependsOn: null, deliveredOn: ghanaDate(input.deliveredAt ?? since) };
  }
  if (status === 'exception') {
    return { from: null, to: null, dependsOn: 'on hold until the exception is resolved', deliveredOn: null };
  }
  if (status === 'out_for_delivery') {
    const day = laterOf(ghanaDate(since), today);
    return makeWindow(day, day, 'out for delivery', today);
  }

  const level = findServiceLevel(input.serviceLevel) ?? findServiceLevel('STANDARD')!;
  const mode: DepartureMode = level.mode;
  const clearance = settings.customs_clearance_days[mode];
  const delivery = isGhanaRegionCode(input.regionCode)
    ? settings.delivery_days[input.regionCode]
    : DEFAULT_DELIVERY_ESTIMATE.delivery_days.GR;
  /** From a date the goods reach Ghana: clearance, then the drive to the region. */
  const fromArrival = (arrival: string, dependsOn: string) =>
    makeWindow(
      addDays(arrival, clearance[0] + delivery[0]),
      addDays(arrival, clearance[1] + delivery[1]),
      dependsOn,
      today,
    );
  const fromClearance = (cleared: string, dependsOn: string) =>
    makeWindow(addDays(cleared, delivery[0]), addDays(cleared, delivery[1]), dependsOn, today);

  const dep = input.departure;
  const named = dep ? `${MODE_WORD[dep.mode]} ${dep.name}` : null;

  if (status === 'at_ghana_warehouse') {
    const cleared = ghanaDate(dep?.clearedAt ?? since);
    return fromClearance(cleared, `cleared customs ${formatDayMonth(cleared)}`);
  }
  if (status === 'arrived_ghana') {
    const arrived = ghanaDate(dep?.arrivedAt ?? since);
    return fromArrival(
      arrived,
      `${named ? `${named} arrived` : 'arrived in Ghana'} ${formatDayMonth(arrived)}`,
    );
  }

  if (dep && named) {
    if (dep.state === 'cleared') {
      const cleared = ghanaDate(dep.clearedAt ?? dep.eta);
      return fromClearance(cleared, `cleared customs ${formatDayMonth(cleared)}`);
    }
    if (dep.state === 'arrived') {
      const arrived = ghanaDate(dep.arrivedAt ?? dep.eta);
      return fromArrival(arrived, `${named} arrived ${formatDayMonth(arrived)}`);
    }
    // Not there yet: the ETA, but never a day already past.
    const eta = laterOf(ghanaDate(dep.eta), today);
    if (dep.state === 'departed') {
      return fromArrival(eta, `${named} departed ${formatDayMonth(londonDate(dep.departedAt ?? dep.etd))}`);
    }
    return fromArrival(eta, `${named} ETA ${formatDayMonth(ghanaDate(dep.eta))}`);
  }

  const collection = input.collectionAt ? londonDate(input.collectionAt) : null;
  if (AWAITING_DEPARTURE.has(status)) {
    const next = nextDepartureFor(
      mode,
      input.upcoming,
      input.now,
      IN_UK_WAREHOUSE.has(status) ? null : collection,
    );
    if (next) {
      const eta = laterOf(ghanaDate(next.eta), today);
      return fromArrival(eta, `next ${MODE_WORD[mode]} cut-off ${formatDayMonth(londonDate(next.cutoffAt))}`);
    }
  }

  // No departure known: the door-to-door days customers are quoted, counted from the collection. A parcel
  // already on its way (moved one by one, not with a departure) has left, so none is "scheduled yet".
  const [min, max] = input.transitDays[level.code];
  const start = collection ?? today;
  const reason = status === 'in_transit' ? 'on its way' : `no ${MODE_WORD[mode]} scheduled yet`;
  return makeWindow(
    addDays(start, min),
    addDays(start, max),
    `${reason}: typically ${min}–${max} days from collection`,
    today,
  );
};

/** Whether a window moved by more than a day at either end (the customer is then told). */
export const windowMovedMoreThanADay = (
  before: DeliveryWindow | null,
  after: DeliveryWindow | null,
): boolean => {
  if (!before?.from || !before.to || !after?.from || !after.to) return false;
  const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;
  return days(before.from, after.from) > 1 || days(before.to, after.to) > 1;
};
