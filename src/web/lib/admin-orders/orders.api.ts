import type { AdminOrder } from '../../../domain/order';
import type { AdminOrderCommand } from '../../../domain/order-commands';
import type { OrderStatus } from '../../../domain/order-states';
import type { OrderSource } from '../../../domain/order-sources';
import type { PaymentMethod } from '../../../domain/payment-methods';
import type { OrderPayments, Payment, RecordPaymentInput } from '../../../domain/payments.schemas';
import type { RefundRequestBody } from '../../../domain/refund.schemas';
import type { Registration } from '../../../domain/registrations.schemas';
import { api } from '../api';
import type { Page } from '../list-query';

export type { AdminOrder, AdminOrderCommand, Registration };

export interface OrderListFilter {
  search?: string;
  status?: OrderStatus | '';
  paymentMethod?: PaymentMethod | '';
  source?: OrderSource | '';
  pendingApproval?: boolean;
  limit?: number;
}

export const ORDERS_PAGE_SIZE = 20;

export const adminOrdersApi = {
  list: (filter: OrderListFilter, cursor: string | null, signal: AbortSignal) =>
    api.get<Page<AdminOrder>>('/api/admin/orders', {
      query: {
        search: filter.search,
        status: filter.status,
        paymentMethod: filter.paymentMethod,
        source: filter.source,
        pendingApproval: filter.pendingApproval ? 'true' : undefined,
        limit: filter.limit ?? ORDERS_PAGE_SIZE,
        cursor,
      },
      signal,
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<{ order: AdminOrder }>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
  payments: (id: string, signal?: AbortSignal) =>
    api.get<OrderPayments>(`/api/admin/orders/${encodeURIComponent(id)}/payments`, { signal }),
  /** Money received on an order; the key makes a retry record it once (docs/decisions/073). */
  recordPayment: (id: string, input: RecordPaymentInput, idempotencyKey: string) =>
    api
      .post<{ payment: Payment }>(`/api/admin/orders/${encodeURIComponent(id)}/payments`, input, {
        headers: { 'Idempotency-Key': idempotencyKey },
      })
      .then((r) => r.payment),
  /** Refunds units of the order's lines (docs/decisions/069); the key makes a retry refund once. */
  refund: (id: string, body: NonNullable<RefundRequestBody>, idempotencyKey: string) =>
    api.post<{ order: AdminOrder; message: string }>(
      `/api/admin/orders/${encodeURIComponent(id)}/refund`,
      body,
      {
        headers: { 'Idempotency-Key': idempotencyKey },
      },
    ),
  /** Runs a transition; `message` is the exact toast text (SPEC section 8). */
  run: (id: string, command: AdminOrderCommand, reason?: string) =>
    api.post<{ order: AdminOrder; message: string }>(
      `/api/admin/orders/${encodeURIComponent(id)}/${command}`,
      reason ? { reason } : undefined,
    ),
};

export const registrationsApi = {
  list: (signal?: AbortSignal) => api.get<{ items: Registration[] }>('/api/admin/registrations', { signal }),
  decide: (id: string, decision: 'approve' | 'reject') =>
    api.post<{ message: string }>(`/api/admin/customers/${id}/${decision}`),
};
