import { AWAITING_DEPARTURE_STATUSES, type ServiceLevelCode } from '@ukgh/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anyOfIds, preparedPerHandle } from '../../db/prepared.ts';
import { bookings, type DepartureRow, departures, settings, shipments } from '../../db/schema.ts';

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

export type EstimateDepartureColumns = Pick<
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
export type JsonOf<T> = {
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

/** The row the window basis queries answer: both settings, and the departures as JSON. */
export interface BasisRow {
  windowEstimate: unknown;
  windowRateCard: unknown;
  windowDepartures: JsonOf<EstimateDepartureColumns>[] | string;
}

/** Both settings and, as JSON, the departures `which` selects. */
const basisFields = (which: SQL) => ({
  windowEstimate: estimateSetting,
  windowRateCard: rateCardSetting,
  windowDepartures: departuresJson(which),
});
/** A select of nothing but its fields' subqueries reads from one row of nothing. */
const ONE_ROW = sql`(select) as one_row`;

/** Both settings and the departures `which` selects, in one query. */
const readBasis = async (db: DbOrTx, which: SQL): Promise<BasisRow> => {
  const [row] = await db.select(basisFields(which)).from(ONE_ROW);
  return row!;
};

/** Both settings and every departure. */
export const readAllDeparturesBasis = (db: DbOrTx) => readBasis(db, sql`true`);

/** Both settings, the departures with these ids and every departure still taking parcels at `now`. */
export const readDeparturesBasis = (db: DbOrTx, ids: string[], now: Date) => {
  const open = openDeparture(sql`${now.toISOString()}::timestamptz`);
  const which = ids.length ? sql`${inArray(departures.id, ids)} or ${open}` : open;
  return readBasis(db, which);
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

/** Both settings, the departures these bookings' shipments are on and every one open at `now`, prepared. */
export const readBookingsBasis = async (db: DbOrTx, bookingIds: readonly string[], now: Date) => {
  const [row] = await bookingsBasis(db).execute({ ids: bookingIds, now: now.toISOString() });
  return row!;
};

/** One booking's estimate subject (its shipment left-joined: none before confirmation). */
export const findWindowSubject = async (tx: DbOrTx, bookingId: string) => {
  const [subject] = await tx
    .select(windowColumns)
    .from(bookings)
    .leftJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return subject;
};

/**
 * The confirmed parcels a change to one departure can move: those on it, and those of these service levels
 * still waiting for a departure.
 */
export const listParcelsOfDeparture = (tx: DbOrTx, departureId: string, levels: ServiceLevelCode[]) =>
  tx
    .select({
      ...windowColumns,
      bookingId: bookings.id,
      shipmentId: shipments.id,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(
      and(
        eq(bookings.status, 'CONFIRMED'),
        or(
          eq(shipments.departureId, departureId),
          and(
            isNull(shipments.departureId),
            inArray(bookings.serviceLevel, levels),
            inArray(shipments.status, [...AWAITING_DEPARTURE_STATUSES]),
          ),
        ),
      ),
    );
