import { z } from 'zod';
import { MAX_ORDER_VALUE_PAISE } from './checkout';
import { messages } from './messages';
import { MONEY_METHODS, normaliseReference, PAYMENT_DIRECTIONS, PAYMENT_SOURCES } from './payments';
import { text } from './text-fields';

/** What the admin records on an order (POST /api/admin/orders/:id/payments): the form and the API alike. */
export const recordPaymentSchema = z.object({
  method: z.enum(MONEY_METHODS),
  amountPaise: z.number().int().min(1, messages.payments.amountAboveZero).max(MAX_ORDER_VALUE_PAISE),
  reference: text(64)
    .regex(/^[A-Za-z0-9\s-]*$/, messages.payments.referenceFormat)
    .nullish()
    .transform(normaliseReference),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;
export type RecordPayment = z.output<typeof recordPaymentSchema>;

/** One movement of money on an order, as its customer and the admin see it. */
export const paymentSchema = z.object({
  id: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  method: z.enum(MONEY_METHODS),
  amountPaise: z.number().int(),
  reference: z.string().nullable(),
  source: z.enum(PAYMENT_SOURCES),
  recordedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/orders/:id/payments and its admin twin (DESIGN 11.8): the live payments, paid and due. */
export const orderPaymentsSchema = z.object({
  payments: z.array(paymentSchema),
  paidPaise: z.number().int(),
  duePaise: z.number().int(),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;
