import type { OrderingCustomer } from '../../../../domain/phone-order.schemas';
import type { SaleLine } from '../../../components/admin/sale-line';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** A sale being put together at the counter: who buys (null: a walk-in), what, and points to use. */
export interface CounterDraft {
  customer: OrderingCustomer | null;
  lines: SaleLine[];
  pointsToUse: number;
}

/** A sale put aside on this device (docs/decisions/092): it holds no stock and is priced afresh on resume. */
export interface ParkedSale extends CounterDraft {
  id: string;
  parkedAt: string;
  /** What it came to when parked, to tell the parked sales apart; resuming quotes it again. */
  totalPaise: number | null;
}

export const PARKED_SALES_KEY = 'counterParkedSales';

const isParkedSale = (value: unknown): value is ParkedSale => {
  const sale = value as Partial<ParkedSale> | null;
  return (
    typeof sale === 'object' &&
    sale !== null &&
    typeof sale.id === 'string' &&
    typeof sale.parkedAt === 'string' &&
    Array.isArray(sale.lines) &&
    typeof sale.pointsToUse === 'number'
  );
};

/** The sales parked on this device, oldest first; anything unreadable is left out, never thrown. */
export function readParkedSales(storage?: Storage): ParkedSale[] {
  try {
    const stored: unknown = JSON.parse((storage ?? localStorage).getItem(PARKED_SALES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isParkedSale) : [];
  } catch {
    return [];
  }
}

function writeParkedSales(sales: ParkedSale[], storage: Storage) {
  if (sales.length === 0) storage.removeItem(PARKED_SALES_KEY);
  else storage.setItem(PARKED_SALES_KEY, JSON.stringify(sales));
}

/** Puts a sale aside: it joins the list with when it was parked and what it came to. */
export function parkSale(
  draft: CounterDraft,
  totalPaise: number | null,
  { storage = localStorage, now = new Date(), id = newIdempotencyKey() } = {},
): ParkedSale[] {
  const sales = [...readParkedSales(storage), { ...draft, id, parkedAt: now.toISOString(), totalPaise }];
  writeParkedSales(sales, storage);
  return sales;
}

/** Takes a parked sale back off the list to carry on with it (null when another tab took it already). */
export function resumeSale(
  id: string,
  storage: Storage = localStorage,
): { sale: ParkedSale | null; rest: ParkedSale[] } {
  const sales = readParkedSales(storage);
  const sale = sales.find((parked) => parked.id === id) ?? null;
  const rest = sales.filter((parked) => parked.id !== id);
  writeParkedSales(rest, storage);
  return { sale, rest };
}
