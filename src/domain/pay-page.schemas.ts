import { z } from 'zod';
import { messages } from './messages';
import { normaliseUtr } from './pay-page';

/** What the pay page shows (DESIGN 11.8: GET /api/pay/:token). */
export const payRequestSchema = z.object({
  orderId: z.string(),
  amountDuePaise: z.number().int(),
  /** The upi://pay link for the amount due; null when nothing is due or the shop has no UPI id. */
  upiLink: z.string().nullable(),
  payeeName: z.string(),
  payeeId: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  /** The UPI reference (UTR) the customer gave for this order, if any. */
  upiReference: z.string().nullable(),
});

/** POST /api/pay/:token/reference: the UTR of the transfer that paid the order. */
export const typedUtrSchema = z.object({
  utr: z
    .string()
    .max(40)
    .transform((text, ctx) => {
      const utr = normaliseUtr(text);
      if (utr) return utr;
      ctx.addIssue({ code: 'custom', message: messages.payPage.utrInvalid });
      return z.NEVER;
    }),
});
export type PayRequest = z.infer<typeof payRequestSchema>;
