import { malayalamSearchText } from '../../../domain/catalogue-search';
import { importImage } from '../images/import-image';
import type { ImportContext, TableImporter } from '../table-importer';
import { categoryNamed } from './categories';
import { convertRow } from './convert-row';
import { convertProduct, type ProductImport } from './product-rows';

/**
 * Old products (LEGACY-EXPORT.md): the category by its name (made when the export has no such
 * category, reported), prices in exact paise, stock never below 0, inline images stored as uploads.
 * One row at a time: a catalogue is thousands of rows and its images dominate the time.
 */
/** The product's scale item code, unless an earlier product has it (noted: the first keeps it). */
async function freeScaleItemCode(ctx: ImportContext, product: ProductImport): Promise<string | null> {
  if (!product.scaleItemCode) return null;
  const [taken] = await ctx.db.query<{ name: string }>(
    'select name from products where scale_item_code = $1',
    [product.scaleItemCode],
  );
  if (!taken) return product.scaleItemCode;
  ctx.report.problem(
    'scale item code on two products: kept on the first',
    `${product.legacyId}: ${product.scaleItemCode} is already on ${taken.name}`,
  );
  return null;
}

/** The product's barcodes; one an earlier product carries stays with it (noted). */
async function importBarcodes(ctx: ImportContext, product: ProductImport, productId: string): Promise<void> {
  if (!product.barcodes.length) return;
  const added = await ctx.db.query<{ code: string }>(
    `insert into product_barcodes (code, product_id) select code, $2 from unnest($1::text[]) as code
     on conflict (code) do nothing returning code`,
    [product.barcodes, productId],
  );
  const kept = new Set(added.map((row) => row.code));
  for (const code of product.barcodes.filter((each) => !kept.has(each)))
    ctx.report.problem('barcode on two products: kept on the first', `${product.legacyId}: ${code}`);
}

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
      const scaleItemCode = await freeScaleItemCode(ctx, product);
      const [inserted] = await db.query<{ id: string }>(
        `insert into products (name, description, category_id, image_url, mrp_paise, price_paise, dummy_price_paise,
           stock_quantity, discount_bronze, discount_silver, discount_gold, discount_diamond, created_at, updated_at,
           unit, weighed, scale_item_code, name_ml, aliases, search_ml)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, now()), coalesce($13, now()),
           $14, $15, $16, $17, $18, $19)
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
          product.unit,
          product.weighed,
          scaleItemCode,
          product.nameMl,
          product.aliases,
          malayalamSearchText(product.nameMl, product.aliases),
        ],
      );
      await importBarcodes(ctx, product, inserted!.id);
      await legacyIds.remember('products', product.legacyId, inserted!.id);
      report.imported++;
    }
  },
};
