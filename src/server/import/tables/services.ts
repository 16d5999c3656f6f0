import { importImage } from '../images/import-image';
import type { TableImporter } from '../table-importer';
import { convertService } from './catalogue-rows';
import { convertRow } from './convert-row';

/** Old services: the price as the free text it is, the image as an upload's. */
export const servicesImporter: TableImporter = {
  table: 'services',
  async importRows(rows, ctx) {
    const { db, report, legacyIds } = ctx;
    for await (const row of rows) {
      const service = convertRow(report, row, convertService);
      if (!service) continue;
      if (await legacyIds.get('services', service.legacyId)) {
        report.alreadyImported++;
        continue;
      }
      const imageUrl = await importImage(ctx, service.image, 'service', service.legacyId);
      const [inserted] = await db.query<{ id: string }>(
        `insert into services (title, description, price_text, category, image_url, is_active, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, coalesce($7, now()), coalesce($7, now())) returning id`,
        [
          service.title,
          service.description,
          service.priceText,
          service.category,
          imageUrl,
          service.isActive,
          service.createdAt,
        ],
      );
      await legacyIds.remember('services', service.legacyId, inserted!.id);
      report.imported++;
    }
  },
};
