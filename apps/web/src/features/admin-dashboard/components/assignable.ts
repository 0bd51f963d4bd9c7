import { ASSIGNMENT_KINDS, type AssignmentKind, decideAssign } from '@ukgh/domain';

export interface ShipmentChoice {
  shipment_id: string;
  booking_code: string;
  booking_status: string;
  shipment_status: string;
  tracking_number: string | null;
  customer_name: string;
}

/** The jobs an admin may give this shipment now: the same rule the server applies (`decideAssign`). */
export const assignableKinds = (s: Pick<ShipmentChoice, 'booking_status' | 'shipment_status'>) =>
  ASSIGNMENT_KINDS.filter(
    (kind: AssignmentKind) =>
      decideAssign({
        actorRole: 'ADMIN',
        kind,
        booking: { status: s.booking_status },
        shipment: { status: s.shipment_status },
      }).allowed,
  );
