import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SalesRange } from '../../../domain/sales.schemas';
import { salesApi } from './sales.api';

/** The sales figures are computed from the orders: a change to an order changes them (stale at once). */
export const adminSalesKeys = {
  all: ['admin', 'sales'] as const,
  today: ['admin', 'sales', 'today'] as const,
  range: (range: SalesRange) => ['admin', 'sales', 'range', range.from, range.to] as const,
};

/** Today's cards (Asia/Kolkata today, by the server's clock). */
export const salesTodayQueryOptions = () =>
  queryOptions({
    queryKey: adminSalesKeys.today,
    queryFn: ({ signal }) => salesApi.today(signal),
  });

/** Every day of a range with its totals; the last range stays on screen, dimmed, while the next loads. */
export const salesRangeQueryOptions = (range: SalesRange) =>
  queryOptions({
    queryKey: adminSalesKeys.range(range),
    queryFn: ({ signal }) => salesApi.range(range, signal),
    placeholderData: keepPreviousData,
  });
