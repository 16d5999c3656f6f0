import type { Order, Quote, TrackedOrder } from '../../../domain/order';
import type { PlaceOrderInput } from '../../../domain/order.schemas';
import type { PayRequest } from '../../../domain/pay-page.schemas';
import type { OrderPayments } from '../../../domain/payments.schemas';
import { api } from '../../lib/api';
import { LOAD_LIMITS } from '../../lib/load-limits';

export type { Order, PayRequest, Quote, TrackedOrder };
export type OrderEvent = Order['timeline'][number];

export interface CartLine {
  productId: string;
  quantity: number;
}

export interface OrderPage {
  items: Order[];
  nextCursor: string | null;
}

export const ORDERS_PAGE_SIZE = 20;

/** The customer's order calls (DESIGN section 2), typed. */
export const ordersApi = {
  quote: (items: CartLine[], pointsToUse: number, signal?: AbortSignal) =>
    // A read in all but method: it gives up like one.
    api.post<Quote>('/api/orders/quote', { items, pointsToUse }, { signal, timeout: LOAD_LIMITS.other }),
  /** Retrying the same submission must reuse its idempotency key: the server then answers with the first order. */
  place: (input: PlaceOrderInput, idempotencyKey: string) =>
    api
      .post<{ order: Order }>('/api/orders', input, { headers: { 'Idempotency-Key': idempotencyKey } })
      .then((r) => r.order),
  list: (cursor: string | null, signal?: AbortSignal, limit = ORDERS_PAGE_SIZE) =>
    api.get<OrderPage>('/api/orders', { query: { limit, cursor }, signal }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<{ order: Order }>(`/api/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.order),
  payments: (id: string, signal?: AbortSignal) =>
    api.get<OrderPayments>(`/api/orders/${encodeURIComponent(id)}/payments`, { signal }),
  cancel: (id: string) =>
    api.post<{ order: Order }>(`/api/orders/${encodeURIComponent(id)}/cancel`).then((r) => r.order),
  track: (orderId: string, phone: string) =>
    api.post<{ order: TrackedOrder }>('/api/track-order', { orderId, phone }).then((r) => r.order),
  /** An order's pay page: anyone with its token (no sign-in). */
  payRequest: (token: string, signal?: AbortSignal) =>
    api.get<PayRequest>(`/api/pay/${encodeURIComponent(token)}`, { signal }),
  /** The UTR of the transfer that paid it, from its pay page: the shop matches its statement by it. */
  giveUtr: (token: string, utr: string) =>
    api.post<PayRequest>(`/api/pay/${encodeURIComponent(token)}/reference`, { utr }),
};
