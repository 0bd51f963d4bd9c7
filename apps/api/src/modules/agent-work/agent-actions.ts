import { createHash } from 'node:crypto';
import { AGENT_ACTION_MESSAGES, occurredAtProblem } from '@ukgh/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { AgentActionRow } from '../../db/schema.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import type { StoredProof } from '../package-status/proof-files.ts';
import { findAgentAction, insertAgentActionUnlessTaken } from './agent-work.repository.ts';

/**
 * Idempotency of the agents' actions (issue 10 "When the network drops"). A phone makes one
 * `client_action_id` per action and resends it until it gets an answer; the server records the id in the
 * transaction of the move it makes, under a unique key per (user, id). So:
 * - a retry of an action already applied finds its row: nothing is applied again, the current object is answered;
 * - two copies arriving at once: the second insert waits for the first transaction and then finds the row;
 * - a refused move rolls its row back with it, so the agent can send the action again once the cause is fixed;
 * - the same id with a different request (another package, another status) is refused (409).
 */

export type AgentActionKind =
  | 'pickup.step'
  | 'delivery.step'
  | 'warehouse.move'
  | 'warehouse.assign-delivery';

export interface AgentActionRequest {
  userId: string;
  clientActionId: string;
  action: AgentActionKind;
  targetId: string;
  occurredAt: Date;
  /** Everything the action asks, so a reused id with another request is told apart (not the files' bytes). */
  request: Record<string, unknown>;
}

/** A stable hash of what was asked (keys sorted, so the order fields arrive in does not matter). */
export const fingerprintOf = (action: AgentActionRequest): string => {
  const fields: Record<string, unknown> = {
    action: action.action,
    target: action.targetId,
    ...action.request,
  };
  const sorted = Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : (value ?? null)])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
};

const sameRequestOrRefuse = (row: AgentActionRow, action: AgentActionRequest) => {
  if (row.fingerprint !== fingerprintOf(action)) throw conflict(AGENT_ACTION_MESSAGES.actionIdReused);
};

/**
 * The action already applied under this id, if any (checked before any work, so a retry stores no files).
 * Throws 409 when the id was used for a different request.
 */
export const findAppliedAction = async (
  db: DbOrTx,
  action: AgentActionRequest,
): Promise<AgentActionRow | null> => {
  const row = await findAgentAction(db, action.userId, action.clientActionId);
  if (!row) return null;
  sameRequestOrRefuse(row, action);
  return row;
};

/** A new action's time must be recordable: not ahead of the server beyond the clock skew, not too old. */
export const checkOccurredAt = (occurredAt: Date) => {
  const problem = occurredAtProblem(occurredAt);
  if (problem) throw invalid(problem, { occurred_at: [problem] });
};

/**
 * Records the action inside the move's transaction, before the move. True: the caller makes the move. False:
 * another copy of the same action committed meanwhile, so the caller applies nothing.
 */
export const claimActionIn = async (tx: Tx, action: AgentActionRequest): Promise<boolean> => {
  const inserted = await insertAgentActionUnlessTaken(tx, {
    userId: action.userId,
    clientActionId: action.clientActionId,
    action: action.action,
    targetId: action.targetId,
    fingerprint: fingerprintOf(action),
    occurredAt: action.occurredAt,
  });
  if (inserted) return true;
  const existing = await findAppliedAction(tx, action);
  if (!existing) throw conflict(AGENT_ACTION_MESSAGES.actionIdReused);
  return false;
};

/**
 * The action's record when the phone sent a client id, else null (the spec's plain bodies: nothing to replay
 * against). A time sent without an id is still checked, since it becomes the travel event's time.
 */
export const optionalAction = (
  clientActionId: string | undefined,
  occurredAt: Date | undefined,
  action: Omit<AgentActionRequest, 'clientActionId' | 'occurredAt'>,
): { action: AgentActionRequest | null; at: Date } => {
  const at = occurredAt ?? new Date();
  if (!clientActionId) {
    if (occurredAt) checkOccurredAt(occurredAt);
    return { action: null, at };
  }
  return { action: { ...action, clientActionId, occurredAt: at }, at };
};

const NO_PROOF: StoredProof = { photoKey: null, signatureKey: null, discard: async () => {} };

/**
 * One agent action, applied once: a retry of an applied action answers 'replayed' and does nothing; a new
 * one has its time checked, its proof files checked and stored (before any row lock is taken: reading images
 * takes time), then the action is recorded and the move made in ONE transaction. A refused or failed move,
 * or a copy that lost the race, removes the stored files again. `action` is null for a call sent without a
 * client id (assigning a delivery from the back-office screens).
 */
export const runAgentAction = async (
  db: Db,
  action: AgentActionRequest | null,
  move: (tx: Tx, proof: StoredProof) => Promise<unknown>,
  storeFiles: () => Promise<StoredProof> = async () => NO_PROOF,
): Promise<'applied' | 'replayed'> => {
  if (action && (await findAppliedAction(db, action))) return 'replayed';
  if (action) checkOccurredAt(action.occurredAt);
  const proof = await storeFiles();
  try {
    const applied = await db.transaction(async (tx) => {
      if (action && !(await claimActionIn(tx, action))) return false;
      await move(tx, proof);
      return true;
    });
    if (!applied) await proof.discard();
    return applied ? 'applied' : 'replayed';
  } catch (error) {
    await proof.discard();
    throw error;
  }
};
