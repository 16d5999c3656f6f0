import {
  barcodeProblem,
  canonicalBarcode,
  isScaleLabel,
  isValidGtin,
  readScaleLabel,
} from '../../../domain/barcodes';
import type { AdminProduct } from '../../../domain/catalogue.schemas';
import { messages } from '../../../domain/messages';
import { toApiQuantity } from '../../../domain/quantities';
import { scaleLabelQuantity } from '../../../domain/scale-label-quantity';
import { prepared, type Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { loadScaleLabelLayout } from '../settings';
import { ADMIN_COLUMNS, toAdminProduct, type ProductRow } from './products.service';

/** What a scan at the counter found: the product, and how much of it a scale's label sold. */
export interface BarcodeMatch {
  product: AdminProduct;
  /** In the product's unit (0.75 for 750 g of a kg product); only for a scale's label. */
  quantity?: number;
}

const refused = (message: string) => new AppError('VALIDATION_FAILED', message, { code: message });

async function productWhere(db: Queryable, where: string, value: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    prepared(`select ${ADMIN_COLUMNS} from products p join categories c on c.id = p.category_id ${where}`),
    [value],
  );
  return row;
}

/** A scale's label (EAN-13 beginning 20–29): the product with its item code and the quantity it sold. */
async function readLabel(db: Queryable, code: string): Promise<BarcodeMatch> {
  if (!isValidGtin(code)) throw refused(messages.product.badLabelCheckDigit(code));
  const label = readScaleLabel(code, await loadScaleLabelLayout(db))!;
  const row = await productWhere(db, 'where p.scale_item_code = $1', label.itemCode);
  if (!row) throw new AppError('NOT_FOUND', messages.product.noSuchScaleItem(label.itemCode));
  // The constraint keeps item codes on weighed products, so the unit is a measure.
  if (!row.weighed || row.unit === 'piece') throw refused(messages.product.notWeighedAnyMore(row.name));
  const quantity = scaleLabelQuantity(label, { unit: row.unit, mrpPaise: row.mrp_paise });
  if (!quantity.ok) throw refused(quantity.problem);
  return { product: toAdminProduct(row), quantity: toApiQuantity(quantity.stored, true) };
}

/**
 * GET /api/admin/products/by-barcode/:code: a pack's barcode (one index probe) or a scale's label
 * (the item code's index, the quantity by the label). A code that is no barcode, or whose check
 * digit is wrong, is refused in words; one no product carries is not found.
 */
export async function findByBarcode(db: Queryable, text: string): Promise<BarcodeMatch> {
  const code = canonicalBarcode(text);
  if (isScaleLabel(code)) return readLabel(db, code);
  const problem = barcodeProblem(code);
  if (problem) throw refused(problem);
  const row = await productWhere(
    db,
    'where p.id = (select product_id from product_barcodes where code = $1)',
    code,
  );
  if (!row) throw new AppError('NOT_FOUND', messages.product.noSuchBarcode(code));
  return { product: toAdminProduct(row) };
}

/**
 * Several packs' barcodes at once (a counter sale's scans, docs/decisions/089): each product's id by
 * its code, in one index probe of them all; refused as `findByBarcode` refuses, naming the first
 * code that is no barcode or that no product carries. Scale labels go through `findByBarcode`.
 */
export async function productIdsByBarcode(
  q: Queryable,
  texts: readonly string[],
): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const codes = texts.map(canonicalBarcode);
  for (const code of codes) {
    const problem = barcodeProblem(code);
    if (problem) throw refused(problem);
  }
  const rows = await q.query<{ code: string; product_id: string }>(
    prepared('select code, product_id from product_barcodes where code = any($1::text[])'),
    [codes],
  );
  const found = new Map(rows.map((row) => [row.code, row.product_id]));
  const missing = codes.find((code) => !found.has(code));
  if (missing) throw new AppError('NOT_FOUND', messages.product.noSuchBarcode(missing));
  return new Map(texts.map((text, index) => [text, found.get(codes[index]!)!]));
}
