import type { AssignmentKind, AssignmentStatus, MoveEntity, MoveName, ProofLocation } from '@ukgh/domain';
import type { BookingRow, ShipmentRow } from '../../db/schema.ts';
import type { HandoverOutcome } from '../handover/handover.moves.ts';

/** What a screen (or the seed, or a test) asks: move this booking's status or its shipment's. */
export interface MoveCommand {
  bookingId: string;
  entity: MoveEntity;
  /** The target status, in any spelling the domain reads (it is normalised before it is written). */
  to: string;
  /** The shipment `version` the client saw; a different current version is refused (409). */
  expectedVersion?: number | null;
  reason?: string | null;
  notes?: string | null;
  /** The notes may be shown on the public tracker (the system's own text, or a person marked them so). */
  notesPublic?: boolean;
  location?: string | null;
  pickupAgentId?: string | null;
  deliveryAgentId?: string | null;
  /** The agent who handled the goods, when an admin records a move for them (the travel event names them). */
  agentId?: string | null;
  /** Stored proof files (keys from the file store) for a delivery. */
  photoKey?: string | null;
  signatureKey?: string | null;
  /** An admin's explicit correction, outside the transition table (needs a reason). */
  correction?: boolean;
  /** When it happened; only the demo seed and test factories back-date moves. */
  at?: Date;
}

export interface AssignCommand {
  bookingId: string;
  kind: AssignmentKind;
  agentId: string;
  expectedVersion?: number | null;
  windowStart?: Date | null;
  windowEnd?: Date | null;
  notes?: string | null;
  at?: Date;
}

export interface AssignmentStepCommand {
  assignmentId: string;
  to: AssignmentStatus | string;
  expectedVersion?: number | null;
  notes?: string | null;
  notesPublic?: boolean;
  location?: string | null;
  photoKey?: string | null;
  signatureKey?: string | null;
  /** How a completed delivery was confirmed: a right code stands as its proof. */
  handover?: HandoverOutcome | null;
  /** Where and when the phone was as the delivery's proof was taken. */
  proofLocation?: ProofLocation | null;
  at?: Date;
}

export interface MoveResult {
  booking: BookingRow;
  shipment: ShipmentRow;
  /** The move made (null when a job step did not move the goods). */
  move: MoveName | null;
}
