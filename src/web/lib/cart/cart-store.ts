import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addItem,
  cartTotals,
  parseCartItems,
  refreshFromProducts,
  removeItem,
  setQuantity,
  type CartItem,
  type CartProduct,
  type CartTotals,
} from './cart-rules';

/** SPEC section 4: the cart lives in the browser under this key. */
export const CART_STORAGE_KEY = 'cartItems';

const EMPTY: readonly CartItem[] = [];
let current: readonly CartItem[] | null = null;
const listeners = new Set<() => void>();

function read(): readonly CartItem[] {
  try {
    return parseCartItems(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return EMPTY; // storage disabled: the cart lives for this page only
  }
}

function snapshot(): readonly CartItem[] {
  if (current === null) current = read();
  return current;
}

function emit() {
  for (const listener of listeners) listener();
}

function write(next: readonly CartItem[]) {
  if (next === current) return;
  current = next;
  try {
    if (next.length) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Full or disabled storage: keep the in-memory cart.
  }
  emit();
}

/** Another tab changed the cart (or cleared storage): take its version. */
function onStorage(event: StorageEvent) {
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  current = read();
  emit();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The cart's actions; each applies a rule from cart-rules.ts and persists the result. */
export const cart = {
  getItems: snapshot,
  add: (product: CartProduct) => write(addItem(snapshot(), product)),
  setQuantity: (id: string, quantity: number) => write(setQuantity(snapshot(), id, quantity)),
  remove: (id: string) => write(removeItem(snapshot(), id)),
  refresh: (products: readonly CartProduct[]) => write(refreshFromProducts(snapshot(), products)),
  /** After a successful order (SPEC: success clears the cart). */
  clear: () => write(EMPTY),
};

export interface UseCart extends CartTotals {
  getItems: typeof cart.getItems;
  items: readonly CartItem[];
  quantityOf: (id: string) => number;
  add: typeof cart.add;
  setQuantity: typeof cart.setQuantity;
  remove: typeof cart.remove;
  refresh: typeof cart.refresh;
  clear: typeof cart.clear;
}

/** The cart, shared by the shop and checkout; survives reloads and follows other tabs. */
export function useCart(): UseCart {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const totals = useMemo(() => cartTotals(items), [items]);
  const quantityOf = useCallback(
    (id: string) => items.find((item) => item.id === id)?.quantity ?? 0,
    [items],
  );
  return { ...cart, items, ...totals, quantityOf };
}
