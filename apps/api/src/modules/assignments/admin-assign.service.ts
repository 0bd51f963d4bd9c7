import type { AssignmentKind } from '@ukgh/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../operations/actor.ts';
import type { MoveService } from '../operations/moves.service.ts';
import { findShipmentBooking } from './assignments.repository.ts';

/**
 * The dashboard's assignment calls name a shipment; the move service works on its booking. The rules (who
 * may assign, in which state, to which agent) and the writes (job, agent column, audit entry) are all the
 * move service's `assign`.
 */
export const createAdminAssignService = (db: Db, moves: MoveService) => ({
  async assign(actor: Actor, shipmentId: string, kind: AssignmentKind, agentId: string) {
    const shipment = await findShipmentBooking(db, shipmentId);
    if (!shipment) throw notFound('Shipment not found');
    return moves.assign(actor, { bookingId: shipment.bookingId, kind, agentId });
  },
});
export type AdminAssignService = ReturnType<typeof createAdminAssignService>;
