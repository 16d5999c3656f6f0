import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCustomerInput, UpdateCustomerInput } from '../../../../domain/customers.schemas';
import { listQueryOptions } from '../../../lib/list-query';
import { customersApi, type CustomerListFilter } from './customers.api';
import { refetchAfterChange } from '../../../lib/query-client';

/**
 * The customers as the admin sees them. The list's pages carry the stat cards' counts, so
 * invalidating the lists brings the counts along. A change to a customer can move them in the
 * referral tree (parent, status, points), so it invalidates the tree's queries too.
 */
export const adminCustomerKeys = {
  all: ['admin', 'customers'] as const,
  lists: ['admin', 'customers', 'list'] as const,
  list: (filter: CustomerListFilter) => ['admin', 'customers', 'list', filter] as const,
  detail: (id: string) => ['admin', 'customers', 'detail', id] as const,
};

/** The referral tree screen's queries (/admin/mlm-tree): everything under this key. */
export const REFERRAL_TREE_KEY = ['admin', 'referral-tree'] as const;

/** The registrations waiting for approval (Requests): a customer's status is theirs too. */
const REGISTRATIONS_KEY = ['admin', 'registrations'] as const;

export const customersListQueryOptions = (filter: CustomerListFilter) =>
  listQueryOptions(adminCustomerKeys.list(filter), (cursor, signal) =>
    customersApi.list(filter, cursor, signal),
  );

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminCustomerKeys.detail(id),
    queryFn: ({ signal }) => customersApi.get(id, signal).then((result) => result.customer),
  });

/**
 * After a change: the lists and counts, the tree, the pending registrations and (unless the
 * customer is gone: their screen must not ask for them again) the customer.
 */
function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return ({ gone = false }: { gone?: boolean } = {}) =>
    Promise.all(
      [gone ? adminCustomerKeys.lists : adminCustomerKeys.all, REFERRAL_TREE_KEY, REGISTRATIONS_KEY].map(
        (queryKey) => refetchAfterChange(queryClient, queryKey),
      ),
    );
}

export function useAddCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (input: AddCustomerInput) => customersApi.add(input),
    onSuccess: () => invalidate(),
  });
}

/** Saves an edit; the screen shows the server's answer at once, then everything is read again. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCustomerInput }) => customersApi.update(id, input),
    onSuccess: ({ customer }) => {
      queryClient.setQueryData(adminCustomerKeys.detail(customer.id), customer);
      return invalidate();
    },
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: customersApi.remove,
    onSuccess: () => invalidate({ gone: true }),
    // Refused (children or history came since the screen loaded): read the customer again.
    onError: () => invalidate(),
  });
}

export function useSetCustomerAccess() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, access }: { id: string; access: 'disable' | 'enable' }) =>
      customersApi.setAccess(id, access),
    onSuccess: () => invalidate(),
  });
}

/** A new password: a Reserved customer becomes able to sign in, so the lists change too. */
export function useSetCustomerPassword() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      customersApi.setPassword(id, password),
    onSuccess: () => invalidate(),
  });
}

/** A one-time reset link: nothing on screen changes until the customer uses it. */
export function useMakeResetLink() {
  return useMutation({ mutationFn: customersApi.makeResetLink });
}
