import type { ReceiptView } from '../../components/receipt';
import type { AdminProduct } from '../../../domain/catalogue.schemas';
import type { CounterTender } from '../../../domain/counter-tender';
import type { AdminOrder, Quote } from '../../../domain/order';
import type { CustomerKey, OrderingCustomer } from '../../../domain/phone-order.schemas';
import { api } from '../api';

export interface CounterItem {
  productId: string;
  quantity: number;
}

export interface CounterPayment {
  method: CounterTender;
  amountPaise: number;
  reference?: string;
}

export interface CounterSaleInput {
  /** Absent for a walk-in: no points earned or used. */
  customer?: CustomerKey;
  items: CounterItem[];
  pointsToUse: number;
  payments: CounterPayment[];
}

export interface CounterSale {
  order: AdminOrder;
  changePaise: number;
  /** The public receipt's path (`/receipt/{token}`): the link a customer can be sent. */
  receiptUrl: string;
}

/** The counter screen's calls (DESIGN 11.8, issue 25 point 3): scan, price, sell. */
export const counterApi = {
  /** A pack's barcode, or a scale's label with the quantity it sold (docs/decisions/087). */
  byBarcode: (code: string, signal?: AbortSignal) =>
    api.get<{ product: AdminProduct; quantity?: number }>(
      `/api/admin/products/by-barcode/${encodeURIComponent(code)}`,
      { signal },
    ),
  /** The sale priced exactly as completing it would; a walk-in is priced at MRP with no points. */
  quote: (
    customer: CustomerKey | undefined,
    items: CounterItem[],
    pointsToUse: number,
    signal?: AbortSignal,
  ) => api.post<Quote>('/api/admin/counter/quote', { customer, items, pointsToUse }, { signal }),
  /** A new customer in two fields, at the counter. */
  addCustomer: (input: { name: string; phone: string }) =>
    api.post<{ customer: OrderingCustomer }>('/api/admin/counter/customers', input).then((r) => r.customer),
  complete: (input: CounterSaleInput, idempotencyKey: string) =>
    api.post<CounterSale>('/api/admin/counter/sales', input, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};

/** A counter sale's receipt at its unguessable link: anyone with the link, no sign-in. */
export const receiptApi = {
  byToken: (token: string, signal?: AbortSignal) =>
    api
      .get<{ receipt: ReceiptView }>(`/api/receipts/${encodeURIComponent(token)}`, { signal })
      .then((r) => r.receipt),
};
