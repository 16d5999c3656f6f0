import { z } from 'zod';
import { text } from './text-fields';

export const REFERRAL_FLAG_STATUSES = ['open', 'cleared', 'rejected'] as const;
export const REFERRAL_DECISIONS = ['clear', 'reject'] as const;
export type ReferralDecision = (typeof REFERRAL_DECISIONS)[number];

/** GET /api/admin/referral-review: one status at a time, newest flag first, paged by cursor. */
export const referralReviewQuerySchema = z.object({
  status: z.enum(REFERRAL_FLAG_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});

const personSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const referralFlagSchema = z.object({
  id: z.string(),
  status: z.enum(REFERRAL_FLAG_STATUSES),
  member: personSchema,
  upline: personSchema.extend({ level: z.number().int().nullable() }),
  raisedAt: z.string(),
  /** Each piece of evidence in plain words. */
  reasons: z.array(z.object({ kind: z.string(), words: z.string() })),
  /** Reward points from this member waiting for the owner's decision. */
  heldPoints: z.number().int(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type ReferralFlag = z.infer<typeof referralFlagSchema>;

export const referralReviewPageSchema = z.object({
  items: z.array(referralFlagSchema),
  nextCursor: z.string().nullable(),
});
export type ReferralReviewPage = z.infer<typeof referralReviewPageSchema>;

/** POST …/clear and …/reject: an optional note for the record. */
export const referralDecisionSchema = z.object({ note: text(300).optional() });
