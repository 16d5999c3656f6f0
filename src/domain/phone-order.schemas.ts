import { z } from 'zod';
import { isWellFormedCode, normaliseCode } from './customer-code';
import { messages, phoneOrderMessages } from './messages';
import { cartLinesSchema, invalidPincode, isValidPincode } from './order.schemas';
import { PAYMENT_METHODS } from './payment-methods';
import { isValidPhone, normalisePhone } from './phone';
import { text, textField } from './text-fields';
import { TIERS } from './tiers';
import { LANGUAGES } from './language';
import { CUSTOMER_LIST_STATUSES } from './customers.schemas';

/**
 * Orders staff enter for a customer who phoned or sent a WhatsApp message (DESIGN 11.2,
 * docs/decisions/088): one contract for the server's route and the admin's New phone order screen.
 */

/** Which customer: `{ phone }` or `{ code }`, kept as stored (10-digit phone, upper-case code). */
export const customerKeySchema = z
  .object({ phone: text(20).optional(), code: text(12).optional() })
  .transform((key, ctx): { phone: string } | { code: string } => {
    if (key.phone) {
      const phone = normalisePhone(key.phone);
      if (isValidPhone(phone)) return { phone };
      ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.register.invalidPhone });
      return z.NEVER;
    }
    const code = normaliseCode(key.code ?? '');
    if (isWellFormedCode(code)) return { code };
    ctx.addIssue({ code: 'custom', path: ['code'], message: phoneOrderMessages.findBy });
    return z.NEVER;
  });
export type CustomerKey = z.output<typeof customerKeySchema>;

/** POST /api/admin/orders: the order as staff take it down. */
export const phoneOrderSchema = z.object({
  customer: customerKeySchema,
  items: cartLinesSchema,
  address: textField(500).refine((address) => address !== '', phoneOrderMessages.addressRequired),
  pincode: textField(10).refine(isValidPincode, invalidPincode),
  paymentMethod: z.enum(PAYMENT_METHODS),
  pointsToUse: z.number().int().min(0).max(1_000_000).default(0),
  /** For the delivery (kept on the order's first timeline entry): "after 5 pm", "ring twice". */
  note: textField(300),
});
export type PhoneOrderInput = z.input<typeof phoneOrderSchema>;
export type PhoneOrder = z.output<typeof phoneOrderSchema>;

/** The customer as the New phone order screen shows them once found. */
export const orderingCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  tier: z.enum(TIERS),
  status: z.enum(CUSTOMER_LIST_STATUSES),
  points: z.number().int(),
  /** Their khata credit limit and what of it is left (docs/decisions/070); 0 and 0 without khata. */
  creditLimitPaise: z.number().int(),
  creditLeftPaise: z.number().int(),
  /** The delivery pincode and address of their last order (or profile), to start from. */
  pincode: z.string().nullable(),
  address: z.string(),
  /** The language they read the shop in (docs/decisions/098): the receipt's WhatsApp text uses it. */
  language: z.enum(LANGUAGES),
});
export type OrderingCustomer = z.infer<typeof orderingCustomerSchema>;
