/**
 * Where an order came from (DESIGN 11.2, docs/decisions/088): the customer's own checkout, a phone
 * or WhatsApp order staff entered for them, a sale at the counter, or the old app's history. Free of
 * zod, like the payment methods: the admin lists' badges show the labels.
 */
export const ORDER_SOURCES = ['online', 'phone', 'counter', 'import'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  online: 'Online',
  phone: 'Phone order',
  counter: 'Counter sale',
  import: 'Imported',
};
