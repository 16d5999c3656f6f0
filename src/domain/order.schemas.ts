import { z } from 'zod';
import { messages } from './messages';
import { PAYMENT_METHODS } from './payment-methods';
import { normaliseReference } from './payments';
import { isValidPhone, normalisePhone } from './phone';
import { text, textField } from './text-fields';
import { MAX_LINES, MAX_QUANTITY } from './cart-limits';
import { hasAtMostThreeDecimals, toApiQuantity, toStoredQuantity } from './quantities';

const required = messages.checkout.requiredFields;

/** An Indian pincode: six digits, not starting with 0. */
export const isValidPincode = (pincode: string) => /^[1-9]\d{5}$/.test(pincode);
export const invalidPincode = 'Please enter a valid 6-digit pincode';

/** The delivery form of the checkout: name, phone and pincode required; address optional. */
export const deliverySchema = z
  .object({
    name: textField(120),
    phone: textField(20),
    pincode: textField(10),
    address: textField(500),
  })
  .transform((input, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (!input.name) return fail('name', required);
    if (!input.phone) return fail('phone', required);
    if (!input.pincode) return fail('pincode', required);
    const phone = normalisePhone(input.phone);
    if (!isValidPhone(phone)) return fail('phone', messages.register.invalidPhone);
    if (!isValidPincode(input.pincode)) return fail('pincode', invalidPincode);
    return { name: input.name, phone, pincode: input.pincode, address: input.address };
  });
export type DeliveryInput = z.input<typeof deliverySchema>;
export type Delivery = z.output<typeof deliverySchema>;

/**
 * A line's quantity in its product's unit (docs/decisions/084): whole pieces, or a weighed product's
 * decimal with at most 3 places. Which one the product takes is checked when the cart is priced,
 * against the product (quoteCart), where it is converted to what the shop stores.
 */
const lineSchema = z.object({
  productId: z.uuid({ message: 'Unknown product in the cart' }),
  quantity: z
    .number()
    .positive(messages.checkout.quantityAboveZero)
    .max(MAX_QUANTITY, messages.checkout.tooManyOfOne(MAX_QUANTITY))
    .refine(hasAtMostThreeDecimals, messages.checkout.tooManyDecimals),
});

/**
 * Merges repeated products into one line, so a cart can never claim the same stock twice. Added
 * in thousandths, so 0.1 kg and 0.2 kg make exactly 0.3 kg.
 */
function mergeLines(lines: { productId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const line of lines)
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + toStoredQuantity(line.quantity, true));
  return [...merged].map(([productId, thousandths]) => ({
    productId,
    quantity: toApiQuantity(thousandths, true),
  }));
}

/** The cart as one line per product; the per-product limit applies to the merged line. */
export const cartLinesSchema = z
  .array(lineSchema)
  .min(1, 'Your cart is empty')
  .max(MAX_LINES)
  .transform((lines, ctx) => {
    const merged = mergeLines(lines);
    if (merged.some((line) => line.quantity > MAX_QUANTITY)) {
      ctx.addIssue({ code: 'custom', message: messages.checkout.tooManyOfOne(MAX_QUANTITY) });
      return z.NEVER;
    }
    return merged;
  });

export const placeOrderSchema = z.object({
  items: cartLinesSchema,
  delivery: deliverySchema,
  pointsToUse: z.number().int().min(0).max(1_000_000).default(0),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
  upiReference: text(64)
    .regex(/^[A-Za-z0-9-]*$/, 'A UPI reference has only letters and digits')
    .optional()
    // Kept as every payment reference is (upper case, no spaces), so one UTR reads the same everywhere.
    .transform((value) => normaliseReference(value)),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

export const quoteSchema = z.object({
  items: cartLinesSchema,
  pointsToUse: z.number().int().min(0).max(1_000_000).default(0),
});
