import { z } from 'zod';
import { TIERS } from './tiers';

/** One customer on the leaderboard: ranked by points, then lifetime spend. */
export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  code: z.string(),
  tier: z.enum(TIERS),
  points: z.number().int(),
  totalSpentPaise: z.number().int(),
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

/** GET /api/leaderboard: the top rows and the active offer, if any. */
export const leaderboardSchema = z.object({
  items: z.array(leaderboardRowSchema),
  config: leaderboardConfigSchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
