import { describe, expect, it } from 'vitest';
import { cartChangeMessage } from './cart-announcement';
import type { CartItem } from './cart-rules';

const rice: CartItem = {
  id: 'rice',
  name: 'Matta Rice 5 kg',
  price: 34_500,
  quantity: 1,
  image: '',
  stockQuantity: 9,
};
const milk: CartItem = {
  id: 'milk',
  name: 'Milma Milk',
  price: 2_700,
  quantity: 2,
  image: '',
  stockQuantity: 9,
};

describe('cartChangeMessage', () => {
  it('says what was added and what the cart holds now', () => {
    expect(cartChangeMessage([], [rice])).toBe('Matta Rice 5 kg added to your cart. Cart: 1 item, ₹345.00.');
    expect(cartChangeMessage([rice], [rice, milk])).toBe(
      'Milma Milk added to your cart. Cart: 3 items, ₹399.00.',
    );
  });

  it('gives the new quantity when a product already in the cart changes', () => {
    expect(cartChangeMessage([rice, milk], [{ ...rice, quantity: 2 }, milk])).toBe(
      'Matta Rice 5 kg: 2 in your cart. Cart: 4 items, ₹744.00.',
    );
  });

  it('says when a product left the cart, and when the cart is empty', () => {
    expect(cartChangeMessage([rice, milk], [milk])).toBe(
      'Matta Rice 5 kg removed from your cart. Cart: 2 items, ₹54.00.',
    );
    expect(cartChangeMessage([rice], [])).toBe('Matta Rice 5 kg removed from your cart. Your cart is empty.');
  });

  it('gives a weighed product’s quantity in its unit, and counts its line as one item', () => {
    const loose: CartItem = {
      ...rice,
      id: 'loose',
      name: 'Loose rice',
      price: 4550,
      quantity: 1,
      weighed: true,
      unit: 'kg',
    };
    expect(cartChangeMessage([loose], [{ ...loose, quantity: 1.5 }])).toBe(
      'Loose rice: 1.500 kg in your cart. Cart: 1 item, ₹68.25.',
    );
  });

  it('says nothing when no quantity changed (the shop refreshed a price)', () => {
    expect(cartChangeMessage([rice], [{ ...rice, price: 33_000 }])).toBeNull();
    expect(cartChangeMessage([], [])).toBeNull();
  });
});
