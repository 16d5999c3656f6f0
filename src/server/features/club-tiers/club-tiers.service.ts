import type { ClubTierItem } from '../../../domain/content.schemas';
import type { Tier } from '../../../domain/tiers';
import type { Database } from '../../db/client';

interface ClubTierRow {
  id: string;
  tier_name: Tier;
  title: string;
  description: string;
  price: string;
  image_url: string | null;
  display_order: number;
}

export function createClubTiersService(db: Database) {
  return {
    /** SPEC 7: the showcase ordered by display_order (ties: Bronze to Diamond, then oldest first). */
    async list(tier: Tier | undefined): Promise<ClubTierItem[]> {
      const rows = await db.query<ClubTierRow>(
        `select id, tier_name, title, description, price, image_url, display_order
         from club_tiers
         where $1::text is null or tier_name = $1
         order by display_order, array_position(array['Bronze', 'Silver', 'Gold', 'Diamond'], tier_name), created_at, id`,
        [tier ?? null],
      );
      return rows.map((row) => ({
        id: row.id,
        tierName: row.tier_name,
        title: row.title,
        description: row.description,
        price: row.price,
        imageUrl: row.image_url,
        displayOrder: row.display_order,
      }));
    },
  };
}
