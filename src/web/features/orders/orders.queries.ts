import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryOptions } from '../../lib/list-query';
import { ordersApi } from './orders.api';
import { refetchAfterChange } from '../../lib/query-client';

/** The signed-in customer's orders. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: ['orders', 'list', 'all'] as const,
  recent: (limit: number) => ['orders', 'list', 'recent', limit] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  payments: (id: string) => ['orders', 'detail', id, 'payments'] as const,
};

/** My Orders, newest first, a page at a time. */
export const ordersListQueryOptions = () =>
  listQueryOptions(orderKeys.list, (cursor, signal) => ordersApi.list(cursor, signal));

/** The newest few orders (the dashboard). */
export const recentOrdersQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: orderKeys.recent(limit),
    queryFn: ({ signal }) => ordersApi.list(null, signal, limit).then((page) => page.items),
  });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => ordersApi.get(id, signal) });

/** What an order's pay page asks for now (it falls to nothing once the shop records the payment). */
export const payRequestQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['pay', token], queryFn: ({ signal }) => ordersApi.payRequest(token, signal) });
/** What the order's payments came to, what is due, and each payment. */
export const orderPaymentsQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.payments(id), queryFn: ({ signal }) => ordersApi.payments(id, signal) });

/** Cancel while the shop has not accepted the order: the order's page shows the answer at once. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ordersApi.cancel,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      // The lists show its new status next time (not waited for: its own page shows it now).
      void refetchAfterChange(queryClient, orderKeys.lists);
    },
  });
}
