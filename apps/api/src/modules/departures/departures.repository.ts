import {
  consolidationNeedsMove,
  DEPARTURE_MESSAGES,
  DEPARTURE_STATE_STAMPS,
  type DepartureEdit,
  type DepartureMode,
  type DeparturePackageMove,
  type DepartureState,
  type DepartureVerdict,
  decideConsolidation,
  decideDepartureEdit,
  decideDepartureState,
  decideRemoval,
  departureDescription,
  departureTravelEvent,
  type ManifestSource,
  normalizeTrackingNumber,
  packageMoveFor,
  regionName,
  SERVICE_LEVELS,
  statusLabel,
} from '@ukgh/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type BookingRow,
  bookings,
  type DepartureRow,
  departures,
  packages,
  shipments,
} from '../../db/schema.ts';

type PackageRow = typeof packages.$inferSelect;

import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { queueMovedWindowMails, windowsAffectedBy } from '../delivery-window/delivery-window.mail.ts';
import type { Actor } from '../operations/actor.ts';
import { changedFields, recordAudit } from '../operations/audit.ts';
import { applyMoveIn } from '../operations/moves.service.ts';
import { lockBooking } from '../operations/operations.repository.ts';
import { invalidateAllTracking, invalidateTracking } from '../tracking/tracking.cache.ts';

export const DEPARTURE_STALE = 'This departure has changed since you loaded it. Reload it and try again.';

/** A domain refusal as the API's error: 409 for a state that does not allow it, 422 for a wrong pairing. */
export const refuse = (verdict: DepartureVerdict): void => {
  if (verdict.allowed) return;
  throw verdict.status === 422 ? unprocessable(verdict.message) : conflict(verdict.message);
};

const checkVersion = (row: DepartureRow, expected: number | undefined) => {
  if (expected !== undefined && expected !== row.version) throw conflict(DEPARTURE_STALE);
};

/** What the audit trail keeps of a departure (dates as ISO strings by `changedFields`). */
const auditFields = (row: Partial<DepartureRow>) => ({
  mode: row.mode,
  carrier: row.carrier,
  vessel_or_flight: row.vesselOrFlight,
  container_or_awb: row.containerOrAwb,
  cut_off_at: row.cutOffAt,
  etd: row.etd,
  eta: row.eta,
  state: row.state,
});

export const createDepartureIn = async (
  tx: Tx,
  actor: Actor,
  input: Required<Omit<DepartureEdit, 'containerOrAwb'>> & { containerOrAwb: string | null },
) => {
  const [row] = await tx
    .insert(departures)
    .values({ ...input, createdBy: actor.id })
    .returning();
  await recordAudit(tx, actor, {
    action: 'departure.create',
    entity: 'departure',
    entityId: row!.id,
    after: changedFields({}, auditFields(row!)).after,
  });
  // A new departure can be the next one for parcels not yet on one: their tracked windows change.
  await invalidateAllTracking(tx);
  return row!;
};

/**
 * Changes a departure's details. Before it leaves anything may change (the mode only while it is empty); after,
 * only the carrier's details and the ETA. Every package's tracking answer names the departure through its
 * travel events, written when it moved; the ETA is read live by whoever shows it (the delivery window).
 */
export const updateDepartureIn = async (
  tx: Tx,
  actor: Actor,
  id: string,
  edit: DepartureEdit,
  expectedVersion: number | undefined,
) => {
  const row = await lockDeparture(tx, id);
  checkVersion(row, expectedVersion);
  const count = (await packageCounts(tx, [id])).get(id) ?? 0;
  refuse(decideDepartureEdit(row, edit, count));
  const change = changedFields(auditFields(row), auditFields({ ...row, ...withoutUndefined(edit) }));
  if (Object.keys(change.after).length === 0) return row;
  // The mode may change (only while empty): the parcels waiting on either mode can see their window move.
  const modes = [row.mode, edit.mode ?? row.mode];
  const now = new Date();
  const windowsBefore = await windowsAffectedBy(tx, id, modes, now);
  const [updated] = await tx
    .update(departures)
    .set({ ...withoutUndefined(edit), version: sql`${departures.version} + 1`, updatedAt: new Date() })
    .where(eq(departures.id, id))
    .returning();
  await recordAudit(tx, actor, { action: 'departure.update', entity: 'departure', entityId: id, ...change });
  // Windows are computed on read, so every parcel on it follows at once (the cached tracking answers are
  // dropped, this departure may also be the next one for parcels not on any); customers whose window moved
  // by more than a day are mailed.
  await invalidateAllTracking(tx);
  await queueMovedWindowMails(tx, windowsBefore, updated!, modes, now);
  return updated!;
};

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export interface ConsolidateTarget {
  bookingId: string;
  shipmentId: string;
}

/**
 * Puts a package on a departure: the departure's rules (`decideConsolidation`: loading, before its cut-off,
 * the booking's mode), then the package's move to `consolidated` through the move service (its event names
 * the departure), then the link, and an entry in the departure's trail. Locks the departure, then the booking.
 * `at` is when it was scanned (an agent's phone may send it later); the cut-off is checked at that time.
 */
export const consolidateIn = async (
  tx: Tx,
  actor: Actor,
  departureId: string,
  target: ConsolidateTarget,
  options: { at?: Date; location?: string | null } = {},
) => {
  const departure = await lockDeparture(tx, departureId);
  const { booking, shipment } = await lockBooking(tx, target.bookingId);
  const at = options.at ?? new Date();
  refuse(
    decideConsolidation({
      departure,
      shipment: { status: shipment.status, departureId: shipment.departureId },
      serviceLevel: booking.serviceLevel,
      now: at,
    }),
  );
  if (consolidationNeedsMove(shipment.status)) {
    await applyMoveIn(tx, actor, {
      bookingId: booking.id,
      entity: 'shipment',
      to: 'consolidated',
      notes: departureDescription(departure),
      notesPublic: true,
      location: options.location ?? null,
      at: options.at,
    });
  }
  await tx.update(shipments).set({ departureId }).where(eq(shipments.id, shipment.id));
  await recordAudit(tx, actor, {
    action: 'departure.consolidate',
    entity: 'departure',
    entityId: departureId,
    bookingId: booking.id,
    after: { shipment_id: shipment.id, tracking_number: shipment.trackingNumber },
  });
  await invalidateTracking(tx, [shipment.trackingNumber]);
  return { departure, shipmentId: shipment.id };
};

/**
 * Takes a package off a loading departure (put on the wrong one). It stays consolidated, without a departure,
 * so it can be put on another one (`decideConsolidation` accepts such a package); its status does not change.
 */
export const removeFromDepartureIn = async (
  tx: Tx,
  actor: Actor,
  departureId: string,
  target: ConsolidateTarget,
) => {
  const departure = await lockDeparture(tx, departureId);
  const { shipment } = await lockBooking(tx, target.bookingId);
  if (shipment.departureId !== departureId) throw conflict(DEPARTURE_MESSAGES.notRemovable);
  refuse(decideRemoval(departure.state, shipment.status));
  await tx.update(shipments).set({ departureId: null }).where(eq(shipments.id, shipment.id));
  await recordAudit(tx, actor, {
    action: 'departure.remove',
    entity: 'departure',
    entityId: departureId,
    bookingId: target.bookingId,
    before: { shipment_id: shipment.id, tracking_number: shipment.trackingNumber },
  });
  await invalidateTracking(tx, [shipment.trackingNumber]);
};

export interface StateChangeOutcome {
  departure: DepartureRow;
  moved: string[];
  skipped: { tracking_number: string | null; status: string; message: string }[];
  /** Packages ready for a departure of this mode, not on one, when it left without them. */
  leftBehind: number;
  /** Distinct customers mailed a moved delivery window. */
  customersTold: number;
}

/** How many packages at the UK warehouse wait for a departure of this mode without being on one. */
const countReadyFor = async (tx: DbOrTx, mode: DepartureMode) => {
  const [row] = await tx
    .select({ n: count() })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(readyFor(mode));
  return row?.n ?? 0;
};

/** The distinct customers of these bookings. */
const countCustomers = async (tx: DbOrTx, bookingIds: readonly string[]) => {
  if (bookingIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${bookings.customerId})::int` })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]));
  return row?.n ?? 0;
};

/** Moves every package on the departure one step, each through the move service; reports those left. */
const moveAboard = async (
  tx: Tx,
  actor: Actor,
  row: DepartureRow,
  to: DepartureState,
  step: DeparturePackageMove,
  outcome: StateChangeOutcome,
) => {
  const event = departureTravelEvent(row, to);
  const aboard = await tx
    .select({
      bookingId: shipments.bookingId,
      status: shipments.status,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .where(eq(shipments.departureId, row.id))
    .orderBy(shipments.bookingId);
  for (const pkg of aboard) {
    if (pkg.status !== step.from) {
      outcome.skipped.push({
        tracking_number: pkg.trackingNumber,
        status: pkg.status,
        message: DEPARTURE_MESSAGES.leftBehind(statusLabel(pkg.status)),
      });
      continue;
    }
    try {
      await tx.transaction((savepoint) =>
        applyMoveIn(savepoint, actor, {
          bookingId: pkg.bookingId,
          entity: 'shipment',
          to: step.to,
          location: event.location,
          notes: event.notes,
          notesPublic: true,
        }),
      );
      outcome.moved.push(pkg.trackingNumber ?? pkg.bookingId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.skipped.push({
        tracking_number: pkg.trackingNumber,
        status: pkg.status,
        message: error.message,
      });
    }
  }
};

/**
 * Moves the departure to a new state and every package on it with it (departed → in_transit, arrived →
 * arrived_ghana, cleared → at_ghana_warehouse), each through the move service with one travel event naming
 * the sailing or flight, all in the caller's transaction. A package not where the step starts (an exception,
 * say) is reported and left where it is; a move the rules refuse is undone alone (a savepoint) and reported.
 */
export const changeDepartureStateIn = async (
  tx: Tx,
  actor: Actor,
  id: string,
  to: DepartureState,
  expectedVersion: number | undefined,
): Promise<StateChangeOutcome> => {
  const row = await lockDeparture(tx, id);
  checkVersion(row, expectedVersion);
  refuse(decideDepartureState(row.state, to));
  const now = new Date();
  const windowsBefore = await windowsAffectedBy(tx, id, [row.mode], now);
  const stamp = (DEPARTURE_STATE_STAMPS as Partial<Record<DepartureState, keyof DepartureRow>>)[to];
  const [updated] = await tx
    .update(departures)
    .set({
      state: to,
      ...(stamp ? { [stamp]: now } : {}),
      version: sql`${departures.version} + 1`,
      updatedAt: now,
    })
    .where(eq(departures.id, id))
    .returning();
  await recordAudit(tx, actor, {
    action: 'departure.state',
    entity: 'departure',
    entityId: id,
    before: { state: row.state },
    after: { state: to },
  });
  // Its dates feed every window on it and of the parcels waiting for the next one.
  await invalidateAllTracking(tx);

  const outcome: StateChangeOutcome = {
    departure: updated!,
    moved: [],
    skipped: [],
    leftBehind: to === 'departed' ? await countReadyFor(tx, row.mode) : 0,
    customersTold: 0,
  };
  const step = packageMoveFor(to);
  if (step) await moveAboard(tx, actor, row, to, step, outcome);
  // Arriving or clearing sooner or later than planned, or leaving without the parcels waiting for it, moves
  // windows: those customers are told, as for a changed ETA.
  const mailed = await queueMovedWindowMails(tx, windowsBefore, updated!, [row.mode], now);
  outcome.customersTold = await countCustomers(tx, mailed);
  return outcome;
};

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

/** At the UK warehouse, booked on this mode, and on no departure yet: what could go on one of this mode. */
const readyFor = (mode: DepartureMode) =>
  and(
    inArray(shipments.status, ['at_warehouse', 'consolidated']),
    isNull(shipments.departureId),
    inArray(bookings.serviceLevel, levelsOfMode(mode)),
  );

/** Packages at the UK warehouse that could go on a departure of this mode (the "from a list" picker). */
export const candidatesFor = (db: DbOrTx, mode: DepartureMode) =>
  db
    .select(packageSummary)
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(readyFor(mode))
    .orderBy(asc(shipments.trackingNumber))
    .limit(200);

/** A shipment found by its tracking number (any case, spaces and dashes ignored), or by its id. */
export const findShipment = async (db: DbOrTx, by: { trackingNumber?: string; shipmentId?: string }) => {
  const condition = by.shipmentId
    ? eq(shipments.id, by.shipmentId)
    : eq(shipments.trackingNumber, normalizeTrackingNumber(by.trackingNumber ?? ''));
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

/** One package line as the manifest, the customs pack and the packing list print it. */
export const manifestSourceOf = (
  b: BookingRow,
  trackingNumber: string | null,
  pkg: PackageRow,
): ManifestSource => ({
  trackingNumber,
  bookingCode: b.bookingCode,
  senderName: b.senderName,
  senderPhone: b.senderPhone,
  recipientName: b.recipientName,
  recipientPhone: b.recipientPhone,
  recipientAddress: [
    b.recipientLine1,
    b.recipientLine2,
    b.recipientCity,
    regionName(b.ghRegionCode),
    b.recipientPostcode && `GPS ${b.recipientPostcode}`,
  ]
    .filter(Boolean)
    .join(', '),
  description: pkg.description,
  qty: pkg.qty,
  weightKg: Number(pkg.weightKg),
  declaredValuePence: pkg.declaredValuePence,
  gbpToGhsRate: Number(b.gbpToGhsRate),
  category: pkg.category,
  hsCode: pkg.hsCode,
  recipientIdNumber: b.recipientIdNumber,
});

/** The manifest's source lines: every package line of every booking on the departure, in tracking order. */
export const manifestSources = async (db: DbOrTx, departureId: string): Promise<ManifestSource[]> => {
  const rows = await db
    .select({ booking: bookings, trackingNumber: shipments.trackingNumber, pkg: packages })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .innerJoin(packages, eq(packages.bookingId, bookings.id))
    .where(eq(shipments.departureId, departureId))
    .orderBy(asc(shipments.trackingNumber), asc(packages.position), asc(packages.createdAt));
  return rows.map(({ booking, trackingNumber, pkg }) => manifestSourceOf(booking, trackingNumber, pkg));
};
