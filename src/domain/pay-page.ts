import { z } from 'zod';

/** The address of an order's pay page: what WhatsApp, SMS, My Orders and the admin link to. */
export const payPagePath = (token: string) => `/pay/${token}`;

/** A pay token as the database makes them: 32 hex digits (docs/decisions/061). */
export const PAY_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

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
