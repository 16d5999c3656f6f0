import type { BackupStatus } from '../../../../domain/backup-status.schemas';
import type { DashboardCounts, LowStockPage } from '../../../../domain/dashboard.schemas';
import type { PointsLiability } from '../../../../domain/points-liability.schemas';
import { api } from '../../../lib/api';

export type { BackupStatus, DashboardCounts, LowStockPage, PointsLiability };

/** The liability's days as a CSV file (a plain link: the browser downloads it with the session cookie). */
export const LIABILITY_CSV_URL = '/api/admin/points/liability.csv';
export type LowStockProduct = LowStockPage['items'][number];

export const LOW_STOCK_PAGE_SIZE = 8;

export const dashboardApi = {
  counts: (signal: AbortSignal) => api.get<DashboardCounts>('/api/admin/dashboard', { signal }),
  liability: (signal: AbortSignal) => api.get<PointsLiability>('/api/admin/points/liability', { signal }),
  backups: (signal: AbortSignal) => api.get<BackupStatus>('/api/admin/backups/status', { signal }),
  lowStock: (cursor: string | null, signal: AbortSignal) =>
    api.get<LowStockPage>('/api/admin/products/low-stock', {
      query: { limit: LOW_STOCK_PAGE_SIZE, cursor },
      signal,
    }),
};
