import { formatPaise } from '../../../domain/money';
import { formatApiQuantity, measureOf } from '../../../domain/quantities';
import { cartTotals, type CartItem } from './cart-rules';

/**
 * The sentence a screen reader hears after the cart changed from `before` to `after`: which product
 * changed and what the cart holds now. Null when no quantity changed (a price refresh, say).
 */
export function cartChangeMessage(before: readonly CartItem[], after: readonly CartItem[]): string | null {
  const was = new Map(before.map((item) => [item.id, item]));
  const now = new Map(after.map((item) => [item.id, item]));
  const changed =
    after.find((item) => item.quantity !== (was.get(item.id)?.quantity ?? 0)) ??
    before.find((item) => !now.has(item.id));
  if (!changed) return null;

  const quantity = now.get(changed.id)?.quantity ?? 0;
  const { itemCount, totalPaise } = cartTotals(after);
  const cart =
    itemCount === 0
      ? 'Your cart is empty.'
      : `Cart: ${itemCount} ${itemCount === 1 ? 'item' : 'items'}, ${formatPaise(totalPaise)}.`;
  if (quantity === 0) return `${changed.name} removed from your cart. ${cart}`;
  if (!was.has(changed.id)) return `${changed.name} added to your cart. ${cart}`;
  // "Loose rice: 1.500 kg in your cart." for a weighed product (docs/decisions/084).
  return `${changed.name}: ${formatApiQuantity(quantity, measureOf(changed))} in your cart. ${cart}`;
}
