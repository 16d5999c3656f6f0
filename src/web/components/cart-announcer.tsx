import { useState } from 'react';
import { cartChangeMessage } from '../lib/cart/cart-announcement';
import { useCart } from '../lib/cart/cart-store';

/**
 * Tells screen-reader users what each cart change did ("… added to your cart. Cart: 2 items,
 * ₹690.00."). The live region is on the page from the start, empty: regions that appear together
 * with their text are often not read out.
 */
export function CartAnnouncer() {
  const { items } = useCart();
  const [heard, setHeard] = useState({ items, message: '' });
  if (heard.items !== items)
    setHeard({ items, message: cartChangeMessage(heard.items, items) ?? heard.message });
  return (
    <p id="cart-announcements" role="status" aria-live="polite" className="sr-only">
      {heard.message}
    </p>
  );
}
