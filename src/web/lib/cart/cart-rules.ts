/**
 * The cart's rules, as pure functions over plain data (SPEC section 4). The store in
 * cart-store.ts persists their results; nothing here touches the browser.
 */

/** SPEC section 4's cart item, with the stock it was added against. Money in paise. */
export interface CartItem {
  id: string;
  name: string;
  /** What this shopper pays per unit, in paise, when it was added (the server prices the order). */
  price: number;
  quantity: number;
  image: string;
  stockQuantity: number;
}

/** What the shop knows about a product when it is added or refreshed. */
export interface CartProduct {
  id: string;
  name: string;
  sellingPricePaise: number;
  imageUrl: string;
  stockQuantity: number;
}

export interface CartTotals {
  /** Number of units across all lines. */
  itemCount: number;
  /** Number of distinct products. */
  lineCount: number;
  totalPaise: number;
}

function clampToStock(quantity: number, stock: number): number {
  return Math.max(0, Math.min(Math.floor(quantity), Math.max(0, Math.floor(stock))));
}

/** Adds one unit; an item already in the cart goes up by 1. Never past the stock; out of stock adds nothing. */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.id === product.id);
  if (!existing) {
    if (product.stockQuantity < 1) return [...items];
    return [
      ...items,
      {
        id: product.id,
        name: product.name,
        price: product.sellingPricePaise,
        quantity: 1,
        image: product.imageUrl,
        stockQuantity: product.stockQuantity,
      },
    ];
  }
  return items.map((item) =>
    item.id === product.id
      ? {
          ...item,
          name: product.name,
          price: product.sellingPricePaise,
          image: product.imageUrl,
          stockQuantity: product.stockQuantity,
          quantity: clampToStock(item.quantity + 1, product.stockQuantity),
        }
      : item,
  );
}

/** Sets a line's quantity: 0 or less removes it; more than the stock stops at the stock. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  return items
    .map((item) =>
      item.id === id ? { ...item, quantity: clampToStock(quantity, item.stockQuantity) } : item,
    )
    .filter((item) => item.quantity > 0);
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/**
 * Brings lines up to date with products just loaded from the shop: this shopper's price,
 * the current stock (quantities above it come down; sold-out lines leave the cart).
 * Returns the same array when nothing changed, so stores can skip a write.
 */
export function refreshFromProducts(
  items: readonly CartItem[],
  products: readonly CartProduct[],
): readonly CartItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  let changed = false;
  const next: CartItem[] = [];
  for (const item of items) {
    const product = byId.get(item.id);
    if (!product) {
      next.push(item);
      continue;
    }
    const quantity = clampToStock(item.quantity, product.stockQuantity);
    const updated: CartItem = {
      ...item,
      name: product.name,
      price: product.sellingPricePaise,
      image: product.imageUrl,
      stockQuantity: product.stockQuantity,
      quantity,
    };
    if (
      updated.quantity !== item.quantity ||
      updated.price !== item.price ||
      updated.stockQuantity !== item.stockQuantity ||
      updated.name !== item.name ||
      updated.image !== item.image
    ) {
      changed = true;
    }
    if (quantity > 0) next.push(updated);
  }
  return changed ? next : items;
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  let itemCount = 0;
  let totalPaise = 0;
  for (const item of items) {
    itemCount += item.quantity;
    totalPaise += item.price * item.quantity;
  }
  return { itemCount, lineCount: items.length, totalPaise };
}

export function quantityOf(items: readonly CartItem[], id: string): number {
  return items.find((item) => item.id === id)?.quantity ?? 0;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Reads what was stored under `cartItems`; anything damaged or foreign is dropped, never thrown. */
export function parseCartItems(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const value of data as unknown[]) {
    if (!value || typeof value !== 'object') continue;
    const item = value as Record<string, unknown>;
    if (
      typeof item.id !== 'string' ||
      typeof item.name !== 'string' ||
      !isWhole(item.price) ||
      item.price < 0 ||
      !isWhole(item.quantity) ||
      item.quantity < 1 ||
      items.some((other) => other.id === item.id)
    ) {
      continue;
    }
    const stock = isWhole(item.stockQuantity) ? item.stockQuantity : item.quantity;
    items.push({
      id: item.id,
      name: item.name,
      price: item.price,
      quantity: Math.min(item.quantity, Math.max(stock, 1)),
      image: typeof item.image === 'string' ? item.image : '',
      stockQuantity: stock,
    });
  }
  return items;
}
