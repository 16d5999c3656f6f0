import { z } from 'zod';
import { text } from './text-fields';

const rupeeAmountPaise = z
  .number()
  .int()
  .min(100, 'Must be at least ₹1')
  .max(100_000_00, 'Must be at most ₹1,00,000');

/** The Loyalty settings screen and PUT /api/admin/settings: one schema. */
export const loyaltySettingsSchema = z
  .object({
    pointValuePaise: rupeeAmountPaise,
    pointMoneyPerPointPaise: rupeeAmountPaise,
    redemptionCapPercent: z.number().int().min(0).max(100),
    referralPercents: z.array(z.number().min(0).max(50)).max(10, 'At most 10 referral levels'),
    tierThresholds: z.object({
      silverPaise: z.number().int().positive(),
      goldPaise: z.number().int().positive(),
      diamondPaise: z.number().int().positive(),
    }),
    storeUpiId: text(100).regex(/^[a-zA-Z0-9._-]{2,64}@[a-zA-Z]{2,32}$/, 'Enter a UPI id like shopname@bank'),
    storeUpiName: text(60).min(1),
  })
  .refine(
    (s) =>
      s.tierThresholds.silverPaise < s.tierThresholds.goldPaise &&
      s.tierThresholds.goldPaise < s.tierThresholds.diamondPaise,
    {
      message: 'Tier thresholds must rise: Silver below Gold below Diamond',
      path: ['tierThresholds'],
    },
  )
  .refine((s) => s.referralPercents.reduce((sum, p) => sum + p, 0) <= 100, {
    message: 'Referral percentages may not add up to more than 100',
    path: ['referralPercents'],
  });
export type LoyaltySettingsInput = z.infer<typeof loyaltySettingsSchema>;
