import { z } from 'zod';
import { DISCOUNT_PERCENT_RANGE, TOP_COUNT_RANGE } from './leaderboard';
import { leaderboardMessages, messages } from './messages';
import { text, textField } from './text-fields';
import { TIERS } from './tiers';

/**
 * One customer on the public leaderboard (docs/decisions/032): ranked by lifetime points earned.
 * Guests get a shortened name and no code (null); the lifetime spend is on the viewer's own row
 * only, null on everyone else's (docs/decisions/040).
 */
export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  tier: z.enum(TIERS),
  /** Lifetime points earned: the ranking measure. */
  points: z.number().int(),
  totalSpentPaise: z.number().int().nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** The active top-N offer: the first `topCount` ranks get the discount. */
export const leaderboardConfigSchema = z.object({
  topCount: z.number().int(),
  offerTitle: z.string(),
  offerDescription: z.string(),
  offerDiscountPercentage: z.number().int(),
});
export type LeaderboardConfig = z.infer<typeof leaderboardConfigSchema>;

/** A signed-in customer's own place: null rank until they have earned points (or when not active). */
export const ownRankSchema = z.object({
  rank: z.number().int().nullable(),
  points: z.number().int(),
});
export type OwnRank = z.infer<typeof ownRankSchema>;

/** GET /api/leaderboard: the top rows, the active offer if any, and the signed-in customer's own rank. */
export const leaderboardSchema = z.object({
  items: z.array(leaderboardRowSchema),
  config: leaderboardConfigSchema.nullable(),
  me: ownRankSchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message });

/** DESIGN 2: GET and PUT /api/admin/leaderboard-config, as the admin's form writes it (SPEC 9's ranges). */
export const leaderboardSettingsSchema = z.object({
  topCount: wholeNumber(TOP_COUNT_RANGE, leaderboardMessages.topCountRange),
  offerTitle: text(120, messages.form.tooLong).refine((value) => value !== '', {
    error: leaderboardMessages.titleRequired,
  }),
  offerDescription: textField(500, messages.form.tooLong),
  offerDiscountPercentage: wholeNumber(DISCOUNT_PERCENT_RANGE, leaderboardMessages.discountRange),
  isActive: z.boolean(),
});
export type LeaderboardSettings = z.output<typeof leaderboardSettingsSchema>;
export type LeaderboardSettingsInput = z.input<typeof leaderboardSettingsSchema>;

export const leaderboardSettingsViewSchema = z.object({ config: leaderboardSettingsSchema });

/** One row of the admin's full ranking: every active customer; rank null until they earn points. */
export const rankingRowSchema = z.object({
  rank: z.number().int().nullable(),
  customerId: z.string(),
  code: z.string(),
  name: z.string(),
  tier: z.enum(TIERS),
  lifetimePoints: z.number().int(),
  points: z.number().int(),
  totalSpentPaise: z.number().int(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingPageSchema = z.object({
  items: z.array(rankingRowSchema),
  nextCursor: z.string().nullable(),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;

/** The top-N offer as an order (or its quote) was priced: its own line, kept on the order. */
export const leaderboardDiscountSchema = z.object({
  rank: z.number().int(),
  percent: z.number().int(),
  discountPaise: z.number().int(),
});
export type LeaderboardDiscount = z.infer<typeof leaderboardDiscountSchema>;
