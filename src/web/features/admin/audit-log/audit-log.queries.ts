import { queryOptions } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { auditLogApi, type AuditLogFilter } from './audit-log.api';

/** Under ['admin']: read again whenever the admin comes back, as every change adds a row. */
export const auditLogKeys = {
  list: (filter: AuditLogFilter) => ['admin', 'audit-log', 'list', filter] as const,
  admins: ['admin', 'audit-log', 'admins'] as const,
};

export const auditLogListQueryOptions = (filter: AuditLogFilter) =>
  listQueryOptions(auditLogKeys.list(filter), (cursor, signal) => auditLogApi.list(filter, cursor, signal));

export const auditAdminsQueryOptions = () =>
  queryOptions({
    queryKey: auditLogKeys.admins,
    queryFn: ({ signal }) => auditLogApi.admins(signal).then((result) => result.items),
  });
