import type { AuditEntry, AuditLogFilter, AuditLogPage } from '../../../../domain/audit-log.schemas';
import { api } from '../../../lib/api';

export type { AuditEntry, AuditLogFilter };
export type AuditAdmin = { id: string; name: string; username: string };

export const AUDIT_LOG_PAGE_SIZE = 25;
export const AUDIT_LOG_PATH = '/api/admin/audit-log';

export const auditLogApi = {
  list: (filter: AuditLogFilter, cursor: string | null, signal: AbortSignal) =>
    api.get<AuditLogPage>(AUDIT_LOG_PATH, {
      query: { ...filter, limit: AUDIT_LOG_PAGE_SIZE, cursor },
      signal,
    }),
  admins: (signal: AbortSignal) => api.get<{ items: AuditAdmin[] }>(`${AUDIT_LOG_PATH}/admins`, { signal }),
};
