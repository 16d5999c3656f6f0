/**
 * How a customer pays, and each way's label: khata is credit for a customer the shop gives a limit
 * (docs/decisions/070), due until a settlement pays it. Their own module, free of zod: the order badges on
 * every admin list show the labels without loading the checkout's schemas (docs/decisions/050).
 */
export const PAYMENT_METHODS = ['cod', 'upi', 'khata'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  upi: 'UPI Payment',
  khata: 'Pay later (khata)',
};
