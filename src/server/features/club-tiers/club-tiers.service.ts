import type { ClubTierItemInput } from '../../../domain/club-tiers.schemas';
import type { ClubTierItem } from '../../../domain/content.schemas';
import type { Tier } from '../../../domain/tiers';
import { recordAudit } from '../../audit/audit-log';
import type { Database, Queryable } from '../../db/client';
import { LOCKS, withAdvisoryLock } from '../../db/advisory-lock';

interface ClubTierRow {
  id: string;
  tier_name: Tier;
  title: string;
  description: string;
  price: string;
  image_url: string | null;
  display_order: number;
}

const toItem = (row: ClubTierRow): ClubTierItem => ({
  id: row.id,
  tierName: row.tier_name,
  title: row.title,
  description: row.description,
  price: row.price,
  imageUrl: row.image_url,
  displayOrder: row.display_order,
});

/** SPEC 7: the showcase ordered by display_order (ties: Bronze to Diamond, then oldest first). */
async function listTiers(db: Queryable, tier: Tier | undefined): Promise<ClubTierItem[]> {
  const rows = await db.query<ClubTierRow>(
    `select id, tier_name, title, description, price, image_url, display_order
     from club_tiers
     where $1::text is null or tier_name = $1
     order by display_order, array_position(array['Bronze', 'Silver', 'Gold', 'Diamond'], tier_name), created_at, id`,
    [tier ?? null],
  );
  return rows.map(toItem);
}

export function createClubTiersService(db: Database) {
  return {
    list: (tier: Tier | undefined) => listTiers(db, tier),

    /**
     * SPEC 7's save: the tier's rows are deleted and `items` inserted with display_order by
     * index, in one transaction. A per-tier lock makes two admins saving at once end with one
     * of their lists, never both mixed.
     */
    async replace(adminId: string, tier: Tier, items: ClubTierItemInput[]): Promise<ClubTierItem[]> {
      return withAdvisoryLock(
        db,
        LOCKS.clubTiers,
        async (tx) => {
          await tx.query('delete from club_tiers where tier_name = $1', [tier]);
          if (items.length > 0) {
            await tx.query(
              `insert into club_tiers (tier_name, title, description, price, image_url, display_order)
             select $1, title, description, price, image_url, ordinality - 1
             from unnest($2::text[], $3::text[], $4::text[], $5::text[])
               with ordinality as item(title, description, price, image_url, ordinality)`,
              [
                tier,
                items.map((item) => item.title),
                items.map((item) => item.description),
                items.map((item) => item.price),
                items.map((item) => item.imageUrl),
              ],
            );
          }
          await recordAudit(tx, {
            adminId,
            action: 'replace',
            entity: 'club_tier',
            entityId: tier,
            details: { titles: items.map((item) => item.title) },
          });
          return listTiers(tx, tier);
        },
        tier,
      );
    },
  };
}
export type ClubTiersService = ReturnType<typeof createClubTiersService>;
