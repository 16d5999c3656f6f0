import { z } from 'zod';
import { MONEY_METHODS } from './payments';
import { PRODUCT_UNITS } from './quantities';

/** A counter sale's receipt page (docs/decisions/090): its address by the unguessable token. */
export const receiptPath = (token: string) => `/receipt/${token}`;

/** A receipt token as the database makes them: 32 hex digits, as a pay page's (docs/decisions/061). */
export const RECEIPT_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/**
 * GET /api/receipts/:token: what the receipt shows to whoever holds its link. Nothing about the
 * customer (the link is meant to be forwarded on WhatsApp), as the pay page.
 */
export const counterReceiptSchema = z.object({
  shopName: z.string(),
  shopAddress: z.string(),
  orderId: z.string(),
  soldAt: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      unit: z.enum(PRODUCT_UNITS),
      weighed: z.boolean(),
      /** In the product's unit (1.25 for 1.25 kg). */
      quantity: z.number(),
      unitPricePaise: z.number().int(),
      /** Price times quantity, before the shop's offers. */
      amountPaise: z.number().int(),
      offerDiscountPaise: z.number().int(),
    }),
  ),
  subtotalPaise: z.number().int(),
  offerDiscountPaise: z.number().int(),
  leaderboardDiscountPaise: z.number().int(),
  pointsUsed: z.number().int(),
  pointsDiscountPaise: z.number().int(),
  /** What the sale came to after discounts and points. */
  totalPaise: z.number().int(),
  /** Points the sale earned the buyer, and when they become spendable (null: at once). */
  pointsEarned: z.number().int(),
  pointsSpendableFrom: z.string().nullable(),
  payments: z.array(z.object({ method: z.enum(MONEY_METHODS), amountPaise: z.number().int() })),
  /** What stays on the customer's khata. */
  khataPaise: z.number().int(),
  cashHandedPaise: z.number().int(),
  changePaise: z.number().int(),
});
export type CounterReceipt = z.infer<typeof counterReceiptSchema>;
