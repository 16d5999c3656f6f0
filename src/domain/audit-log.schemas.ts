import { z } from 'zod';
import { AUDIT_ENTITIES } from './audit-actions';
import { auditLogMessages } from './messages';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23');

/**
 * GET /api/admin/audit-log (and its CSV): newest first, filtered by what it happened to (`entity`),
 * what happened (`action`, as stored), which admin, and Asia/Kolkata days `from`..`to` (both kept).
 */
const auditLogFilterFields = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: z.string().trim().min(1).max(60).optional(),
  adminId: z.uuid().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
const fromNotAfterTo = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const startAfterEnd = { message: auditLogMessages.startAfterEnd, path: ['from'] };
/**
 * An action is picked within a kind (as on the screen): every index leads with the kind, so an
 * action alone would walk the whole log newest first (docs/decisions/033).
 */
const actionWithKind = (filter: { entity?: string | undefined; action?: string | undefined }) =>
  !filter.action || Boolean(filter.entity);
const actionNeedsKind = { message: auditLogMessages.actionNeedsKind, path: ['action'] };

export const auditLogFilterSchema = auditLogFilterFields
  .refine(fromNotAfterTo, startAfterEnd)
  .refine(actionWithKind, actionNeedsKind);
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

export const auditLogQuerySchema = auditLogFilterFields
  .extend({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
  })
  .refine(fromNotAfterTo, startAfterEnd)
  .refine(actionWithKind, actionNeedsKind);

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  admin: z.object({ id: z.string(), name: z.string(), username: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What the entity is called now (a customer's name and code, a product's name), or as it was when deleted. */
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The admins, for the screen's filter. */
export const auditAdminsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() })),
});
