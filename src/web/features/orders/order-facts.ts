import type { Order } from './orders.api';

export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** "Matta Rice, Milma Milk +2 more": what is in the order at a glance. */
export function itemsPreview(order: Pick<Order, 'items'>, shown = 2): string {
  const names = order.items.slice(0, shown).map((item) => item.name);
  const rest = order.items.length - shown;
  return rest > 0 ? `${names.join(', ')} +${rest} more` : names.join(', ');
}
