import type { Queryable } from '../db/client';

export interface AuditEntry {
  /** Null when a customer's own action moved money (a paid order they cancelled). */
  adminId: string | null;
  /** What happened, e.g. 'create', 'update', 'delete', 'activate'. */
  action: string;
  /** What it happened to, e.g. 'product', 'service', 'content_page'. */
  entity: string;
  entityId: string | null;
  details?: Record<string, unknown>;
}

/** DESIGN 6: admin actions go to the append-only audit_log. Call it inside the change's transaction. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    'insert into audit_log (admin_id, action, entity, entity_id, details) values ($1, $2, $3, $4, $5)',
    [entry.adminId, entry.action, entry.entity, entry.entityId, JSON.stringify(entry.details ?? {})],
  );
}
