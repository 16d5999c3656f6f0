import { queryOptions } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { dashboardApi } from './dashboard.api';

/**
 * The dashboard's reads. Under ['admin'], so any admin change that invalidates its own lists
 * (orders, products, customers) leaves these to be read again on the next visit.
 */
export const dashboardKeys = {
  counts: ['admin', 'dashboard', 'counts'] as const,
  lowStock: ['admin', 'products', 'low-stock'] as const,
  backups: ['admin', 'backups', 'status'] as const,
  liability: ['admin', 'points', 'liability'] as const,
};

export const dashboardCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.counts, queryFn: ({ signal }) => dashboardApi.counts(signal) });

export const lowStockListQueryOptions = () =>
  listQueryOptions(dashboardKeys.lowStock, (cursor, signal) => dashboardApi.lowStock(cursor, signal));

export const backupStatusQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.backups, queryFn: ({ signal }) => dashboardApi.backups(signal) });

export const pointsLiabilityQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.liability,
    queryFn: ({ signal }) => dashboardApi.liability(signal),
  });
