import { auditActionLabel, auditChanges, auditEntityLabel } from '../../../domain/audit-actions';
import type { AuditLogFilter } from '../../../domain/audit-log.schemas';
import { allPages, csvDateTime, type CsvValue } from '../../csv/csv';
import type { Queryable } from '../../db/client';
import { auditLogPage } from './audit-log-read';

const BATCH = 2_000;

export const AUDIT_LOG_CSV_HEADER = ['When', 'Admin', 'Action', 'Kind', 'Subject', 'ID', 'Changes'] as const;

/** The audit log CSV for the screen's filters, in its order and its words (audit-actions.ts). */
export async function* auditLogCsvRows(db: Queryable, filter: AuditLogFilter): AsyncGenerator<CsvValue[]> {
  for await (const entry of allPages((cursor) => auditLogPage(db, { ...filter, limit: BATCH, cursor }))) {
    yield [
      csvDateTime(new Date(entry.at)),
      entry.admin ? `${entry.admin.name} (${entry.admin.username})` : '',
      auditActionLabel(entry.entity, entry.action),
      auditEntityLabel(entry.entity),
      entry.subject,
      entry.entityId,
      auditChanges(entry.details)
        .map((change) =>
          change.value !== undefined
            ? `${change.field}: ${change.value}`
            : `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`,
        )
        .join('; '),
    ];
  }
}
