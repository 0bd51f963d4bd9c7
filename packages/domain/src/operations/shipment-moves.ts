import type { Role } from '../roles.ts';
import type { ShipmentStatus } from '../shipment/statuses.ts';
import type { MoveName, MoveRequirement, MoveRule } from './move-types.ts';

/**
 * The shipment transition table: where the goods may go next, who may send them there, and what each
 * step needs (DESIGN §4, spec 001 §4, issue 8).
 *
 * The spec's client enforced no order ("No order of transitions is enforced"); a real shipper does, so
 * every day-to-day step is a row here and anything else is an admin's explicit correction (decide-move.ts).
 *
 *   pending ──(booking confirm)──▶ confirmed ──assign-pickup──▶ pickup_assigned
 *   confirmed / pickup_assigned ──complete-pickup──▶ picked_up            PICKUP
 *   picked_up ──receive-uk──▶ at_warehouse ──consolidate──▶ consolidated   WAREHOUSE (UK)
 *   at_warehouse / consolidated ──depart──▶ in_transit                     WAREHOUSE (UK)
 *   in_transit ──arrive-ghana──▶ arrived_ghana                             WAREHOUSE (Ghana)
 *   arrived_ghana ──receive-ghana──▶ at_ghana_warehouse                    WAREHOUSE (Ghana)
 *   at_ghana_warehouse ──out-for-delivery──▶ out_for_delivery              DELIVERY (needs a delivery agent)
 *   out_for_delivery ──deliver──▶ delivered                                DELIVERY (needs proof)
 *   out_for_delivery ──return-to-warehouse──▶ at_ghana_warehouse           DELIVERY, WAREHOUSE (needs a reason)
 *
 * Admins may make every one of these steps. Choices a reader might question:
 * - `pending → confirmed` is not a shipment move: it happens when the booking is confirmed (booking-moves.ts),
 *   so a shipment can never look confirmed while its booking is not.
 * - Assigning a pickup agent is the admin's (the Assign Pickup Agent dialog opens on confirm, spec 001 §2); a
 *   pickup agent may still collect from `confirmed` when the admin skipped the assignment step.
 * - Consolidation is optional: an express parcel can fly on its own, so `at_warehouse → in_transit` is a row too
 *   (the Packages screen filters on "consolidated yes or no", so both happen).
 * - While `in_transit` the goods are with the carrier, not with any of our agents, so only an admin can report
 *   an exception in transit. The arrival in Ghana is recorded by the Ghana warehouse when it collects the goods
 *   from the port or airport (its phone screen, issue 10), or by an admin from the carrier's notice.
 * - A failed delivery attempt brings the parcel back to the Ghana warehouse with a reason, rather than making
 *   every missed doorstep an exception.
 * - Giving a parcel a delivery agent at the Ghana warehouse is an assignment, not a status change
 *   (assignments.ts); the status changes when the agent sets out.
 * - `delivered` is final, and nothing of a cancelled or rejected booking moves; only a correction changes them.
 */

/** The states in which the goods are in our hands, so something can go wrong with them (DESIGN §4). */
export const MOVING_SHIPMENT_STATUSES = [
  'picked_up',
  'at_warehouse',
  'consolidated',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'out_for_delivery',
] as const satisfies readonly ShipmentStatus[];
export type MovingShipmentStatus = (typeof MOVING_SHIPMENT_STATUSES)[number];

/**
 * Who holds the goods in each moving state: they report an exception there and put the parcel back on its
 * way. Admins always may as well. Nobody of ours holds the goods in transit.
 */
export const SHIPMENT_HOLDERS: Readonly<Record<MovingShipmentStatus, readonly Role[]>> = {
  picked_up: ['PICKUP'],
  at_warehouse: ['WAREHOUSE'],
  consolidated: ['WAREHOUSE'],
  in_transit: [],
  arrived_ghana: ['WAREHOUSE'],
  at_ghana_warehouse: ['WAREHOUSE'],
  out_for_delivery: ['DELIVERY'],
};

/** What reaching a status always needs, however it is reached (spec 001 §5). */
export const TARGET_REQUIREMENTS: Readonly<Partial<Record<ShipmentStatus, readonly MoveRequirement[]>>> = {
  pickup_assigned: ['pickupAgent'],
  out_for_delivery: ['deliveryAgent'],
  delivered: ['proof'],
  exception: ['reason'],
};

const requirementsOf = (to: ShipmentStatus, extra: readonly MoveRequirement[] = []): MoveRequirement[] => [
  ...(TARGET_REQUIREMENTS[to] ?? []),
  ...extra,
];

const step = (
  from: ShipmentStatus,
  to: ShipmentStatus,
  move: MoveName,
  agents: readonly Role[],
  extra: readonly MoveRequirement[] = [],
): MoveRule<ShipmentStatus> => ({
  from,
  to,
  move,
  roles: [...agents, 'ADMIN'],
  requires: requirementsOf(to, extra),
});

/** The day-to-day steps, in route order. */
const ROUTE_STEPS: readonly MoveRule<ShipmentStatus>[] = [
  step('confirmed', 'pickup_assigned', 'assign-pickup', []),
  step('confirmed', 'picked_up', 'complete-pickup', ['PICKUP']),
  step('pickup_assigned', 'picked_up', 'complete-pickup', ['PICKUP']),
  step('picked_up', 'at_warehouse', 'receive-uk', ['WAREHOUSE']),
  step('at_warehouse', 'consolidated', 'consolidate', ['WAREHOUSE']),
  step('at_warehouse', 'in_transit', 'depart', ['WAREHOUSE']),
  step('consolidated', 'in_transit', 'depart', ['WAREHOUSE']),
  step('in_transit', 'arrived_ghana', 'arrive-ghana', ['WAREHOUSE']),
  step('arrived_ghana', 'at_ghana_warehouse', 'receive-ghana', ['WAREHOUSE']),
  step('at_ghana_warehouse', 'out_for_delivery', 'out-for-delivery', ['DELIVERY']),
  step('out_for_delivery', 'delivered', 'deliver', ['DELIVERY']),
  step(
    'out_for_delivery',
    'at_ghana_warehouse',
    'return-to-warehouse',
    ['DELIVERY', 'WAREHOUSE'],
    ['reason'],
  ),
];

/** Something went wrong (damage, customs hold, address not found): from any moving state, with a reason. */
const EXCEPTION_STEPS: readonly MoveRule<ShipmentStatus>[] = MOVING_SHIPMENT_STATUSES.map((from) =>
  step(from, 'exception', 'report-exception', SHIPMENT_HOLDERS[from]),
);

/** Every row of the shipment table, apart from the ways out of `exception` (see `exceptionExits`). */
export const SHIPMENT_MOVES: readonly MoveRule<ShipmentStatus>[] = [...ROUTE_STEPS, ...EXCEPTION_STEPS];

export const isMovingShipmentStatus = (status: unknown): status is MovingShipmentStatus =>
  (MOVING_SHIPMENT_STATUSES as readonly unknown[]).includes(status);

/**
 * The ways out of `exception`. `exception` does not say where the goods were, so the caller passes the status
 * before it (the last route status in the travel history). Once the problem is dealt with, the parcel either
 * resumes where it was (the holders there, or an admin) or takes any step it could have taken from there
 * (those steps' roles): a parcel held at customs on arrival goes on to the Ghana warehouse, a failed delivery
 * goes back to it. Without a known earlier status only an admin can say where the goods are: back to any
 * moving state. Either way reaching the status still needs what it always needs (an agent, proof).
 */
export const exceptionExits = (statusBefore: ShipmentStatus | null): MoveRule<ShipmentStatus>[] => {
  const resolve = (to: ShipmentStatus, roles: readonly Role[]): MoveRule<ShipmentStatus> => ({
    from: 'exception',
    to,
    move: 'resolve-exception',
    roles,
    requires: requirementsOf(to),
  });
  if (!isMovingShipmentStatus(statusBefore)) {
    return MOVING_SHIPMENT_STATUSES.map((to) => resolve(to, ['ADMIN']));
  }
  const onward = ROUTE_STEPS.filter((rule) => rule.from === statusBefore).map((rule) =>
    resolve(rule.to, rule.roles),
  );
  return [resolve(statusBefore, [...SHIPMENT_HOLDERS[statusBefore], 'ADMIN']), ...onward];
};

/** The rows leaving a status (the ways out of `exception` need the status before it). */
export const shipmentMovesFrom = (
  from: ShipmentStatus,
  statusBeforeException: ShipmentStatus | null = null,
): MoveRule<ShipmentStatus>[] =>
  from === 'exception'
    ? exceptionExits(statusBeforeException)
    : SHIPMENT_MOVES.filter((rule) => rule.from === from);
