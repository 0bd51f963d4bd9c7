import {
  DEFAULT_RATE_CARD,
  type DeliveryEstimateSettings,
  type DeliveryWindow,
  type DeliveryWindowDto,
  type DeliveryWindowInput,
  deliveryWindowText,
  type EstimateDeparture,
  estimateDeliveryWindow,
  type RateCard,
  withDeliveryEstimateDefaults,
} from '@ukgh/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  type BasisRow,
  type EstimateDepartureColumns,
  type JsonOf,
  readAllDeparturesBasis,
  readBookingsBasis,
  readDeparturesBasis,
} from './delivery-window.repository.ts';

/** What the estimate reads of a booking and its shipment (any query can select these columns). */
export interface WindowSubject {
  bookingStatus: string;
  serviceLevel: string;
  ghRegionCode: string;
  preferredPickupStart: Date | null;
  /** null before confirmation (no shipment yet). */
  shipmentStatus: string | null;
  lastEventAt: Date | null;
  deliveredAt: Date | null;
  departureId: string | null;
}

export const asEstimateDeparture = (d: EstimateDepartureColumns): EstimateDeparture => ({
  mode: d.mode,
  name: d.vesselOrFlight,
  state: d.state,
  cutoffAt: d.cutOffAt,
  etd: d.etd,
  eta: d.eta,
  departedAt: d.departedAt,
  arrivedAt: d.arrivedAt,
  clearedAt: d.clearedAt,
});

export interface WindowContext {
  settings: DeliveryEstimateSettings;
  transitDays: DeliveryWindowInput['transitDays'];
  departures: Map<string, EstimateDeparture>;
  upcoming: EstimateDeparture[];
  now: Date;
}

/**
 * What was read, good for any moment: the two settings and the departures by id, with those that may still
 * take parcels (planned or loading) apart. The tracker keeps one until a departure or a setting changes.
 */
export interface WindowBasis extends Omit<WindowContext, 'upcoming' | 'now'> {
  candidates: EstimateDeparture[];
}

/** The basis at `now`: the candidates whose cut-off is still to come are the open ones. */
export const windowContextAt = (basis: WindowBasis, now = new Date()): WindowContext => ({
  settings: basis.settings,
  transitDays: basis.transitDays,
  departures: basis.departures,
  upcoming: basis.candidates.filter((d) => d.cutoffAt > now),
  now,
});

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));
/** A JSON value read outside Drizzle's own columns: parsed, whether the driver gave it parsed or as text. */
const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const basisOf = (row: BasisRow): WindowBasis => {
  const rateCard = (parsedJson(row.windowRateCard) as RateCard | null) ?? DEFAULT_RATE_CARD;
  const rows = parsedJson(row.windowDepartures) as JsonOf<EstimateDepartureColumns>[];
  const byId = new Map(
    rows.map((d) => [
      d.id,
      asEstimateDeparture({
        ...d,
        cutOffAt: new Date(d.cutOffAt),
        etd: new Date(d.etd),
        eta: new Date(d.eta),
        departedAt: dateOrNull(d.departedAt),
        arrivedAt: dateOrNull(d.arrivedAt),
        clearedAt: dateOrNull(d.clearedAt),
      }),
    ]),
  );
  return {
    settings: withDeliveryEstimateDefaults(
      parsedJson(row.windowEstimate) as Partial<DeliveryEstimateSettings> | undefined,
    ),
    transitDays: {
      STANDARD: rateCard.service_levels.STANDARD.transit_days,
      EXPRESS: rateCard.service_levels.EXPRESS.transit_days,
    },
    departures: byId,
    candidates: [...byId.values()].filter((d) => d.state === 'planned' || d.state === 'loading'),
  };
};

/**
 * Every departure (a few a week: hundreds after years) and both settings, for the public tracker to keep
 * until one of them changes: its lookups then read nothing but the parcel.
 */
export const loadWindowBasis = async (db: DbOrTx) => basisOf(await readAllDeparturesBasis(db));

/**
 * Everything the estimates of a list of bookings need, in one query whatever the list's length: the two
 * settings, and the departures the parcels are on plus every departure still taking parcels (the next one of
 * each mode is picked from them). Read on every call, so a changed ETA or setting shows in the very next answer.
 */
export const loadWindowContext = async (
  db: DbOrTx,
  departureIds: readonly (string | null)[],
  now = new Date(),
): Promise<WindowContext> => {
  const ids = [...new Set(departureIds.filter((id): id is string => id !== null))];
  return windowContextAt(basisOf(await readDeparturesBasis(db, ids, now)), now);
};

/**
 * What the estimates of these bookings need, in one prepared query whatever their number (sent with the
 * bookings' own, as it reads their departures by the bookings' ids). Read on every call, like
 * loadWindowContext.
 */
export const loadBookingsWindowContext = async (
  db: DbOrTx,
  bookingIds: readonly string[],
  now = new Date(),
): Promise<WindowContext> => {
  return windowContextAt(basisOf(await readBookingsBasis(db, bookingIds, now)), now);
};

/** One booking's window from a loaded context. */
export const windowIn = (ctx: WindowContext, s: WindowSubject): DeliveryWindow | null =>
  estimateDeliveryWindow({
    bookingStatus: s.bookingStatus,
    shipmentStatus: s.shipmentStatus,
    serviceLevel: s.serviceLevel,
    regionCode: s.ghRegionCode,
    // Once collected, the collection is when it happened.
    collectionAt:
      s.shipmentStatus === 'picked_up' ? (s.lastEventAt ?? s.preferredPickupStart) : s.preferredPickupStart,
    statusSince: s.lastEventAt,
    deliveredAt: s.deliveredAt,
    departure: s.departureId ? (ctx.departures.get(s.departureId) ?? null) : null,
    upcoming: ctx.upcoming,
    transitDays: ctx.transitDays,
    settings: ctx.settings,
    now: ctx.now,
  });

export const presentDeliveryWindow = (w: DeliveryWindow | null): DeliveryWindowDto =>
  w && {
    from: w.from,
    to: w.to,
    depends_on: w.dependsOn,
    delivered_on: w.deliveredOn,
    text: deliveryWindowText(w),
  };
