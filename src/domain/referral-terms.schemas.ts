import { z } from 'zod';

/**
 * What the public referral terms are made from (GET /api/referral-terms, DESIGN 7a and 11.3): only
 * what the terms say aloud, never the rest of the admin's settings (a level's percentage that is
 * kept but not paid, the UPI id, the tier thresholds).
 */
export const referralTermsFactsSchema = z.object({
  /** The percent of a purchase's point money each paid level earns, level 1 (the buyer's referrer) first. */
  levelPercents: z.array(z.number().int()),
  /** What one point takes off a bill, in paise. */
  pointValuePaise: z.number().int(),
  /** How much point money makes one point, in paise. */
  pointMoneyPerPointPaise: z.number().int(),
  /** Days after delivery before rewards can be spent; null while the shop has no such setting. */
  returnWindowDays: z.number().int().nullable(),
});
export type ReferralTermsFacts = z.infer<typeof referralTermsFactsSchema>;
