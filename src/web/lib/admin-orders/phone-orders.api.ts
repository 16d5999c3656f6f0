import type { AdminOrder, Quote } from '../../../domain/order';
import type { CustomerKey, OrderingCustomer, PhoneOrderInput } from '../../../domain/phone-order.schemas';
import { api } from '../api';

export type { OrderingCustomer };

export interface PhoneOrderLine {
  productId: string;
  quantity: number;
}

/** The New phone order screen's calls (docs/decisions/088): find the customer, price, place. */
export const phoneOrdersApi = {
  findCustomer: (key: CustomerKey, signal?: AbortSignal) =>
    api
      .get<{ customer: OrderingCustomer }>('/api/admin/phone-orders/customer', { query: key, signal })
      .then((r) => r.customer),
  /** The checkout's own pricing for this customer: the screen never prices a line itself. */
  quote: (customer: CustomerKey, items: PhoneOrderLine[], pointsToUse: number, signal?: AbortSignal) =>
    api.post<Quote>('/api/admin/phone-orders/quote', { customer, items, pointsToUse }, { signal }),
  place: (input: PhoneOrderInput, idempotencyKey: string) =>
    api.post<{ order: AdminOrder; message: string }>('/api/admin/orders', input, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};
