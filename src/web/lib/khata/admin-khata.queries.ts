import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credit, KhataBook, RecordSettlement, Settlement } from '../../../domain/khata.schemas';
import { api } from '../api';
import { adminOrderKeys } from '../admin-orders/orders.queries';
import { refetchAfterChange } from '../query-client';

export type { Credit, KhataBook };

const customerPath = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`;

/** The owner's khata calls (DESIGN 11.8, docs/decisions/070). */
export const adminKhataApi = {
  book: (signal?: AbortSignal) => api.get<KhataBook>('/api/admin/khata', { signal }),
  credit: (id: string, signal?: AbortSignal) =>
    api.get<{ credit: Credit }>(`${customerPath(id)}/credit`, { signal }).then((r) => r.credit),
  setLimit: (id: string, limitPaise: number) =>
    api.put<{ credit: Credit }>(`${customerPath(id)}/credit`, { limitPaise }).then((r) => r.credit),
  /** The key makes a retry record the settlement once (docs/decisions/073). */
  settle: (id: string, input: RecordSettlement, idempotencyKey: string) =>
    api.post<{ settlement: Settlement; credit: Credit }>(`${customerPath(id)}/khata/settlements`, input, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};

export const KHATA_EXPORT_PATH = '/api/admin/khata/export';

export const adminKhataKeys = {
  all: ['admin', 'khata'] as const,
  book: ['admin', 'khata', 'book'] as const,
  credit: (id: string) => ['admin', 'khata', 'credit', id] as const,
};

export const khataBookQueryOptions = () =>
  queryOptions({ queryKey: adminKhataKeys.book, queryFn: ({ signal }) => adminKhataApi.book(signal) });

export const customerCreditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKhataKeys.credit(id),
    queryFn: ({ signal }) => adminKhataApi.credit(id, signal),
  });

/** After a limit or a settlement: the customer's credit is the answer; the book and orders are asked again. */
function useKhataChange<I>(change: (input: I) => Promise<{ id: string; credit: Credit }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ id, credit }) => {
      queryClient.setQueryData(adminKhataKeys.credit(id), credit);
      void refetchAfterChange(queryClient, adminKhataKeys.book);
      void refetchAfterChange(queryClient, adminOrderKeys.all);
    },
  });
}

export const useSetCreditLimit = () =>
  useKhataChange(async ({ id, limitPaise }: { id: string; limitPaise: number }) => ({
    id,
    credit: await adminKhataApi.setLimit(id, limitPaise),
  }));

export const useRecordSettlement = () =>
  useKhataChange(
    async ({
      id,
      input,
      idempotencyKey,
    }: {
      id: string;
      input: RecordSettlement;
      idempotencyKey: string;
    }) => ({
      id,
      ...(await adminKhataApi.settle(id, input, idempotencyKey)),
    }),
  );
