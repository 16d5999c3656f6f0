import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartTotals,
  parseCartItems,
  quantityOf,
  refreshFromProducts,
  removeItem,
  setQuantity,
  type CartItem,
  type CartProduct,
} from './cart-rules';

const rice: CartProduct = {
  id: 'rice',
  name: 'Matta Rice 5 kg',
  sellingPricePaise: 34_500,
  imageUrl: '/uploads/rice.webp',
  stockQuantity: 3,
};
const milk: CartProduct = {
  ...rice,
  id: 'milk',
  name: 'Milma Milk',
  sellingPricePaise: 2_700,
  stockQuantity: 10,
};

describe('addItem', () => {
  it('adds a new product as one unit with the shopper price, image and stock', () => {
    expect(addItem([], rice)).toEqual([
      {
        id: 'rice',
        name: 'Matta Rice 5 kg',
        price: 34_500,
        quantity: 1,
        image: '/uploads/rice.webp',
        stockQuantity: 3,
      },
    ]);
  });

  it('raises an item already in the cart by 1', () => {
    const cart = addItem(addItem([], rice), rice);
    expect(quantityOf(cart, 'rice')).toBe(2);
    expect(cart).toHaveLength(1);
  });

  it('never goes past the stock', () => {
    let cart: CartItem[] = [];
    for (let i = 0; i < 10; i += 1) cart = addItem(cart, rice);
    expect(quantityOf(cart, 'rice')).toBe(3);
  });

  it('does not add an out-of-stock product', () => {
    expect(addItem([], { ...rice, stockQuantity: 0 })).toEqual([]);
  });

  it('does not change the array it was given', () => {
    const cart = addItem([], rice);
    addItem(cart, rice);
    expect(quantityOf(cart, 'rice')).toBe(1);
  });
});

describe('setQuantity', () => {
  const cart = addItem(addItem([], rice), milk);

  it('sets a quantity within the stock', () => {
    expect(quantityOf(setQuantity(cart, 'milk', 7), 'milk')).toBe(7);
  });

  it('stops at the stock', () => {
    expect(quantityOf(setQuantity(cart, 'rice', 99), 'rice')).toBe(3);
  });

  it.each([0, -1, Number.NaN])('removes the item at %s', (quantity) => {
    const next = setQuantity(cart, 'rice', quantity);
    expect(next.map((item) => item.id)).toEqual(['milk']);
  });

  it('leaves other lines alone and ignores unknown ids', () => {
    expect(setQuantity(cart, 'nope', 4)).toEqual(cart);
  });
});

describe('removeItem and cartTotals', () => {
  it('totals units and paise over all lines', () => {
    const cart = setQuantity(addItem(addItem([], rice), milk), 'milk', 4);
    expect(cartTotals(cart)).toEqual({ itemCount: 5, lineCount: 2, totalPaise: 34_500 + 4 * 2_700 });
    expect(cartTotals(removeItem(cart, 'milk'))).toEqual({ itemCount: 1, lineCount: 1, totalPaise: 34_500 });
    expect(cartTotals([])).toEqual({ itemCount: 0, lineCount: 0, totalPaise: 0 });
  });
});

describe('refreshFromProducts', () => {
  it('takes the new price and stock, lowers quantities above stock and drops sold-out lines', () => {
    const cart = setQuantity(addItem(addItem([], rice), milk), 'milk', 8);
    const next = refreshFromProducts(cart, [
      { ...rice, stockQuantity: 0 },
      { ...milk, sellingPricePaise: 2_600, stockQuantity: 5 },
    ]);
    expect(next).toEqual([{ ...cart[1], price: 2_600, stockQuantity: 5, quantity: 5 }]);
  });

  it('returns the same array when nothing changed', () => {
    const cart = addItem([], rice);
    expect(refreshFromProducts(cart, [rice, milk])).toBe(cart);
  });
});

describe('parseCartItems', () => {
  it('reads what the store writes', () => {
    const cart = addItem(addItem([], rice), milk);
    expect(parseCartItems(JSON.stringify(cart))).toEqual(cart);
  });

  it('survives damage: bad JSON, wrong shapes, duplicates and bad numbers', () => {
    expect(parseCartItems(null)).toEqual([]);
    expect(parseCartItems('{oops')).toEqual([]);
    expect(parseCartItems('{"id":"x"}')).toEqual([]);
    const raw = JSON.stringify([
      { id: 'a', name: 'A', price: 100, quantity: 2, image: 'a.png', stockQuantity: 5 },
      { id: 'a', name: 'A again', price: 100, quantity: 1, image: 'a.png', stockQuantity: 5 },
      { id: 'b', name: 'B', price: 1.5, quantity: 1 },
      { id: 'c', name: 'C', price: 100, quantity: 0 },
      null,
      { id: 'd', name: 'D', price: 250, quantity: 3 },
    ]);
    expect(parseCartItems(raw)).toEqual([
      { id: 'a', name: 'A', price: 100, quantity: 2, image: 'a.png', stockQuantity: 5 },
      { id: 'd', name: 'D', price: 250, quantity: 3, image: '', stockQuantity: 3 },
    ]);
  });
});

describe('a weighed product in the cart (docs/decisions/084)', () => {
  const rice = {
    id: 'rice',
    name: 'Loose rice',
    sellingPricePaise: 4550,
    imageUrl: '',
    stockQuantity: 1.7,
    weighed: true,
    unit: 'kg' as const,
  };

  it('adds and steps by half a kg, never past the stock', () => {
    let items = addItem([], rice);
    expect(items).toMatchObject([{ quantity: 0.5, weighed: true, unit: 'kg' }]);
    items = addItem(items, rice);
    items = addItem(items, rice);
    expect(items[0]!.quantity).toBe(1.5);
    // 1.7 kg in stock: another half kg does not fit.
    expect(addItem(items, rice)[0]!.quantity).toBe(1.5);
    expect(setQuantity(items, 'rice', 1)[0]!.quantity).toBe(1);
    expect(addItem([], { ...rice, stockQuantity: 0.4 })).toEqual([]);
  });

  it('prices the line per kg to the paisa and counts it as one item', () => {
    const items = setQuantity(addItem([], rice), 'rice', 1.5);
    expect(cartTotals(items)).toEqual({ itemCount: 1, lineCount: 1, totalPaise: 6825 });
  });

  it('keeps a stored weighed line across reloads, and drops a piece line with a decimal', () => {
    const stored = JSON.stringify([
      {
        id: 'rice',
        name: 'Loose rice',
        price: 4550,
        quantity: 1.5,
        image: '',
        stockQuantity: 9.5,
        weighed: true,
        unit: 'kg',
      },
      { id: 'soap', name: 'Soap', price: 3000, quantity: 1.5, image: '', stockQuantity: 9 },
    ]);
    expect(parseCartItems(stored)).toEqual([
      {
        id: 'rice',
        name: 'Loose rice',
        price: 4550,
        quantity: 1.5,
        image: '',
        stockQuantity: 9.5,
        weighed: true,
        unit: 'kg',
      },
    ]);
  });
});

describe('the Malayalam name in the cart (docs/decisions/096)', () => {
  const matta = { ...rice, nameMl: 'മട്ട അരി' };

  it('keeps it when the product is added, refreshed and read back from storage', () => {
    const added = addItem([], matta);
    expect(added[0]).toMatchObject({ name: rice.name, nameMl: 'മട്ട അരി' });
    const renamed = refreshFromProducts(added, [{ ...matta, nameMl: 'കുത്തരി' }]);
    expect(renamed[0]!.nameMl).toBe('കുത്തരി');
    expect(parseCartItems(JSON.stringify(renamed))[0]!.nameMl).toBe('കുത്തരി');
  });

  it('leaves it out for a product without one and for a cart stored before', () => {
    expect(addItem([], rice)[0]).not.toHaveProperty('nameMl');
    expect(parseCartItems(JSON.stringify(addItem([], rice)))[0]).not.toHaveProperty('nameMl');
  });
});
