import type { AdminProduct } from '../../../domain/catalogue.schemas';
import type { CounterQuote, CounterSaleInput } from '../../../domain/counter-sale.schemas';
import type { AdminOrder } from '../../../domain/order';
import type { OrderingCustomer } from '../../../domain/phone-order.schemas';
import type { ReceiptView } from '../../components/receipt';
import { api } from '../api';

export type { CounterQuote, CounterSaleInput };
export type CounterPayment = NonNullable<CounterSaleInput['payments']>[number];

export interface CounterSale {
  order: AdminOrder;
  changePaise: number;
  /** The public receipt's path (`/receipt/{token}`): the link a customer can be sent. */
  receiptUrl: string;
}

/** The counter screen's calls (DESIGN 11.8, issue 25 point 3): scan, price, add a customer, sell. */
export const counterApi = {
  /** A pack's barcode, or a scale's label with the quantity it sold (docs/decisions/087). */
  byBarcode: (code: string, signal?: AbortSignal) =>
    api.get<{ product: AdminProduct; quantity?: number }>(
      `/api/admin/products/by-barcode/${encodeURIComponent(code)}`,
      { signal },
    ),
  /** The sale priced exactly as completing it would; no customer is a walk-in (no points). */
  quote: (
    customer: CounterSaleInput['customer'],
    items: CounterSaleInput['items'],
    pointsToUse: number,
    signal?: AbortSignal,
  ) => api.post<CounterQuote>('/api/admin/counter/quote', { customer, items, pointsToUse }, { signal }),
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
    api.get<ReceiptView>(`/api/receipts/${encodeURIComponent(token)}`, { signal }),
};
