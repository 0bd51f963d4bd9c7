import type { AssignmentKind } from '@ukgh/domain';
import { and, asc, desc, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type AgentActionRow,
  type AssignmentRow,
  agentActions,
  assignments,
  type BookingRow,
  bookings,
  packages,
  type RecipientChoicesRow,
  recipientChoices,
  type ShipmentRow,
  shipments,
  users,
} from '../../db/schema.ts';

export type PackageRow = typeof packages.$inferSelect;

/** What the agents' screens read: a job or a package with its booking, customer and package totals. */

export interface CustomerFacts {
  firstName: string;
  lastName: string;
  phoneE164: string | null;
  email: string;
}

export interface PackageTotals {
  pieces: number;
  weightKg: number;
}

export interface AssignmentView {
  assignment: AssignmentRow;
  shipment: ShipmentRow;
  booking: BookingRow;
  customer: CustomerFacts;
  totals: PackageTotals;
  /** The booking's package lines in the order the customer entered them. */
  packages: PackageRow[];
  /** What the recipient chose on their page (issue 50), when they have been there. */
  choices: RecipientChoicesRow | null;
}

const customerColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  phoneE164: users.phoneE164,
  email: users.email,
};

/** Pieces (sum of quantities) and total weight per booking. */
export const packageTotals = async (db: DbOrTx, bookingIds: string[]) => {
  const totals = new Map<string, PackageTotals>();
  if (bookingIds.length === 0) return totals;
  const rows = await db
    .select({
      bookingId: packages.bookingId,
      pieces: sql<string>`coalesce(sum(${packages.qty}), 0)`,
      weightKg: sql<string>`coalesce(sum(${packages.weightKg} * ${packages.qty}), 0)`,
    })
    .from(packages)
    .where(inArray(packages.bookingId, [...new Set(bookingIds)]))
    .groupBy(packages.bookingId);
  for (const row of rows) {
    totals.set(row.bookingId, {
      pieces: Number(row.pieces),
      weightKg: Math.round(Number(row.weightKg) * 100) / 100,
    });
  }
  return totals;
};

/** Each booking's package lines, in the order the customer entered them. */
export const packageLines = async (db: DbOrTx, bookingIds: string[]) => {
  const lines = new Map<string, PackageRow[]>();
  if (bookingIds.length === 0) return lines;
  const rows = await db
    .select()
    .from(packages)
    .where(inArray(packages.bookingId, [...new Set(bookingIds)]))
    .orderBy(asc(packages.bookingId), asc(packages.position), asc(packages.createdAt));
  for (const row of rows) lines.set(row.bookingId, [...(lines.get(row.bookingId) ?? []), row]);
  return lines;
};

const NO_PACKAGES: PackageTotals = { pieces: 0, weightKg: 0 };
const COMPLETED_KEPT_DAYS = 30;

/**
 * Jobs of a kind: an agent's own (`agentId`), or every agent's for an admin (null); or the jobs `ids`.
 * Open jobs first (by window, the earliest first), then those completed in the last 30 days, newest first.
 */
export const loadAssignments = async (
  db: DbOrTx,
  filter: { kind: AssignmentKind; agentId: string | null; ids?: string[] },
): Promise<AssignmentView[]> => {
  const conditions: SQL[] = [eq(assignments.kind, filter.kind)];
  if (filter.agentId) conditions.push(eq(assignments.agentId, filter.agentId));
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(assignments.id, filter.ids));
  } else {
    const since = new Date(Date.now() - COMPLETED_KEPT_DAYS * 24 * 3600_000);
    conditions.push(or(ne(assignments.status, 'COMPLETED'), gte(assignments.completedAt, since))!);
  }
  const rows = await db
    .select({
      assignment: assignments,
      shipment: shipments,
      booking: bookings,
      customer: customerColumns,
      choices: recipientChoices,
    })
    .from(assignments)
    .innerJoin(shipments, eq(shipments.id, assignments.shipmentId))
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(recipientChoices, eq(recipientChoices.bookingId, bookings.id))
    .where(and(...conditions))
    .orderBy(
      sql`case when ${assignments.status} = 'COMPLETED' then 1 else 0 end`,
      sql`case when ${assignments.status} <> 'COMPLETED' then ${assignments.windowStart} end asc nulls last`,
      desc(assignments.completedAt),
      asc(assignments.createdAt),
    )
    .limit(500);
  const bookingIds = rows.map((r) => r.booking.id);
  const [totals, lines] = await Promise.all([packageTotals(db, bookingIds), packageLines(db, bookingIds)]);
  return rows.map((row) => ({
    ...row,
    totals: totals.get(row.booking.id) ?? NO_PACKAGES,
    packages: lines.get(row.booking.id) ?? [],
  }));
};

/** One job by id with its kind and agent (no lock): who may see it is decided by the caller. */
export const findAssignment = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row ?? null;
};

export interface CollectedView {
  assignment: AssignmentRow;
  shipment: ShipmentRow;
  booking: BookingRow;
  customer: CustomerFacts;
}

/** What a pickup agent collected (their completed pickup jobs), newest first; every agent's for an admin. */
export const loadCollected = async (db: DbOrTx, agentId: string | null): Promise<CollectedView[]> => {
  const conditions: SQL[] = [eq(assignments.kind, 'PICKUP'), eq(assignments.status, 'COMPLETED')];
  if (agentId) conditions.push(eq(assignments.agentId, agentId));
  return db
    .select({ assignment: assignments, shipment: shipments, booking: bookings, customer: customerColumns })
    .from(assignments)
    .innerJoin(shipments, eq(shipments.id, assignments.shipmentId))
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(...conditions))
    .orderBy(desc(assignments.completedAt))
    .limit(200);
};

/** The action a user recorded under this client id, if any. */
export const findAgentAction = async (
  db: DbOrTx,
  userId: string,
  clientActionId: string,
): Promise<AgentActionRow | undefined> => {
  const [row] = await db
    .select()
    .from(agentActions)
    .where(and(eq(agentActions.userId, userId), eq(agentActions.clientActionId, clientActionId)));
  return row;
};

/**
 * Records an action unless the user's client id is taken (the unique key waits for a copy still being
 * written). True when this call wrote the row.
 */
export const insertAgentActionUnlessTaken = async (
  tx: DbOrTx,
  values: typeof agentActions.$inferInsert,
): Promise<boolean> => {
  const inserted = await tx
    .insert(agentActions)
    .values(values)
    .onConflictDoNothing({ target: [agentActions.userId, agentActions.clientActionId] })
    .returning({ id: agentActions.id });
  return inserted.length > 0;
};
