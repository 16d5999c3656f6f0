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
  salesToday: ['admin', 'sales', 'today'] as const,
  sales: (from: string, to: string) => ['admin', 'sales', 'range', from, to] as const,
};

export const dashboardCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.counts, queryFn: ({ signal }) => dashboardApi.counts(signal) });

export const lowStockListQueryOptions = () =>
  listQueryOptions(dashboardKeys.lowStock, (cursor, signal) => dashboardApi.lowStock(cursor, signal));

export const salesTodayQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.salesToday,
    queryFn: ({ signal }) => dashboardApi.salesToday(signal),
  });

export const salesRangeQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: dashboardKeys.sales(from, to),
    queryFn: ({ signal }) => dashboardApi.sales(from, to, signal),
  });
