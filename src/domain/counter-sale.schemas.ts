import { z } from 'zod';
import { MAX_LINES, MAX_QUANTITY } from './cart-limits';
import { counterMessages, messages } from './messages';
import { quoteViewSchema } from './order';
import { customerKeySchema, orderingCustomerSchema } from './phone-order.schemas';
import { normaliseReference } from './payments';
import { hasAtMostThreeDecimals } from './quantities';
import { text } from './text-fields';

/**
 * A sale at the counter (DESIGN 11.2 and 11.8, docs/decisions/089): one contract for the server's
 * routes and the counter screen. The customer is found by phone or code; none is a walk-in.
 */

/**
 * One scan or pick: a product by id, or a barcode the server resolves (a pack's, or a scale's label
 * that carries its own weight). Beside a pack, `quantity` is how many (default 1); beside a scale's
 * label, how many such labelled packs (a whole number, default 1), each of the label's weight.
 */
export const counterItemSchema = z
  .object({
    productId: z.uuid({ message: 'Unknown product in the sale' }).optional(),
    barcode: text(32).optional(),
    quantity: z
      .number()
      .positive(messages.checkout.quantityAboveZero)
      .max(MAX_QUANTITY, messages.checkout.tooManyOfOne(MAX_QUANTITY))
      .refine(hasAtMostThreeDecimals, messages.checkout.tooManyDecimals)
      .optional(),
  })
  .refine((item) => (item.productId === undefined) !== (item.barcode === undefined || item.barcode === ''), {
    message: counterMessages.productOrBarcode,
  });
export type CounterItem = z.output<typeof counterItemSchema>;

const itemsSchema = z
  .array(counterItemSchema)
  .min(1, counterMessages.emptySale)
  .max(MAX_LINES * 4);

export const COUNTER_PAYMENT_METHODS = ['cash', 'upi', 'khata'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export const counterPaymentSchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS),
  amountPaise: z.number().int().positive(counterMessages.paymentAboveZero).max(100_000_000),
  reference: text(64)
    .regex(/^[A-Za-z0-9-]*$/, 'A UPI reference has only letters and digits')
    .optional()
    .transform((value) => normaliseReference(value)),
});
export type CounterPayment = z.output<typeof counterPaymentSchema>;

/** POST /api/admin/counter/quote: the sale as the screen holds it, before it is paid. */
export const counterQuoteSchema = z.object({
  customer: customerKeySchema.optional(),
  items: itemsSchema,
  pointsToUse: z.number().int().min(0).max(1_000_000).default(0),
});
export type CounterQuoteInput = z.input<typeof counterQuoteSchema>;
export type CounterQuoteRequest = z.output<typeof counterQuoteSchema>;

/** POST /api/admin/counter/sales: the sale with how it is paid (split allowed). */
export const counterSaleSchema = counterQuoteSchema.extend({
  payments: z.array(counterPaymentSchema).max(6).default([]),
});
export type CounterSaleInput = z.input<typeof counterSaleSchema>;
export type CounterSale = z.output<typeof counterSaleSchema>;

/** POST /api/admin/counter/customers: a new customer added at the counter in two fields. */
export const counterCustomerSchema = z.object({ name: text(120), phone: text(20) });

/**
 * The counter's quote: the sale priced exactly as completing it would, each line with what it comes
 * to, and the customer as found (null: a walk-in, who earns no points and has none to use).
 */
export const counterQuoteViewSchema = quoteViewSchema.extend({
  lines: z.array(quoteViewSchema.shape.lines.element.extend({ lineAmountPaise: z.number().int() })),
  customer: orderingCustomerSchema.nullable(),
});
export type CounterQuote = z.infer<typeof counterQuoteViewSchema>;
