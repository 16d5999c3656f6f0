import { importImage } from '../images/import-image';
import type { TableImporter } from '../table-importer';
import { categoryNamed } from './categories';
import { convertRow } from './convert-row';
import { convertProduct } from './product-rows';

/**
 * Old products (LEGACY-EXPORT.md): the category by its name (made when the export has no such
 * category, reported), prices in exact paise, stock never below 0, inline images stored as uploads.
 * One row at a time: a catalogue is thousands of rows and its images dominate the time.
 */
export const productsImporter: TableImporter = {
  table: 'products',
  async importRows(rows, ctx) {
    const { db, report, legacyIds } = ctx;
    for await (const row of rows) {
      const product = convertRow(report, row, convertProduct);
      if (!product) continue;
      if (await legacyIds.get('products', product.legacyId)) {
        report.alreadyImported++;
        continue;
      }
      const category = await categoryNamed(db, product.categoryName);
      if (category.created)
        report.problem(
          'category named by a product only: made',
          `${product.legacyId}: ${product.categoryName}`,
        );
      const imageUrl = await importImage(ctx, product.image, 'product', product.legacyId);
      const { Bronze, Silver, Gold, Diamond } = product.tierDiscounts;
      const [inserted] = await db.query<{ id: string }>(
        `insert into products (name, description, category_id, image_url, mrp_paise, price_paise, dummy_price_paise,
           stock_quantity, discount_bronze, discount_silver, discount_gold, discount_diamond, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, now()), coalesce($13, now()))
         returning id`,
        [
          product.name,
          product.description,
          category.id,
          imageUrl,
          product.mrpPaise,
          product.pricePaise,
          product.dummyPricePaise,
          product.stockQuantity,
          Bronze,
          Silver,
          Gold,
          Diamond,
          product.createdAt,
        ],
      );
      await legacyIds.remember('products', product.legacyId, inserted!.id);
      report.imported++;
    }
  },
};
