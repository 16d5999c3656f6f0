import type {
  AddCustomerInput,
  AdminCustomer,
  AdminCustomerDetail,
  CustomerList,
  CustomerListStatus,
  ResetLink,
  UpdateCustomerInput,
} from '../../../../domain/customers.schemas';
import { api } from '../../../lib/api';

export const CUSTOMERS_PAGE_SIZE = 25;

/** What the customer list is asked for: the search words and one status (none: all). */
export interface CustomerListFilter {
  search: string;
  status: CustomerListStatus | '';
}

/** The admin's customer calls (DESIGN section 2). */
export const customersApi = {
  list: ({ search, status }: CustomerListFilter, cursor: string | null, signal: AbortSignal) =>
    api.get<CustomerList>('/api/admin/customers', {
      query: { search, status, cursor, limit: CUSTOMERS_PAGE_SIZE },
      signal,
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<{ customer: AdminCustomerDetail }>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal }),
  add: (input: AddCustomerInput) => api.post<{ customer: AdminCustomer }>('/api/admin/customers', input),
  update: (id: string, input: UpdateCustomerInput) =>
    api.put<{ customer: AdminCustomerDetail }>(`/api/admin/customers/${encodeURIComponent(id)}`, input),
  remove: (id: string) => api.delete<void>(`/api/admin/customers/${encodeURIComponent(id)}`),
  /** Disable (they can no longer sign in) or enable again. */
  setAccess: (id: string, access: 'disable' | 'enable') =>
    api.post<unknown>(`/api/admin/customers/${encodeURIComponent(id)}/${access}`),
  setPassword: (id: string, password: string) =>
    api.put<void>(`/api/admin/customers/${encodeURIComponent(id)}/password`, { password }),
  makeResetLink: (id: string) =>
    api.post<ResetLink>(`/api/admin/customers/${encodeURIComponent(id)}/reset-link`),
};
