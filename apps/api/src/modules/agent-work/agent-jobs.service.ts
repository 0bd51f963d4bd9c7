import type { AgentAssignmentUpdateInput, AssignmentKind } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { HandoverOutcome } from '../handover/handover.moves.ts';
import { createHandoverService } from '../handover/handover.service.ts';
import { actorOf } from '../operations/actor.ts';
import { ASSIGNMENT_NOT_FOUND } from '../operations/moves.errors.ts';
import { stepAssignmentIn } from '../operations/moves.service.ts';
import { type ProofUploads, storeProof } from '../package-status/proof-files.ts';
import { optionalAction, runAgentAction } from './agent-actions.ts';
import { presentAssignment } from './agent-work.presenter.ts';
import { type AssignmentView, loadAssignments } from './agent-work.repository.ts';

/** An agent sees only their own jobs; an admin (who may use every agent screen) sees everyone's. */
const ownerFilter = (user: UserRow) => (user.role === 'ADMIN' ? null : user.id);

/**
 * Where a step happened when the phone did not say: the address the job is done at (the pickup address,
 * the recipient's town). Only the steps that move the goods record a place.
 */
const placeOf = (view: AssignmentView, to: AgentAssignmentUpdateInput['status']): string | null => {
  if (to !== 'COMPLETED') return null;
  const { booking } = view;
  // The town only: travel events show on the public tracker, which never shows an address.
  return view.assignment.kind === 'PICKUP' ? booking.senderCity : booking.recipientCity;
};

/**
 * Pickup and delivery jobs as their agents work them (issue 10): the list, and one step at a time through
 * the move service's `stepAssignmentIn` (the job and the goods move together: pickup complete ⇒ picked_up,
 * delivery start ⇒ out_for_delivery, delivery complete ⇒ delivered with proof), applied once per client id.
 */
export const createAgentJobsService = (ctx: AppContext) => {
  const { db, files } = ctx;
  const handover = createHandoverService(db);

  /** The job if the caller may see it: their own of this kind (any for an admin); otherwise 404. */
  const visibleJob = async (user: UserRow, kind: AssignmentKind, id: string) => {
    const [view] = await loadAssignments(db, { kind, agentId: ownerFilter(user), ids: [id] });
    if (!view) throw notFound(ASSIGNMENT_NOT_FOUND);
    return view;
  };

  return {
    /** 404 unless the caller may see the job: answered before the body is read, so it never becomes a 400. */
    async assertVisible(user: UserRow, kind: AssignmentKind, id: string) {
      await visibleJob(user, kind, id);
    },

    async list(user: UserRow, kind: AssignmentKind) {
      const views = await loadAssignments(db, { kind, agentId: ownerFilter(user) });
      return { count: views.length, results: views.map(presentAssignment) };
    },

    /**
     * One step of the caller's job. Files are kept only where the step records proof (completing a pickup:
     * a photo; completing a delivery: a photo or signature); a start needs none.
     */
    async step(
      user: UserRow,
      kind: AssignmentKind,
      id: string,
      input: AgentAssignmentUpdateInput,
      uploads: ProofUploads,
      requestId?: string,
    ) {
      const view = await visibleJob(user, kind, id);
      const completing = input.status === 'COMPLETED';
      const kept: ProofUploads = completing
        ? { photo: uploads.photo, signature: kind === 'DELIVERY' ? uploads.signature : null }
        : {};
      const location = input.location ?? placeOf(view, input.status);
      // The door: a code is checked (and a wrong one counted) before anything else; without one the delivery
      // goes ahead on its photo or signature and is recorded "without code", with the reason if one was sent.
      const delivering = kind === 'DELIVERY' && completing && view.assignment.status === 'IN_PROGRESS';
      // Only a delivery's proof records where it was taken; a pickup's or a start's location is dropped.
      const proofLocation = kind === 'DELIVERY' && completing ? (input.proof_location ?? null) : null;
      let handoverOutcome: HandoverOutcome | null = null;
      if (delivering && input.handover_code) {
        await handover.check(actorOf(user, requestId), view.booking.id, input.handover_code);
        handoverOutcome = { method: 'CODE', reason: null };
      } else if (delivering) {
        handoverOutcome = { method: 'WITHOUT_CODE', reason: input.without_code_reason ?? null };
      }
      const { action, at } = optionalAction(input.client_action_id, input.occurred_at, {
        userId: user.id,
        action: kind === 'PICKUP' ? 'pickup.step' : 'delivery.step',
        targetId: id,
        request: {
          status: input.status,
          notes: input.notes,
          public_note: input.public_note,
          location: input.location,
          occurred_at: input.occurred_at,
          proof_photo: Boolean(kept.photo?.length),
          proof_signature: Boolean(kept.signature?.length),
          // Whether a code came, never the code: this fingerprint is stored.
          handover_code: Boolean(input.handover_code),
          without_code_reason: input.without_code_reason ?? null,
          proof_location: proofLocation ? JSON.stringify(proofLocation) : null,
        },
      });
      const outcome = await runAgentAction(
        db,
        action,
        (tx, proof) =>
          stepAssignmentIn(tx, actorOf(user, requestId), {
            assignmentId: id,
            to: input.status,
            notes: input.notes,
            notesPublic: input.public_note,
            location,
            photoKey: proof.photoKey,
            signatureKey: proof.signatureKey,
            handover: handoverOutcome,
            proofLocation,
            at,
          }),
        () => storeProof(files, kept),
      );
      return { outcome, assignment: presentAssignment(await visibleJob(user, kind, id)) };
    },
  };
};
export type AgentJobsService = ReturnType<typeof createAgentJobsService>;
