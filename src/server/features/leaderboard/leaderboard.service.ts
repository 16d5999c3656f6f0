import type { LeaderboardConfig, LeaderboardRow } from '../../../domain/leaderboard.schemas';
import type { Tier } from '../../../domain/tiers';
import type { Queryable } from '../../db/client';

export function createLeaderboardService(db: Queryable) {
  return {
    /** Active customers ranked by points, then lifetime spend. */
    async top(limit: number): Promise<LeaderboardRow[]> {
      const rows = await db.query<{
        rank: number;
        name: string;
        code: string;
        tier: Tier;
        points: number;
        total_spent_paise: number;
      }>(
        // The top rows straight off customers_leaderboard_idx; ranking within them equals the global rank.
        `select rank() over (order by points desc, total_spent_paise desc)::int as rank, name, code, tier, points, total_spent_paise
         from (select name, code, tier, points, total_spent_paise from customers where status = 'active'
               order by points desc, total_spent_paise desc, code limit $1) top
         order by rank, code`,
        [limit],
      );
      return rows.map((r) => ({
        rank: r.rank,
        name: r.name,
        code: r.code,
        tier: r.tier,
        points: r.points,
        totalSpentPaise: r.total_spent_paise,
      }));
    },

    async activeConfig(): Promise<LeaderboardConfig | null> {
      const [row] = await db.query<{
        top_count: number;
        offer_title: string;
        offer_description: string;
        offer_discount_percentage: number;
      }>(
        'select top_count, offer_title, offer_description, offer_discount_percentage from leaderboard_config where is_active',
      );
      return row
        ? {
            topCount: row.top_count,
            offerTitle: row.offer_title,
            offerDescription: row.offer_description,
            offerDiscountPercentage: row.offer_discount_percentage,
          }
        : null;
    },
  };
}
