import {
  type AssignDeliveryInput,
  DEPARTURE_MESSAGES,
  normalizeScannedCode,
  normalizeShipmentStatus,
  type ShipmentStatus,
  WAREHOUSE_STAGES,
  type WarehouseListQuery,
  type WarehouseStage,
  type WarehouseUpdateInput,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { invalid, notFound, unprocessable } from '../../lib/errors.ts';
import { checkOccurredAt, optionalAction, runAgentAction } from '../agent-work/agent-actions.ts';
import { consolidateIn } from '../departures/departures.repository.ts';
import { actorOf } from '../operations/actor.ts';
import { applyMoveIn, assignIn } from '../operations/moves.service.ts';
import { presentWarehouseShipment } from './agent-warehouse.presenter.ts';
import {
  bookingOfShipment,
  countByStage,
  loadWarehouseShipments,
  STAGE_STATUS,
} from './agent-warehouse.repository.ts';

export const PACKAGE_NOT_FOUND = 'Package not found';

const isStage = (value: string): value is WarehouseStage =>
  (WAREHOUSE_STAGES as readonly string[]).includes(value);

/** `?status=`: a dashboard stage (`arriving`) or a shipment status in any spelling the domain reads. */
const statusesOf = (raw: string | undefined): readonly ShipmentStatus[] | undefined => {
  if (!raw) return undefined;
  const key = raw.trim().toLowerCase();
  if (isStage(key)) return [STAGE_STATUS[key]];
  const status = normalizeShipmentStatus(key);
  if (!status) throw invalid(`Unknown status '${raw}'`, { status: [`Unknown status '${raw}'`] });
  return [status];
};

/** The statuses a warehouse note is the reason of: an exception, and a parcel brought back from delivery. */
const NOTE_IS_REASON: readonly ShipmentStatus[] = ['exception', 'at_ghana_warehouse'];

/**
 * The warehouse dashboard (issue 10): what is arriving, at the UK warehouse, consolidated, in transit, arrived
 * in Ghana, at the Ghana warehouse and out for delivery; each move through the move service's `applyMoveIn`,
 * giving a package to a delivery agent through `assignIn`; each applied once per client id.
 */
export const createAgentWarehouseService = (ctx: AppContext) => {
  const { db } = ctx;

  const one = async (user: UserRow, shipmentId: string) => {
    const [view] = await loadWarehouseShipments(db, { ids: [shipmentId] });
    if (!view) throw notFound(PACKAGE_NOT_FOUND);
    return presentWarehouseShipment(view, user.role);
  };

  const bookingIdOf = async (shipmentId: string) => {
    const bookingId = await bookingOfShipment(db, shipmentId);
    if (!bookingId) throw notFound(PACKAGE_NOT_FOUND);
    return bookingId;
  };

  return {
    /** 404 for a package that is not there: checked before the body, so it never becomes a 400. */
    async assertExists(shipmentId: string) {
      await bookingIdOf(shipmentId);
    },

    async list(user: UserRow, query: WarehouseListQuery) {
      const [counts, views] = await Promise.all([
        countByStage(db),
        loadWarehouseShipments(db, {
          statuses: statusesOf(query.status),
          search: query.search ? normalizeScannedCode(query.search) : undefined,
        }),
      ]);
      return { counts, results: views.map((view) => presentWarehouseShipment(view, user.role)) };
    },

    async update(user: UserRow, shipmentId: string, input: WarehouseUpdateInput, requestId?: string) {
      const to = normalizeShipmentStatus(input.status);
      if (!to)
        throw invalid(`Unknown status '${input.status}'`, { status: [`Unknown status '${input.status}'`] });
      const bookingId = await bookingIdOf(shipmentId);
      // Consolidating is putting the package on a departure (issue 15): that departure's rules, then the move.
      if (to === 'consolidated' && !input.departure_id)
        throw unprocessable(DEPARTURE_MESSAGES.chooseDeparture, {
          departure_id: [DEPARTURE_MESSAGES.chooseDeparture],
        });
      const { action, at } = optionalAction(input.client_action_id, input.occurred_at, {
        userId: user.id,
        action: 'warehouse.move',
        targetId: shipmentId,
        request: {
          status: to,
          notes: input.notes,
          public_note: input.public_note,
          location: input.location,
          occurred_at: input.occurred_at,
          departure_id: input.departure_id ?? null,
        },
      });
      const outcome = await runAgentAction(db, action, (tx) =>
        to === 'consolidated'
          ? consolidateIn(
              tx,
              actorOf(user, requestId),
              input.departure_id!,
              { bookingId, shipmentId },
              { at, location: input.location },
            )
          : applyMoveIn(tx, actorOf(user, requestId), {
              bookingId,
              entity: 'shipment',
              to,
              notes: input.notes,
              notesPublic: input.public_note,
              location: input.location,
              reason: NOTE_IS_REASON.includes(to) ? input.notes : null,
              at,
            }),
      );
      return { outcome, shipment: await one(user, shipmentId) };
    },

    async assignDelivery(user: UserRow, input: AssignDeliveryInput, requestId?: string) {
      const bookingId = await bookingIdOf(input.package_id);
      const occurredAt = input.occurred_at ?? new Date();
      if (!input.client_action_id && input.occurred_at) checkOccurredAt(input.occurred_at);
      const action = input.client_action_id
        ? {
            userId: user.id,
            clientActionId: input.client_action_id,
            action: 'warehouse.assign-delivery' as const,
            targetId: input.package_id,
            occurredAt,
            request: { delivery_agent_id: input.delivery_agent_id, occurred_at: input.occurred_at ?? null },
          }
        : null;
      const outcome = await runAgentAction(db, action, (tx) =>
        assignIn(tx, actorOf(user, requestId), {
          bookingId,
          kind: 'DELIVERY',
          agentId: input.delivery_agent_id,
          at: occurredAt,
        }),
      );
      return { outcome, shipment: await one(user, input.package_id) };
    },
  };
};
export type AgentWarehouseService = ReturnType<typeof createAgentWarehouseService>;
