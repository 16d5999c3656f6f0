import type { DashboardCounts, LowStockPage } from '../../../../domain/dashboard.schemas';
import { api } from '../../../lib/api';

export type { DashboardCounts, LowStockPage };
export type LowStockProduct = LowStockPage['items'][number];

/** One Asia/Kolkata day of sales (DESIGN 2: GET /api/admin/sales and /sales/today). */
export interface SalesDay {
  date: string;
  salesPaise: number;
  orders: number;
  pointMoneyPaise: number;
}
export interface SalesRange {
  days: SalesDay[];
  totals: Omit<SalesDay, 'date'>;
}

export const LOW_STOCK_PAGE_SIZE = 8;

export const dashboardApi = {
  counts: (signal: AbortSignal) => api.get<DashboardCounts>('/api/admin/dashboard', { signal }),
  lowStock: (cursor: string | null, signal: AbortSignal) =>
    api.get<LowStockPage>('/api/admin/products/low-stock', {
      query: { limit: LOW_STOCK_PAGE_SIZE, cursor },
      signal,
    }),
  salesToday: (signal: AbortSignal) => api.get<SalesDay>('/api/admin/sales/today', { signal }),
  sales: (from: string, to: string, signal: AbortSignal) =>
    api.get<SalesRange>('/api/admin/sales', { query: { from, to }, signal }),
};
