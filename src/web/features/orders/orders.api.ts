import type { Order } from '../../../domain/order';
import type { PlaceOrderInput } from '../../../domain/order.schemas';
import { api } from '../../lib/api';
import { LOAD_LIMITS } from '../../lib/load-limits';

export type { Order };
export type OrderEvent = Order['timeline'][number];

/** What POST /api/orders/quote answers: the server's truth for every number on the checkout. */
export interface Quote {
  lines: {
    productId: string;
    name: string;
    quantity: number;
    unitPricePaise: number;
    mrpPaise: number;
    stockQuantity: number;
    /** Point money this line earns on delivery (all units). */
    pointMoneyPaise: number;
  }[];
  subtotalPaise: number;
  /** Point money the whole order earns on delivery. */
  pointMoneyPaise: number;
  pointsBalance: number;
  maxPointsUsable: number;
  pointValuePaise: number;
  pointsDiscountPaise: number;
  amountPaidPaise: number;
  upi: { payeeId: string; payeeName: string };
}

export interface CartLine {
  productId: string;
  quantity: number;
}

export interface OrderPage {
  items: Order[];
  nextCursor: string | null;
}

/** What /track-order may show a visitor who knows the order id and phone. */
export interface TrackedOrder {
  id: string;
  status: Order['status'];
  orderDate: string;
  itemCount: number;
  amountPaidPaise: number;
  timeline: OrderEvent[];
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
  cancel: (id: string) =>
    api.post<{ order: Order }>(`/api/orders/${encodeURIComponent(id)}/cancel`).then((r) => r.order),
  track: (orderId: string, phone: string) =>
    api.post<{ order: TrackedOrder }>('/api/track-order', { orderId, phone }).then((r) => r.order),
};
