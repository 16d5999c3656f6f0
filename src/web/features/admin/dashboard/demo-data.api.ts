import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoData } from '../../../../domain/demo-data.schemas';
import { api } from '../../../lib/api';

export type { DemoData };

/** Whether the shop still holds the demo seed's data, and removing it (docs/decisions/040). */
export const demoDataApi = {
  held: (signal: AbortSignal) => api.get<{ demo: DemoData | null }>('/api/admin/demo-data', { signal }),
  remove: () => api.post<{ removed: DemoData }>('/api/admin/demo-data/remove', {}),
};

export const demoDataKey = ['admin', 'demo-data'] as const;

export const demoDataQueryOptions = () =>
  queryOptions({ queryKey: demoDataKey, queryFn: ({ signal }) => demoDataApi.held(signal) });

/** Removes the demo data; everything the shop shows is read again (customers, orders, sales, ranks). */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoDataApi.remove,
    onSuccess: () => {
      queryClient.setQueryData(demoDataKey, { demo: null });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== demoDataKey[1] });
    },
  });
}
