import { lineAmountPaise } from '../../../domain/line-amount';
import {
  hasAtMostThreeDecimals,
  onlineStep,
  PRODUCT_UNITS,
  toApiQuantity,
  toStoredQuantity,
  type ProductUnit,
} from '../../../domain/quantities';

/**
 * The cart's rules, as pure functions over plain data (SPEC section 4). The store in
 * cart-store.ts persists their results; nothing here touches the browser. A weighed product's
 * quantity and stock are in its unit (1.5 kg), stepped by half its unit (docs/decisions/084).
 */

/** SPEC section 4's cart item, with the stock it was added against. Money in paise. */
export interface CartItem {
  id: string;
  name: string;
  /** The Malayalam name, shown under the name (absent: none, or a cart stored before). */
  nameMl?: string;
  /** What this shopper pays per unit, in paise, when it was added (the server prices the order). */
  price: number;
  quantity: number;
  image: string;
  stockQuantity: number;
  /** Sold by weight or volume, priced per `unit` (absent: a piece, as carts stored before). */
  weighed?: boolean;
  unit?: ProductUnit;
}

/** What the shop knows about a product when it is added or refreshed. */
export interface CartProduct {
  id: string;
  name: string;
  nameMl?: string;
  sellingPricePaise: number;
  imageUrl: string;
  stockQuantity: number;
  weighed?: boolean;
  unit?: ProductUnit;
}

export interface CartTotals {
  /** Number of items across all lines (a weighed line is one). */
  itemCount: number;
  /** Number of distinct products. */
  lineCount: number;
  totalPaise: number;
}

/** The quantity in whole steps (pieces, or half units of a weighed product), within the stock. */
function clampToStock(quantity: number, stock: number, weighed = false): number {
  const step = toStoredQuantity(onlineStep({ weighed }), weighed); // 1 piece, or 500 thousandths
  const inSteps = (value: number) => Math.floor(toStoredQuantity(Math.max(0, value), weighed) / step);
  return toApiQuantity(Math.min(inSteps(quantity), inSteps(stock)) * step, weighed);
}

/** The Malayalam name, when the product has one. */
const malayalamName = (product: CartProduct) => (product.nameMl ? { nameMl: product.nameMl } : {});

/** A weighed product's measure, as a cart line keeps it (a piece line has none, as before). */
const weighedFields = (product: CartProduct) =>
  product.weighed ? { weighed: true, unit: product.unit ?? 'kg' } : {};

/**
 * Adds one step: a piece, or half a kg of a weighed product; an item already in the cart goes up
 * by one step. Never past the stock; less than a step in stock adds nothing.
 */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.id === product.id);
  const step = onlineStep({ weighed: product.weighed ?? false });
  if (!existing) {
    if (product.stockQuantity < step) return [...items];
    return [
      ...items,
      {
        id: product.id,
        name: product.name,
        ...malayalamName(product),
        price: product.sellingPricePaise,
        quantity: step,
        image: product.imageUrl,
        stockQuantity: product.stockQuantity,
        ...weighedFields(product),
      },
    ];
  }
  return items.map((item) =>
    item.id === product.id
      ? {
          ...item,
          name: product.name,
          ...malayalamName(product),
          price: product.sellingPricePaise,
          image: product.imageUrl,
          stockQuantity: product.stockQuantity,
          ...weighedFields(product),
          quantity: clampToStock(item.quantity + step, product.stockQuantity, product.weighed),
        }
      : item,
  );
}

/** Sets a line's quantity: 0 or less removes it; more than the stock stops at the stock. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  return items
    .map((item) =>
      item.id === id ? { ...item, quantity: clampToStock(quantity, item.stockQuantity, item.weighed) } : item,
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
    const quantity = clampToStock(item.quantity, product.stockQuantity, product.weighed);
    const updated: CartItem = {
      ...item,
      name: product.name,
      ...malayalamName(product),
      price: product.sellingPricePaise,
      image: product.imageUrl,
      stockQuantity: product.stockQuantity,
      ...weighedFields(product),
      quantity,
    };
    if (
      updated.quantity !== item.quantity ||
      updated.weighed !== item.weighed ||
      updated.price !== item.price ||
      updated.stockQuantity !== item.stockQuantity ||
      updated.name !== item.name ||
      updated.nameMl !== item.nameMl ||
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
    const weighed = item.weighed ?? false;
    itemCount += weighed ? 1 : item.quantity;
    totalPaise += lineAmountPaise(item.price, toStoredQuantity(item.quantity, weighed), weighed);
  }
  return { itemCount, lineCount: items.length, totalPaise };
}

export function quantityOf(items: readonly CartItem[], id: string): number {
  return items.find((item) => item.id === id)?.quantity ?? 0;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
/** A weighed line's quantity or stock: a number of its unit with at most 3 decimals. */
const isMeasured = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && hasAtMostThreeDecimals(value);
const isUnit = (value: unknown): value is ProductUnit =>
  typeof value === 'string' && (PRODUCT_UNITS as readonly string[]).includes(value) && value !== 'piece';

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
    const weighed = item.weighed === true && isUnit(item.unit);
    const isQuantity = weighed ? isMeasured : isWhole;
    if (
      typeof item.id !== 'string' ||
      typeof item.name !== 'string' ||
      !isWhole(item.price) ||
      item.price < 0 ||
      !isQuantity(item.quantity) ||
      item.quantity < (weighed ? 0.001 : 1) ||
      items.some((other) => other.id === item.id)
    ) {
      continue;
    }
    const stock = isQuantity(item.stockQuantity) ? item.stockQuantity : item.quantity;
    items.push({
      id: item.id,
      name: item.name,
      ...(typeof item.nameMl === 'string' && item.nameMl ? { nameMl: item.nameMl } : {}),
      price: item.price,
      quantity: Math.min(item.quantity, Math.max(stock, onlineStep({ weighed }))),
      image: typeof item.image === 'string' ? item.image : '',
      stockQuantity: stock,
      ...(weighed ? { weighed: true, unit: item.unit as ProductUnit } : {}),
    });
  }
  return items;
}
