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
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anyOfIds, preparedPerHandle } from '../../db/prepared.ts';
import { bookings, type DepartureRow, departures, settings, shipments } from '../../db/schema.ts';

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

/** The columns a WindowSubject is made of, for a select over bookings left-joined to shipments. */
export const windowColumns = {
  bookingStatus: bookings.status,
  serviceLevel: bookings.serviceLevel,
  ghRegionCode: bookings.ghRegionCode,
  preferredPickupStart: bookings.preferredPickupStart,
  shipmentStatus: shipments.status,
  lastEventAt: shipments.lastEventAt,
  deliveredAt: shipments.deliveredAt,
  departureId: shipments.departureId,
};

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

type EstimateDepartureColumns = Pick<
  DepartureRow,
  | 'id'
  | 'mode'
  | 'vesselOrFlight'
  | 'state'
  | 'cutOffAt'
  | 'etd'
  | 'eta'
  | 'departedAt'
  | 'arrivedAt'
  | 'clearedAt'
>;
type JsonOf<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

const openDeparture = (now: SQL) =>
  sql`(${departures.state} in ('planned', 'loading') and ${departures.cutOffAt} > ${now})`;

/** As JSON, the departures `which` selects (a list's estimates need those of its parcels and the open ones). */
const departuresJson = (which: SQL) => sql<JsonOf<EstimateDepartureColumns>[] | string>`(
    select coalesce(json_agg(json_build_object(
      'id', ${departures.id}, 'mode', ${departures.mode}, 'vesselOrFlight', ${departures.vesselOrFlight},
      'state', ${departures.state}, 'cutOffAt', ${departures.cutOffAt}, 'etd', ${departures.etd},
      'eta', ${departures.eta}, 'departedAt', ${departures.departedAt}, 'arrivedAt', ${departures.arrivedAt},
      'clearedAt', ${departures.clearedAt}
    )), '[]'::json)
    from ${departures}
    where ${which})`;

const estimateSetting = sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = 'delivery_estimate')`;
const rateCardSetting = sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = 'rate_card')`;

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));
/** A JSON value read outside Drizzle's own columns: parsed, whether the driver gave it parsed or as text. */
const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** Both settings and, as JSON, the departures `which` selects. */
const basisFields = (which: SQL) => ({
  windowEstimate: estimateSetting,
  windowRateCard: rateCardSetting,
  windowDepartures: departuresJson(which),
});
/** A select of nothing but its fields' subqueries reads from one row of nothing. */
const ONE_ROW = sql`(select) as one_row`;

/** Both settings and the departures `which` selects, in one query. */
const readBasis = async (db: DbOrTx, which: SQL): Promise<WindowBasis> => {
  const [row] = await db.select(basisFields(which)).from(ONE_ROW);
  return basisOf(row!);
};

const basisOf = (row: {
  windowEstimate: unknown;
  windowRateCard: unknown;
  windowDepartures: JsonOf<EstimateDepartureColumns>[] | string;
}): WindowBasis => {
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
export const loadWindowBasis = (db: DbOrTx) => readBasis(db, sql`true`);

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
  const open = openDeparture(sql`${now.toISOString()}::timestamptz`);
  const which = ids.length ? sql`${inArray(departures.id, ids)} or ${open}` : open;
  return windowContextAt(await readBasis(db, which), now);
};

/** The basis of a list of bookings' estimates: the departures their shipments are on and every open one. */
const bookingsBasis = preparedPerHandle((db) =>
  db
    .select(
      basisFields(
        sql`${departures.id} in (select ${shipments.departureId} from ${shipments} where ${anyOfIds(shipments.bookingId)})
          or ${openDeparture(sql`${sql.placeholder('now')}::timestamptz`)}`,
      ),
    )
    .from(ONE_ROW)
    .prepare('window_basis_of_bookings'),
);

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
  const [row] = await bookingsBasis(db).execute({ ids: bookingIds, now: now.toISOString() });
  return windowContextAt(basisOf(row!), now);
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
