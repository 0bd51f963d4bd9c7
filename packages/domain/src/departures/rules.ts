import { findServiceLevel, type ServiceLevelValue, serviceLevelName } from '../service-levels.ts';
import { DEPARTURE_MESSAGES } from './messages.ts';
import {
  canMoveDeparture,
  DEPARTURE_MODE_LABELS,
  DEPARTURE_PACKAGE_MOVES,
  type DepartureMode,
  type DepartureState,
} from './states.ts';

/** A refusal with the HTTP status it maps to: 409 for a state that does not allow it, 422 for a wrong pairing. */
export type DepartureVerdict = { allowed: true } | { allowed: false; status: 409 | 422; message: string };

const refuse = (status: 409 | 422, message: string): DepartureVerdict => ({
  allowed: false,
  status,
  message,
});
const ALLOWED: DepartureVerdict = { allowed: true };

/** The departure mode a booking's service level travels by (null for a level we do not know). */
export const modeOfServiceLevel = (level: ServiceLevelValue): DepartureMode | null =>
  findServiceLevel(level)?.mode ?? null;

export interface ConsolidationRequest {
  departure: { id: string; mode: DepartureMode; state: DepartureState; cutOffAt: Date };
  /** The package's shipment: its status and the departure it is already on, if any. */
  shipment: { status: string; departureId: string | null };
  serviceLevel: ServiceLevelValue;
  now: Date;
}

/**
 * May this package go on this departure? Only while the departure is loading, before its cut-off, and when
 * the departure's mode is the one the booking paid for (Standard by sea, Express by air). The package must be
 * at the UK warehouse (the move to `consolidated` is the shipment table's own `consolidate` row), or already
 * consolidated without a departure (parcels consolidated before departures existed).
 */
export const decideConsolidation = ({
  departure,
  shipment,
  serviceLevel,
  now,
}: ConsolidationRequest): DepartureVerdict => {
  if (shipment.departureId === departure.id) return refuse(409, DEPARTURE_MESSAGES.alreadyOnThisDeparture);
  if (shipment.departureId) return refuse(409, DEPARTURE_MESSAGES.onAnotherDeparture);
  if (departure.state !== 'loading') return refuse(409, DEPARTURE_MESSAGES.notLoading);
  if (now.getTime() >= departure.cutOffAt.getTime()) return refuse(409, DEPARTURE_MESSAGES.pastCutOff);
  if (modeOfServiceLevel(serviceLevel) !== departure.mode)
    return refuse(
      422,
      DEPARTURE_MESSAGES.wrongMode(
        DEPARTURE_MODE_LABELS[departure.mode].toLowerCase(),
        serviceLevelName(serviceLevel),
      ),
    );
  if (shipment.status !== 'at_warehouse' && shipment.status !== 'consolidated')
    return refuse(409, DEPARTURE_MESSAGES.notAtWarehouse);
  return ALLOWED;
};

/** Whether the package must still make the `consolidate` move (it is at the warehouse) or is only attached. */
export const consolidationNeedsMove = (status: string): boolean => status === 'at_warehouse';

/** A package comes off a departure only while it is loading and the package has not moved on since. */
export const decideRemoval = (departureState: DepartureState, shipmentStatus: string): DepartureVerdict =>
  departureState === 'loading' && shipmentStatus === 'consolidated'
    ? ALLOWED
    : refuse(409, DEPARTURE_MESSAGES.notRemovable);

/** May the departure go from one state to another (and what its packages then do: DEPARTURE_PACKAGE_MOVES)? */
export const decideDepartureState = (from: DepartureState, to: DepartureState): DepartureVerdict =>
  canMoveDeparture(from, to) ? ALLOWED : refuse(409, DEPARTURE_MESSAGES.stateNotAllowed(from, to));

/** The package move a departure state brings, if any. */
export const packageMoveFor = (state: DepartureState) => DEPARTURE_PACKAGE_MOVES[state] ?? null;

/** The fields that may still change once the goods have gone: the carrier's details and the ETA. */
export const DEPARTURE_FIELDS_AFTER_DEPARTURE = [
  'carrier',
  'vesselOrFlight',
  'containerOrAwb',
  'eta',
] as const;

export interface DepartureEdit {
  mode?: DepartureMode;
  carrier?: string;
  vesselOrFlight?: string;
  containerOrAwb?: string | null;
  cutOffAt?: Date;
  etd?: Date;
  eta?: Date;
}

/**
 * May these fields change? Before departure everything may (the mode only while no package is on it); after,
 * only the carrier details and the ETA (a slipped arrival). The dates must stay in order.
 */
export const decideDepartureEdit = (
  current: { state: DepartureState; mode: DepartureMode; cutOffAt: Date; etd: Date; eta: Date },
  edit: DepartureEdit,
  packageCount: number,
): DepartureVerdict => {
  const leftAlready = current.state !== 'planned' && current.state !== 'loading';
  if (leftAlready) {
    const locked = Object.entries(edit).filter(
      ([key, value]) =>
        value !== undefined && !(DEPARTURE_FIELDS_AFTER_DEPARTURE as readonly string[]).includes(key),
    );
    const changed = locked.filter(([key, value]) => {
      const was = current[key as keyof typeof current];
      return was instanceof Date && value instanceof Date ? was.getTime() !== value.getTime() : was !== value;
    });
    if (changed.length > 0) return refuse(409, DEPARTURE_MESSAGES.closedForEdits);
  }
  if (edit.mode && edit.mode !== current.mode && packageCount > 0)
    return refuse(409, DEPARTURE_MESSAGES.modeLockedByPackages);
  return datesInOrder({
    cutOffAt: edit.cutOffAt ?? current.cutOffAt,
    etd: edit.etd ?? current.etd,
    eta: edit.eta ?? current.eta,
  });
};

/** Cut-off no later than the departure, the departure before the arrival (422 otherwise). */
export const datesInOrder = (d: { cutOffAt: Date; etd: Date; eta: Date }): DepartureVerdict =>
  d.cutOffAt.getTime() <= d.etd.getTime() && d.etd.getTime() < d.eta.getTime()
    ? ALLOWED
    : refuse(422, DEPARTURE_MESSAGES.datesOutOfOrder);
