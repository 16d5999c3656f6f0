import type { AuditEntry, AuditLogFilter, AuditLogPage } from '../../../domain/audit-log.schemas';
import { BUSINESS_TIME_ZONE } from '../../../domain/business-day';
import type { Queryable } from '../../db/client';
import { cursorAtSql, decodeCursor, toPage, type Keyset } from '../../db/keyset-cursor';

const ID = /^\d+$/;

interface AuditRow {
  id: string;
  cursor_at: string;
  created_at: Date;
  admin_id: string | null;
  admin_name: string | null;
  admin_username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  subject: string | null;
  details: Record<string, unknown>;
}

/**
 * The rows a filter keeps, newest first by (created_at, id), from `after` on: each filter is the
 * leading column of one of migration 020's indexes, and a day range is one range of it.
 */
function filteredRows(filter: AuditLogFilter, after: Keyset | null, limit: number) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (filter.entity) where.push(`a.entity = ${param(filter.entity)}`);
  if (filter.action) where.push(`a.action = ${param(filter.action)}`);
  if (filter.adminId) where.push(`a.admin_id = ${param(filter.adminId)}`);
  const zone = () => param(BUSINESS_TIME_ZONE);
  if (filter.from)
    where.push(`a.created_at >= ${param(filter.from)}::date::timestamp at time zone ${zone()}`);
  if (filter.to)
    where.push(`a.created_at < (${param(filter.to)}::date + 1)::timestamp at time zone ${zone()}`);
  if (after)
    where.push(`(a.created_at, a.id) < (${param(after.createdAt)}::timestamptz, ${param(after.id)}::bigint)`);
  // What the row is about, as it is called now, or as it was called when it was deleted.
  const sql = `
    select a.id::text as id, ${cursorAtSql('a.created_at')} as cursor_at, a.created_at, a.admin_id,
      u.name as admin_name, u.username as admin_username, a.action, a.entity, a.entity_id, a.details,
      coalesce(c.name || ' (' || c.code || ')', p.name, o.customer_name,
        a.details #>> '{before,name}', a.details #>> '{after,name}', a.details ->> 'name',
        a.details ->> 'title') as subject
    from audit_log a
    left join admin_users u on u.id = a.admin_id
    left join customers c on c.id = case when a.entity = 'customer' then a.entity_id::uuid end
    left join products p on p.id = case when a.entity = 'product' then a.entity_id::uuid end
    left join orders o on o.id = case when a.entity = 'order' then a.entity_id end
    ${where.length ? `where ${where.join(' and ')}` : ''}
    order by a.created_at desc, a.id desc
    limit ${param(limit)}`;
  return { sql, params };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    admin:
      row.admin_id === null
        ? null
        : { id: row.admin_id, name: row.admin_name ?? '', username: row.admin_username ?? '' },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    subject: row.subject,
    details: row.details,
  };
}

/** One page of the audit log (GET /api/admin/audit-log). */
export async function auditLogPage(
  db: Queryable,
  query: AuditLogFilter & { limit: number; cursor?: string | undefined },
): Promise<AuditLogPage> {
  const { sql, params } = filteredRows(query, decodeCursor(query.cursor, ID), query.limit + 1);
  return toPage(await db.query<AuditRow>(sql, params), query.limit, toEntry);
}

/** The admins, for the filter. */
export async function auditAdmins(db: Queryable) {
  return db.query<{ id: string; name: string; username: string }>(
    'select id, name, username from admin_users order by name, username',
  );
}
