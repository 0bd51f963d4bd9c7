import { availableMoves, type Role, type WarehouseShipment } from '@ukgh/domain';
import {
  currentStatus,
  presentAgentServiceLevel,
  presentRecipientPlace,
  trackingCode,
} from '../agent-work/agent-work.presenter.ts';
import type { WarehouseView } from './agent-warehouse.repository.ts';

const EVENTS_SHOWN = 5;

/** A package on the warehouse dashboard, with the moves the caller may make from where it is. */
export const presentWarehouseShipment = (view: WarehouseView, role: Role): WarehouseShipment => {
  const { shipment, booking, customer, totals, deliveryAgent } = view;
  const moves = availableMoves({
    actorRole: role,
    booking: { status: booking.status },
    shipment: { status: shipment.status, statusBeforeException: view.statusBeforeException },
  });
  return {
    id: shipment.id,
    tracking_code: trackingCode(shipment),
    current_status: currentStatus(shipment),
    version: shipment.version,
    created_at: shipment.createdAt.toISOString(),
    updated_at: shipment.updatedAt.toISOString(),
    booking: {
      id: booking.id,
      booking_code: booking.bookingCode,
      fragile: booking.fragile,
      customer: {
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone_e164: booking.senderPhone ?? customer.phoneE164,
      },
      service_level: presentAgentServiceLevel(booking.serviceLevel),
      packages_count: totals.pieces,
      total_weight_kg: totals.weightKg,
      recipient_address: { name: booking.recipientName, ...presentRecipientPlace(booking) },
    },
    delivery_agent: deliveryAgent
      ? {
          id: deliveryAgent.id,
          first_name: deliveryAgent.firstName,
          last_name: deliveryAgent.lastName,
          name: `${deliveryAgent.firstName} ${deliveryAgent.lastName}`.trim(),
        }
      : null,
    status_events: view.events.slice(0, EVENTS_SHOWN).map((event) => ({
      status: event.status,
      created_at: event.createdAt.toISOString(),
      note: event.notes,
    })),
    allowed_moves: [...new Set(moves.filter((move) => move.entity === 'shipment').map((move) => move.to))],
  };
};
