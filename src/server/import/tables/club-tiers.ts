import { importImage } from '../images/import-image';
import type { TableImporter } from '../table-importer';
import { convertClubTier } from './catalogue-rows';
import { convertRow } from './convert-row';

/** The old club showcase cards, each under its tier, its image (often a data URL) stored as an upload's. */
export const clubTiersImporter: TableImporter = {
  table: 'club_tiers',
  async importRows(rows, ctx) {
    const { db, report, legacyIds } = ctx;
    for await (const row of rows) {
      const card = convertRow(report, row, convertClubTier);
      if (!card) continue;
      if (await legacyIds.get('club_tiers', card.legacyId)) {
        report.alreadyImported++;
        continue;
      }
      const imageUrl = await importImage(ctx, card.image, 'club', card.legacyId);
      const [inserted] = await db.query<{ id: string }>(
        `insert into club_tiers (tier_name, title, description, price, image_url, display_order)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [card.tierName, card.title, card.description, card.price, imageUrl, card.displayOrder],
      );
      await legacyIds.remember('club_tiers', card.legacyId, inserted!.id);
      report.imported++;
    }
  },
};
