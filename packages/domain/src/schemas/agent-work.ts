import { z } from 'zod';
import { handoverCodeSchema, withoutCodeReasonSchema } from '../handover/handover-code.ts';
import { AGENT_ACTION_MESSAGES } from '../messages.ts';
import { proofLocationFieldSchema } from '../proof/proof-location.ts';
import { uuidSchema } from './common.ts';

/**
 * The agents' requests (issue 10). The offline queue sends every action with `client_action_id` (a UUID the
 * phone makes once per action and keeps through every retry: the server applies it once) and `occurred_at`
 * (when the agent did it, which may be long before the phone got a signal: it becomes the travel event's
 * time). Both are optional so the spec's plain bodies work: without them the server's time is recorded and a
 * resent request is applied again.
 * Assignment updates come as JSON or multipart (files `proof_photo`, `proof_signature`), so every field is
 * also accepted as the string multipart sends.
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** ISO 8601 with a zone (`2026-11-23T10:15:00.000Z` or `…+00:00`), read as a Date. */
export const occurredAtSchema = z.iso
  .datetime({ offset: true, message: 'occurred_at must be an ISO 8601 date-time with a time zone' })
  .transform((v) => new Date(v));

/** A yes/no as JSON or as the string multipart sends ('true', 'on'); absent is no. */
const publicNoteFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .nullish()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const clientActionIdSchema = z.uuid({ message: 'client_action_id must be a UUID' });

/** How far ahead of the server's clock a phone's clock may run, and how old a queued action may be. */
export const OCCURRED_AT_MAX_SKEW_MS = 5 * 60 * 1000;
export const OCCURRED_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Why an action's time cannot be recorded, or null. Checked by the server after it has looked for a replay,
 * so a retry of an action it already applied is still answered whatever its age.
 */
export const occurredAtProblem = (occurredAt: Date, now: Date = new Date()): string | null => {
  if (occurredAt.getTime() > now.getTime() + OCCURRED_AT_MAX_SKEW_MS)
    return AGENT_ACTION_MESSAGES.occurredInFuture;
  if (occurredAt.getTime() < now.getTime() - OCCURRED_AT_MAX_AGE_MS)
    return AGENT_ACTION_MESSAGES.occurredTooLongAgo;
  return null;
};

/** PATCH /agent/pickup/assignments/{id}/ and /agent/delivery/assignments/{id}/ (JSON or multipart fields). */
export const agentAssignmentUpdateSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(['IN_PROGRESS', 'COMPLETED'], { message: 'status must be IN_PROGRESS or COMPLETED' }),
  ),
  notes: text(1000),
  /** Show the notes on the public tracker; otherwise staff and agents' notes stay internal. */
  public_note: publicNoteFlag,
  location: text(200),
  client_action_id: clientActionIdSchema.optional(),
  occurred_at: occurredAtSchema.optional(),
  /** The recipient's handover code, when completing a delivery (an empty multipart field is no code). */
  handover_code: z.preprocess((v) => (v === '' || v === null ? undefined : v), handoverCodeSchema.optional()),
  /** Why a delivery completes without a code; a client that sends none is recorded as "no reason given". */
  without_code_reason: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    withoutCodeReasonSchema.optional(),
  ),
  /** Where and when the phone was as the delivery's proof was taken (JSON text in multipart); absent is none. */
  proof_location: proofLocationFieldSchema,
});
export type AgentAssignmentUpdateInput = z.output<typeof agentAssignmentUpdateSchema>;
export type AgentAssignmentUpdateBody = z.input<typeof agentAssignmentUpdateSchema>;

/**
 * PATCH /agent/warehouse/packages/{id}/: the shipment status to move to, in any spelling the domain reads
 * (`at_uk_warehouse`, `AT_GH_WAREHOUSE`). An exception's reason is its `notes`.
 */
export const warehouseUpdateSchema = z.object({
  status: z.string().trim().min(1, 'Status is required').max(40),
  location: text(200),
  notes: text(1000),
  public_note: publicNoteFlag,
  client_action_id: clientActionIdSchema.optional(),
  occurred_at: occurredAtSchema.optional(),
  /** The loading departure a package is consolidated onto: required when `status` is consolidated (issue 15). */
  departure_id: uuidSchema.optional(),
});
export type WarehouseUpdateInput = z.output<typeof warehouseUpdateSchema>;
export type WarehouseUpdateBody = z.input<typeof warehouseUpdateSchema>;

/** POST /agent/warehouse/assign-delivery/: give a package (shipment id) to a delivery agent. */
export const assignDeliverySchema = z.object({
  package_id: uuidSchema,
  delivery_agent_id: uuidSchema,
  client_action_id: clientActionIdSchema.optional(),
  occurred_at: occurredAtSchema.optional(),
});
export type AssignDeliveryInput = z.output<typeof assignDeliverySchema>;
export type AssignDeliveryBody = z.input<typeof assignDeliverySchema>;

/**
 * GET /agent/warehouse/packages/?status=&search=: one stage of the dashboard (`arriving`, a status in any
 * spelling), and a tracking number or booking code (part of one is enough).
 */
export const warehouseListQuerySchema = z.object({
  status: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
});
export type WarehouseListQuery = z.output<typeof warehouseListQuerySchema>;
