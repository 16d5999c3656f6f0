import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '../api';
import { listQueryOptions, updateListItems } from '../list-query';
import {
  adminOrdersApi,
  registrationsApi,
  type AdminOrder,
  type AdminOrderCommand,
  type OrderListFilter,
  type Registration,
} from './orders.api';
import type { RecordPaymentInput } from '../../../domain/payments.schemas';
import type { RefundRequestBody } from '../../../domain/refund.schemas';
import { refetchAfterChange } from '../query-client';

/** Every order as the admin sees it, and the registrations waiting for a decision. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  lists: ['admin', 'orders', 'list'] as const,
  list: (filter: OrderListFilter) => ['admin', 'orders', 'list', filter] as const,
  firstPage: (filter: OrderListFilter) => ['admin', 'orders', 'first-page', filter] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
  payments: (id: string) => ['admin', 'orders', 'payments', id] as const,
  registrations: ['admin', 'registrations'] as const,
};

/** Orders matching a filter (search, status, payment type, waiting for approval), newest first. */
export const adminOrdersListQueryOptions = (filter: OrderListFilter) =>
  listQueryOptions(adminOrderKeys.list(filter), (cursor, signal) =>
    adminOrdersApi.list(filter, cursor, signal),
  );

/** The first `filter.limit` orders only (the dashboard's recent orders and pending count). */
export const adminOrdersFirstPageQueryOptions = (filter: OrderListFilter) =>
  queryOptions({
    queryKey: adminOrderKeys.firstPage(filter),
    queryFn: ({ signal }) => adminOrdersApi.list(filter, null, signal),
  });

/** One order as it is now (read again when a command was refused: someone got there first). */
export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => adminOrdersApi.get(id, signal).then((result) => result.order),
  });

/** An order's payments, what they came to and what is due (asked again after every order command). */
export const adminOrderPaymentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.payments(id),
    queryFn: ({ signal }) => adminOrdersApi.payments(id, signal),
  });

/**
 * Records money received on an order (a part payment, or the rest); then the order as it is now
 * is read and handed back, and every admin order query is asked again.
 */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      orderId,
      input,
      idempotencyKey,
    }: {
      orderId: string;
      input: RecordPaymentInput;
      idempotencyKey: string;
    }) => {
      await adminOrdersApi.recordPayment(orderId, input, idempotencyKey);
      return queryClient.fetchQuery({ ...adminOrderQueryOptions(orderId), staleTime: 0 });
    },
    onSettled: () => void refetchAfterChange(queryClient, adminOrderKeys.all),
  });
}

export const pendingRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.registrations,
    queryFn: ({ signal }) => registrationsApi.list(signal).then((result) => result.items),
  });

/**
 * Runs one admin command on an order. The lists on screen show the server's answer at once (an
 * order no longer waiting leaves the lists of those that are), then every admin order query is
 * asked again (counts and filters move); a refusal (409: another admin got there first) asks
 * again too, so the screen shows the truth.
 */
/** Puts the changed order into every cached list it belongs in (and out of those it left). */
function showChangedOrder(queryClient: QueryClient, order: AdminOrder) {
  for (const [queryKey] of queryClient.getQueriesData({ queryKey: adminOrderKeys.lists })) {
    const filter = queryKey[3] as OrderListFilter;
    const stays = order.isPendingApproval || !filter.pendingApproval;
    updateListItems<AdminOrder>(queryClient, queryKey, (items) =>
      stays
        ? items.map((item) => (item.id === order.id ? order : item))
        : items.filter((item) => item.id !== order.id),
    );
  }
}

export function useRunOrderCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, command }: { order: AdminOrder; command: AdminOrderCommand }) =>
      adminOrdersApi.run(order.id, command),
    onSuccess: ({ order }) => showChangedOrder(queryClient, order),
    onSettled: () => void refetchAfterChange(queryClient, adminOrderKeys.all),
  });
}

/** A refund by line from the Refund… dialog (docs/decisions/069). */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      body,
      key,
    }: {
      orderId: string;
      body: NonNullable<RefundRequestBody>;
      key: string;
    }) => adminOrdersApi.refund(orderId, body, key),
    onSuccess: ({ order }) => showChangedOrder(queryClient, order),
    onSettled: () => void refetchAfterChange(queryClient, adminOrderKeys.all),
  });
}

/**
 * Approves or rejects a registration. Once decided (here, or already elsewhere: REGISTRATION_ALREADY_DECIDED) it leaves the
 * pending list at once, and the list is asked again.
 */
export function useDecideRegistration() {
  const queryClient = useQueryClient();
  const decided = (id: string) =>
    queryClient.setQueryData<Registration[]>(adminOrderKeys.registrations, (people) =>
      people?.filter((person) => person.id !== id),
    );
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      registrationsApi.decide(id, decision),
    onSuccess: (_answer, { id }) => decided(id),
    onError: (error, { id }) => {
      if (hasErrorCode(error, 'REGISTRATION_ALREADY_DECIDED')) decided(id);
    },
    onSettled: () => void refetchAfterChange(queryClient, adminOrderKeys.registrations),
  });
}
