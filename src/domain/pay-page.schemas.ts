import { z } from 'zod';

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
});
export type PayRequest = z.infer<typeof payRequestSchema>;
