import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceFormInput } from '../../../../domain/services.schemas';
import { listQueryOptions, updateListItems } from '../../../lib/list-query';
import { servicesApi } from './services.api';
import { refetchAfterChange } from '../../../lib/query-client';

export const adminServiceKeys = {
  all: ['admin', 'services'] as const,
  list: (search: string) => ['admin', 'services', 'list', search] as const,
};

/** The services matching a search (one page: the list is short). */
export const servicesListQueryOptions = (search: string) =>
  listQueryOptions(adminServiceKeys.list(search), (_cursor, signal) => servicesApi.list(search, signal));

function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () => refetchAfterChange(queryClient, adminServiceKeys.all);
}

/** Adds a service (no id) or saves one. */
export function useSaveService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ServiceFormInput }) =>
      id ? servicesApi.update(id, input) : servicesApi.create(input),
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: servicesApi.remove, onSuccess: invalidate });
}

/** Shows or hides a service: the switch moves at once, and moves back if the server says no. */
export function useSetServiceActive() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => servicesApi.setActive(id, isActive),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: adminServiceKeys.all });
      const before = queryClient.getQueriesData({ queryKey: adminServiceKeys.all });
      updateListItems<Service>(queryClient, adminServiceKeys.all, (items) =>
        items.map((item) => (item.id === id ? { ...item, isActive } : item)),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: invalidate,
  });
}
