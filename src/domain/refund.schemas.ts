import { z } from 'zod';
import { messages } from './messages';

/**
 * `POST /api/admin/orders/:id/refund` (DESIGN 11.8, docs/decisions/069): some units of some lines,
 * or (no lines) the whole order, with an optional reason.
 */
export const refundRequestSchema = z
  .object({
    lines: z
      .array(
        z.object({
          productId: z.string().uuid(messages.orders.refundLineUnknown),
          // Whole pieces, or a weighed line's decimal of its unit (docs/decisions/084): checked
          // against the order's line when the refund runs.
          quantity: z.number().positive(messages.orders.refundQuantityAboveZero).max(100_000),
        }),
      )
      .min(1, messages.orders.refundQuantityAboveZero)
      .max(500)
      .optional(),
    reason: z.string().trim().max(300).optional(),
  })
  .nullish();
export type RefundRequestBody = z.infer<typeof refundRequestSchema>;

/**
 * A retry of a request that moves money (a refund, a payment or settlement recorded by hand) sends
 * the same key and changes nothing again.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});
