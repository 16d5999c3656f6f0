import { messages } from '../../../domain/messages';
import type { Database, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';

/** The codes the service saves with a product, to name who holds one when the database refuses it. */
export interface ProductCodes {
  barcodes?: string[];
  scaleItemCode?: string | null;
}

const barcodeTaken = (code: string, name: string) => {
  const message = messages.product.barcodeTaken(code, name);
  return new AppError('BARCODE_TAKEN', message, { barcodes: message });
};
const scaleCodeTaken = (code: string, name: string) => {
  const message = messages.product.scaleCodeTaken(code, name);
  return new AppError('BARCODE_TAKEN', message, { scaleItemCode: message });
};

/** The first of these codes another product (not `productId`) carries, as the refusal naming it; null if none. */
async function takenError(
  db: Queryable,
  codes: ProductCodes,
  productId: string | null,
): Promise<AppError | null> {
  if (codes.barcodes?.length) {
    const [taken] = await db.query<{ code: string; name: string }>(
      `select b.code, p.name from product_barcodes b join products p on p.id = b.product_id
       where b.code = any($1::text[]) and b.product_id is distinct from $2::uuid order by b.code limit 1`,
      [codes.barcodes, productId],
    );
    if (taken) return barcodeTaken(taken.code, taken.name);
  }
  if (codes.scaleItemCode) {
    const [taken] = await db.query<{ name: string }>(
      'select name from products where scale_item_code = $1 and id is distinct from $2::uuid',
      [codes.scaleItemCode, productId],
    );
    if (taken) return scaleCodeTaken(codes.scaleItemCode, taken.name);
  }
  return null;
}

/**
 * Refuses, before writing, codes another product already carries (the message names it). Two
 * saves racing past this check meet the unique indexes instead: `explainTakenCode` names the winner.
 */
export async function refuseTakenCodes(tx: Queryable, codes: ProductCodes, productId: string | null) {
  const error = await takenError(tx, codes, productId);
  if (error) throw error;
}

/**
 * A save refused by a unique index on the codes (another save took one first, between our check
 * and our write) as the same refusal the check gives; any other error as it is.
 */
export async function explainTakenCode(
  db: Database,
  error: unknown,
  codes: ProductCodes,
  productId: string | null,
): Promise<unknown> {
  if (
    !isUniqueViolation(error, 'product_barcodes_pkey') &&
    !isUniqueViolation(error, 'products_scale_item_code_unique')
  )
    return error;
  return (await takenError(db, codes, productId)) ?? error;
}

/** Sets a product's barcodes to exactly these (inside its save's transaction); undefined keeps them. */
export async function writeBarcodes(tx: Queryable, productId: string, barcodes: string[] | undefined) {
  if (barcodes === undefined) return;
  await tx.query('delete from product_barcodes where product_id = $1 and code <> all($2::text[])', [
    productId,
    barcodes,
  ]);
  await tx.query(
    `insert into product_barcodes (code, product_id)
     select given.code, $1 from unnest($2::text[]) as given(code)
     where not exists (select 1 from product_barcodes b where b.code = given.code and b.product_id = $1)`,
    [productId, barcodes],
  );
}
