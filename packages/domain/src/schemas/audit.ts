import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { uuidSchema } from './common.ts';

/** What the audit trail records changes of. */
export const AUDIT_ENTITIES = ['booking', 'shipment', 'assignment', 'user', 'settings', 'departure'] as const;
/** Settings are one trail (the action names the section: 'settings.company.update', 'currency.update'). */
export const SETTINGS_AUDIT_ID = '00000000-0000-0000-0000-000000000000';
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_PAGE_SIZE_MAX = 100;

/** GET /admin/audit/?entity=booking&id=…&cursor=… (keyset pagination, newest first). */
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }),
  id: uuidSchema,
  cursor: z
    .string()
    .regex(/^[ab]\d{1,18}$/, 'Invalid cursor')
    .optional(),
  page_size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(20),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const changedFields = z.record(z.string(), z.unknown());

/** One audit entry as the API sends it. */
export const auditEventSchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_role: z.enum(ROLES).nullable(),
  /** The actor's name as people know them (null for the system, or a user since deleted for good). */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  before: changedFields.nullable(),
  after: changedFields.nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEventDto = z.infer<typeof auditEventSchema>;

/** The project's list style; `next`/`previous` carry a keyset cursor, not a page number. */
export const auditPageSchema = z.object({
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(auditEventSchema),
  /** The names of the users the page's entries point at (actors, agents in changed fields), by id. */
  people: z.record(z.string(), z.string()),
});
export type AuditPageDto = z.infer<typeof auditPageSchema>;
