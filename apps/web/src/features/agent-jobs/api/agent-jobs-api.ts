import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AgentAssignment,
  type AgentAssignmentList,
  PACKAGE_MESSAGES,
  type PickupPackageList,
  type ProofLocation,
} from '@ukgh/domain';
import { useEffect } from 'react';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import {
  fetchWithOfflineCopy,
  type OfflineCopy,
  onAgentActionEvent,
  queueAgentAction,
} from '../../agent-offline/index.ts';
import { readAssignment } from './assignment-answer.ts';
import { assignmentsKey, assignmentsQuery, type JobKind } from './assignments-query.ts';

export type { JobKind } from './assignments-query.ts';

export const useAssignments = (kind: JobKind) => {
  const queryClient = useQueryClient();
  // The server answers an accepted action with the job as it is now: show that at once, so the card does
  // not step back while the list reloads.
  useEffect(
    () =>
      onAgentActionEvent((event) => {
        if (event.type !== 'sent' || !event.action.kind.startsWith(`${kind}.`)) return;
        const updated = readAssignment(event.response);
        if (!updated) return;
        queryClient.setQueryData<OfflineCopy<AgentAssignmentList>>(
          assignmentsKey(kind),
          (old) =>
            old && {
              ...old,
              data: {
                ...old.data,
                results: old.data.results.map((job) => (job.id === updated.id ? updated : job)),
              },
            },
        );
      }),
    [kind, queryClient],
  );
  return useQuery(assignmentsQuery(kind));
};

/** What this pickup agent collected and where it is now (GET /agent/pickup/packages/). */
export const usePickupPackages = () =>
  useQuery({
    queryKey: ['agent', 'pickup', 'packages'],
    queryFn: async ({ signal }) => {
      try {
        return await fetchWithOfflineCopy('pickup-packages', () =>
          api.get<PickupPackageList>('/agent/pickup/packages/', { silent: true, signal }),
        );
      } catch (error) {
        notifyFailure(PACKAGE_MESSAGES.loadFailed, error);
        throw error;
      }
    },
  });

const where = (kind: JobKind, job: AgentAssignment) => {
  const { pickup_address: pickup, recipient_address: recipient } = job.shipment.booking;
  return kind === 'pickup' ? `${pickup.city} ${pickup.postcode}` : `${recipient.city}, ${recipient.region}`;
};

/** Start a job: kept on the phone and sent when it can be (see agent-offline). */
export const startJob = (kind: JobKind, job: AgentAssignment) =>
  queueAgentAction({
    kind: `${kind}.start`,
    url: `/agent/${kind}/assignments/${job.id}/`,
    body: { status: 'IN_PROGRESS' },
    subjectId: job.id,
    label: `Start ${kind} ${job.shipment.tracking_code}`,
    successMessage: PACKAGE_MESSAGES.statusUpdated,
    failureMessage: PACKAGE_MESSAGES.statusUpdateFailed,
  });

export interface JobProof {
  photo: Blob | null;
  signature: Blob | null;
  notes: string;
  /** The note is for the customer too (the public tracker shows it); otherwise only staff read it. */
  publicNote: boolean;
  /** The recipient's handover code (a delivery confirmed by code needs no photo or signature). */
  handoverCode?: string;
  /** Why a delivery completes without a code (with its photo or signature). */
  withoutCodeReason?: string;
  /** Where and when the phone was as the delivery's proof was taken (null: the phone gave no position). */
  proofLocation?: ProofLocation | null;
}

/** Complete a job with its proof (a pickup's photo is optional; a delivery needs a photo or a signature). */
export const completeJob = (kind: JobKind, job: AgentAssignment, proof: JobProof) =>
  queueAgentAction({
    kind: `${kind}.complete`,
    url: `/agent/${kind}/assignments/${job.id}/`,
    body: {
      status: 'COMPLETED',
      notes: proof.notes.trim(),
      location: where(kind, job),
      ...(proof.publicNote && proof.notes.trim() ? { public_note: true } : {}),
      handover_code: proof.handoverCode,
      without_code_reason: proof.withoutCodeReason,
      // The queue keeps flat text fields (they go as multipart): the location as its JSON text.
      proof_location: proof.proofLocation ? JSON.stringify(proof.proofLocation) : undefined,
    },
    files: { proof_photo: proof.photo, proof_signature: proof.signature },
    subjectId: job.id,
    label: `${kind === 'pickup' ? 'Collect' : 'Deliver'} ${job.shipment.tracking_code}`,
    successMessage:
      kind === 'delivery' ? PACKAGE_MESSAGES.deliveredWithProof : PACKAGE_MESSAGES.statusUpdated,
    failureMessage: kind === 'delivery' ? PACKAGE_MESSAGES.proofFailed : PACKAGE_MESSAGES.statusUpdateFailed,
  });
