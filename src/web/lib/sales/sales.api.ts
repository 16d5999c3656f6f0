import type { SalesDay, SalesRange, SalesRangeReport } from '../../../domain/sales.schemas';
import { api } from '../api';

export type { SalesDay, SalesRange, SalesRangeReport };

/** The admin's sales calls (DESIGN section 2). */
export const salesApi = {
  range: ({ from, to }: SalesRange, signal?: AbortSignal) =>
    api.get<SalesRangeReport>('/api/admin/sales', { query: { from, to }, signal }),
  today: (signal?: AbortSignal) => api.get<SalesDay>('/api/admin/sales/today', { signal }),
};

/** The range's CSV download (one row per day, then the totals): a plain link, the browser saves it. */
export const salesCsvUrl = ({ from, to }: SalesRange) =>
  `/api/admin/sales.csv?${new URLSearchParams({ from, to }).toString()}`;
