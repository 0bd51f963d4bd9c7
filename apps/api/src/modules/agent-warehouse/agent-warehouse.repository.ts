import {
  isMovingShipmentStatus,
  type ShipmentStatus,
  WAREHOUSE_STAGES,
  type WarehouseStage,
} from '@ukgh/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type BookingRow,
  bookings,
  type ShipmentRow,
  shipments,
  type TravelEventRow,
  travelEvents,
  type UserRow,
  users,
} from '../../db/schema.ts';
import {
  type CustomerFacts,
  type PackageTotals,
  packageTotals,
} from '../agent-work/agent-work.repository.ts';

/** The shipment status behind each stage of the warehouse dashboard (arriving: collected, on its way in). */
export const STAGE_STATUS: Readonly<Record<WarehouseStage, ShipmentStatus>> = {
  arriving: 'picked_up',
  at_warehouse: 'at_warehouse',
  consolidated: 'consolidated',
  in_transit: 'in_transit',
  arrived_ghana: 'arrived_ghana',
  at_ghana_warehouse: 'at_ghana_warehouse',
  out_for_delivery: 'out_for_delivery',
};
export const DASHBOARD_STATUSES: readonly ShipmentStatus[] = WAREHOUSE_STAGES.map((s) => STAGE_STATUS[s]);

export interface WarehouseView {
  shipment: ShipmentRow;
  booking: BookingRow;
  customer: CustomerFacts;
  totals: PackageTotals;
  deliveryAgent: Pick<UserRow, 'id' | 'firstName' | 'lastName'> | null;
  /** Newest first. */
  events: TravelEventRow[];
  /** Where the goods were before an exception (the domain's exceptionExits needs it). */
  statusBeforeException: ShipmentStatus | null;
}

/** How many shipments of confirmed bookings stand at each stage. */
export const countByStage = async (db: DbOrTx): Promise<Record<WarehouseStage, number>> => {
  const rows = await db
    .select({ status: shipments.status, count: sql<number>`count(*)::int` })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(and(eq(bookings.status, 'CONFIRMED'), inArray(shipments.status, [...DASHBOARD_STATUSES])))
    .groupBy(shipments.status);
  const counts = Object.fromEntries(WAREHOUSE_STAGES.map((stage) => [stage, 0])) as Record<
    WarehouseStage,
    number
  >;
  for (const stage of WAREHOUSE_STAGES) {
    counts[stage] = Number(rows.find((r) => r.status === STAGE_STATUS[stage])?.count ?? 0);
  }
  return counts;
};

const LIST_LIMIT = 200;

/**
 * Shipments of confirmed bookings in `statuses`, or the shipments `ids` whatever their status; `search`
 * matches part of a tracking number or booking code. The most recently moved first, at most 200.
 */
export const loadWarehouseShipments = async (
  db: DbOrTx,
  filter: { statuses?: readonly ShipmentStatus[]; ids?: string[]; search?: string | null },
): Promise<WarehouseView[]> => {
  const conditions: SQL[] = [];
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(shipments.id, filter.ids));
  } else {
    conditions.push(eq(bookings.status, 'CONFIRMED'));
    conditions.push(inArray(shipments.status, [...(filter.statuses ?? DASHBOARD_STATUSES)]));
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(shipments.trackingNumber, pattern), ilike(bookings.bookingCode, pattern))!);
  }
  const rows = await db
    .select({
      shipment: shipments,
      booking: bookings,
      customer: {
        firstName: users.firstName,
        lastName: users.lastName,
        phoneE164: users.phoneE164,
        email: users.email,
      },
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(...conditions))
    .orderBy(sql`${shipments.lastEventAt} desc nulls last`, desc(shipments.updatedAt))
    .limit(LIST_LIMIT);
  if (rows.length === 0) return [];

  const shipmentIds = rows.map((r) => r.shipment.id);
  const agentIds = [
    ...new Set(rows.flatMap((r) => (r.shipment.deliveryAgentId ? [r.shipment.deliveryAgentId] : []))),
  ];
  const [totals, events, agents] = await Promise.all([
    packageTotals(
      db,
      rows.map((r) => r.booking.id),
    ),
    db
      .select()
      .from(travelEvents)
      .where(inArray(travelEvents.shipmentId, shipmentIds))
      .orderBy(desc(travelEvents.createdAt), desc(travelEvents.id)),
    agentIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, agentIds)),
  ]);
  return rows.map((row) => {
    const own = events.filter((e) => e.shipmentId === row.shipment.id);
    const before = own.find((e) => isMovingShipmentStatus(e.status))?.status;
    return {
      ...row,
      totals: totals.get(row.booking.id) ?? { pieces: 0, weightKg: 0 },
      deliveryAgent: agents.find((a) => a.id === row.shipment.deliveryAgentId) ?? null,
      events: own,
      statusBeforeException:
        row.shipment.status === 'exception' && isMovingShipmentStatus(before) ? before : null,
    };
  });
};

/** The shipment's booking id, or null when there is no such shipment. */
export const bookingOfShipment = async (db: DbOrTx, shipmentId: string) => {
  const [row] = await db
    .select({ bookingId: shipments.bookingId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return row?.bookingId ?? null;
};
