import {
  DEPARTURE_MESSAGES,
  type DepartureMode,
  type ManifestSource,
  regionName,
  SERVICE_LEVELS,
} from '@ukgh/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, type DepartureRow, departures, packages, shipments } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** The booking service levels that travel by a mode (STANDARD by sea, EXPRESS by air). */
export const levelsOfMode = (mode: DepartureMode): string[] =>
  Object.values(SERVICE_LEVELS)
    .filter((level) => level.mode === mode)
    .map((level) => level.code);

export const findDeparture = async (db: DbOrTx, id: string): Promise<DepartureRow> => {
  const [row] = await db.select().from(departures).where(eq(departures.id, id));
  if (!row) throw notFound(DEPARTURE_MESSAGES.notFound);
  return row;
};

/** The departure's row, locked until the transaction ends: its state changes and loads queue behind each other. */
export const lockDeparture = async (db: DbOrTx, id: string): Promise<DepartureRow> => {
  const [row] = await db.select().from(departures).where(eq(departures.id, id)).for('update');
  if (!row) throw notFound(DEPARTURE_MESSAGES.notFound);
  return row;
};

export const packageCounts = async (db: DbOrTx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: shipments.departureId, n: count() })
    .from(shipments)
    .where(inArray(shipments.departureId, [...ids]))
    .groupBy(shipments.departureId);
  return new Map(rows.map((r) => [r.id!, r.n]));
};

export const listDepartures = async (
  db: DbOrTx,
  filters: { state?: string; mode?: string },
  page: { offset: number; limit: number },
) => {
  const where: SQL[] = [];
  if (filters.state) where.push(eq(departures.state, filters.state as DepartureRow['state']));
  if (filters.mode) where.push(eq(departures.mode, filters.mode as DepartureMode));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(departures)
      .where(condition)
      // The next to leave first; those that have left after, the latest first.
      .orderBy(
        sql`case when ${departures.state} in ('planned','loading') then 0 else 1 end`,
        sql`case when ${departures.state} in ('planned','loading') then ${departures.cutOffAt} end asc`,
        desc(departures.etd),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(departures).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One line per shipment for the screens: the package, its booking, its items and weight. */
const packageSummary = {
  shipmentId: shipments.id,
  bookingId: bookings.id,
  trackingNumber: shipments.trackingNumber,
  bookingCode: bookings.bookingCode,
  status: shipments.status,
  serviceLevel: bookings.serviceLevel,
  recipientName: bookings.recipientName,
  recipientCity: bookings.recipientCity,
  items: sql<number>`coalesce((select sum(${packages.qty}) from ${packages} where ${packages.bookingId} = ${bookings.id}), 0)::int`,
  weightKg: sql<string>`coalesce((select sum(${packages.weightKg} * ${packages.qty}) from ${packages} where ${packages.bookingId} = ${bookings.id}), 0)`,
};
export type PackageSummary = Awaited<ReturnType<typeof packagesOn>>[number];

export const packagesOn = (db: DbOrTx, departureId: string) =>
  db
    .select(packageSummary)
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(eq(shipments.departureId, departureId))
    .orderBy(asc(shipments.trackingNumber));

/** Packages at the UK warehouse that could go on a departure of this mode (the "from a list" picker). */
export const candidatesFor = (db: DbOrTx, mode: DepartureMode) =>
  db
    .select(packageSummary)
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(
      and(
        inArray(shipments.status, ['at_warehouse', 'consolidated']),
        isNull(shipments.departureId),
        inArray(bookings.serviceLevel, levelsOfMode(mode)),
      ),
    )
    .orderBy(asc(shipments.trackingNumber))
    .limit(200);

/** A shipment found by its tracking number (any case, spaces ignored), or by its id. */
export const findShipment = async (db: DbOrTx, by: { trackingNumber?: string; shipmentId?: string }) => {
  const condition = by.shipmentId
    ? eq(shipments.id, by.shipmentId)
    : eq(shipments.trackingNumber, (by.trackingNumber ?? '').replace(/\s+/g, '').toUpperCase());
  const [row] = await db
    .select({ shipmentId: shipments.id, bookingId: shipments.bookingId })
    .from(shipments)
    .where(condition);
  return row ?? null;
};

export const summaryOf = async (db: DbOrTx, shipmentId: string) => {
  const [row] = await db
    .select(packageSummary)
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(eq(shipments.id, shipmentId));
  return row!;
};

/** The manifest's source lines: every package line of every booking on the departure, in tracking order. */
export const manifestSources = async (db: DbOrTx, departureId: string): Promise<ManifestSource[]> => {
  const rows = await db
    .select({ booking: bookings, trackingNumber: shipments.trackingNumber, pkg: packages })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .innerJoin(packages, eq(packages.bookingId, bookings.id))
    .where(eq(shipments.departureId, departureId))
    .orderBy(asc(shipments.trackingNumber), asc(packages.position), asc(packages.createdAt));
  return rows.map(({ booking: b, trackingNumber, pkg }) => ({
    trackingNumber,
    bookingCode: b.bookingCode,
    senderName: b.senderName,
    senderPhone: b.senderPhone,
    recipientName: b.recipientName,
    recipientPhone: b.recipientPhone,
    recipientAddress: [b.recipientLine1, b.recipientLine2, b.recipientCity, regionName(b.ghRegionCode)]
      .filter(Boolean)
      .join(', '),
    description: pkg.description,
    qty: pkg.qty,
    weightKg: Number(pkg.weightKg),
    declaredValuePence: pkg.declaredValuePence,
    gbpToGhsRate: Number(b.gbpToGhsRate),
  }));
};
