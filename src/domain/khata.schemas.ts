import { z } from 'zod';
import { AGEING_BUCKETS } from './khata';
import { LANGUAGES } from './language';
import { messages } from './messages';
import { MONEY_METHODS, normaliseReference } from './payments';
import { text } from './text-fields';

/** The largest credit limit or settlement: ₹1 crore, far above a neighbourhood shop's khata. */
export const MAX_KHATA_PAISE = 1_00_00_000_00;

/** PUT /api/admin/customers/:id/credit (DESIGN 11.8): 0 ends khata for new orders. */
export const setCreditLimitSchema = z.object({
  limitPaise: z.number().int().min(0).max(MAX_KHATA_PAISE),
});
export type SetCreditLimit = z.infer<typeof setCreditLimitSchema>;

export const creditSchema = z.object({ limitPaise: z.number().int(), owedPaise: z.number().int() });
export type Credit = z.infer<typeof creditSchema>;

/** POST /api/admin/customers/:id/khata/settlements: cash or UPI against the customer's khata. */
export const recordSettlementSchema = z.object({
  method: z.enum(MONEY_METHODS),
  amountPaise: z.number().int().min(1, messages.payments.amountAboveZero).max(MAX_KHATA_PAISE),
  reference: text(64)
    .regex(/^[A-Za-z0-9\s-]*$/, messages.payments.referenceFormat)
    .nullish()
    .transform(normaliseReference),
});
export type RecordSettlementInput = z.input<typeof recordSettlementSchema>;
export type RecordSettlement = z.output<typeof recordSettlementSchema>;

export const settlementSchema = z.object({
  id: z.string(),
  method: z.enum(MONEY_METHODS),
  amountPaise: z.number().int(),
  reference: z.string().nullable(),
  /** What it paid on each order, oldest first. */
  payments: z.array(z.object({ orderId: z.string(), paymentId: z.string(), amountPaise: z.number().int() })),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const khataEntrySchema = z.object({
  kind: z.enum(['order', 'payment']),
  at: z.string(),
  amountPaise: z.number().int(),
  orderId: z.string().nullable(),
  reference: z.string().nullable(),
  method: z.enum(MONEY_METHODS).nullable(),
  payUrl: z.string().nullable(),
  balancePaise: z.number().int(),
});

/** GET /api/khata (DESIGN 11.8): the signed-in customer's own khata, newest first. */
export const khataSchema = z.object({
  limitPaise: z.number().int(),
  owedPaise: z.number().int(),
  leftPaise: z.number().int(),
  entries: z.array(khataEntrySchema),
});
export type Khata = z.infer<typeof khataSchema>;

const bucketsSchema = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<
    (typeof AGEING_BUCKETS)[number],
    z.ZodNumber
  >,
);

/** GET /api/admin/khata: who owes what and since when, with the ageing and totals. */
export const khataBookSchema = z.object({
  customers: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      phone: z.string(),
      /** The language they read the shop in (docs/decisions/098): the reminder's WhatsApp text uses it. */
      language: z.enum(LANGUAGES),
      limitPaise: z.number().int(),
      owedPaise: z.number().int(),
      /** The date of the oldest khata order still due; null when nothing is owed. */
      oldestDueAt: z.string().nullable(),
      ageing: bucketsSchema,
      /** The pay page of the oldest due khata order and what it owes (the reminder's link). */
      oldestPayUrl: z.string().nullable(),
      oldestDuePaise: z.number().int(),
    }),
  ),
  totals: z.object({ owedPaise: z.number().int(), limitPaise: z.number().int(), ageing: bucketsSchema }),
});
export type KhataBook = z.infer<typeof khataBookSchema>;
